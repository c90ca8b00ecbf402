import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { isClosedDay, type ServiceHours } from '@guiche/shared';
import { validationMessage } from '../i18n/validationMessage';
import { dayErrors, SERVICE_HOURS_FIELDS, withDayClosed, withTime } from './serviceHours';
import { TimeField } from './TimeField';

interface ServiceHoursEditorProps {
  /** A complete week (see completeWeek). */
  value: readonly ServiceHours[];
  onChange(week: ServiceHours[]): void;
  /** The week shown differs from the saved one. The first edit of a saved week reminds the user to save. */
  unsaved: boolean;
  disabled?: boolean;
}

/**
 * Service hours of the seven weekdays, two shifts each (spec 2 §3). Serves the queue dialog, the connection modal
 * and the company's schedules tab; saving is the caller's, so the first edit says 'Clique em salvar para registar
 * as alterações' (spec 2 §8). A blank day is closed and a blank second shift leaves one, as the on-call days read
 * blank as "no duty"; 'Fechado' blanks a day in one click. Each time shows what is wrong with it: half-typed, a
 * shift with one time only, an end not after its start (the rules the server applies, from the shared contract).
 */
export function ServiceHoursEditor({ value, onChange, unsaved, disabled = false }: ServiceHoursEditorProps) {
  const { t } = useTranslation();
  const change = (week: ServiceHours[]) => {
    if (!unsaved) toast.info(t('serviceHours.unsaved'), { toastId: 'service-hours-unsaved' });
    onChange(week);
  };
  return (
    <Box data-testid="service-hours-editor">
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('serviceHours.blankHint')}
      </Typography>
      {value.map((day, index) => {
        const errors = dayErrors(day);
        const closed = isClosedDay(day);
        return (
          <Box key={day.weekdayEn}>
            {index > 0 && <Divider />}
            <Box
              role="group"
              aria-label={t(`serviceHours.weekdays.${day.weekdayEn}`)}
              sx={{
                display: 'grid',
                gap: 1.5,
                py: 1.5,
                alignItems: 'center',
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '150px repeat(4, minmax(0, 1fr))' },
              }}
            >
              <Box
                sx={{
                  gridColumn: { xs: '1 / -1', md: 'auto' },
                  display: 'flex',
                  flexDirection: { xs: 'row', md: 'column' },
                  alignItems: { xs: 'center', md: 'flex-start' },
                  justifyContent: 'space-between',
                }}
              >
                <Typography variant="subtitle2">{t(`serviceHours.weekdays.${day.weekdayEn}`)}</Typography>
                <FormControlLabel
                  label={t('serviceHours.closed')}
                  disabled={disabled}
                  slotProps={{ typography: { variant: 'body2', color: 'text.secondary' } }}
                  control={
                    <Checkbox
                      size="small"
                      checked={closed}
                      onChange={(_event, checked) => change(withDayClosed(value, day.weekdayEn, checked))}
                    />
                  }
                />
              </Box>
              {SERVICE_HOURS_FIELDS.map((field) => (
                <TimeField
                  key={field}
                  size="small"
                  label={t(`serviceHours.${field}`)}
                  value={day[field]}
                  disabled={disabled}
                  error={errors[field] !== undefined}
                  helperText={validationMessage(errors[field])}
                  onChange={(next) => change(withTime(value, day.weekdayEn, field, next))}
                />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
