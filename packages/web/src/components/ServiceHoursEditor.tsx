import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { ServiceHours } from '@guiche/shared';
import { isTimeOfDay } from '../lib/time';
import { SERVICE_HOURS_FIELDS, withTime } from './serviceHours';
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
 * Service hours of the seven weekdays, two ranges each (spec 2 §3). Serves the queue dialog and the company's
 * schedules tab; saving is the caller's, so the first edit says 'Clique em salvar para registar as alterações'
 * (spec 2 §8). A half-typed time is marked until it is a complete HH:MM.
 */
export function ServiceHoursEditor({ value, onChange, unsaved, disabled = false }: ServiceHoursEditorProps) {
  const { t } = useTranslation();
  const change = (week: ServiceHours[]) => {
    if (!unsaved) toast.info(t('serviceHours.unsaved'), { toastId: 'service-hours-unsaved' });
    onChange(week);
  };
  return (
    <Box data-testid="service-hours-editor">
      {value.map((day, index) => (
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
            <Typography variant="subtitle2" sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
              {t(`serviceHours.weekdays.${day.weekdayEn}`)}
            </Typography>
            {SERVICE_HOURS_FIELDS.map((field) => {
              const time = day[field];
              const invalid = !isTimeOfDay(time);
              return (
                <TimeField
                  key={field}
                  size="small"
                  label={t(`serviceHours.${field}`)}
                  value={time}
                  disabled={disabled}
                  error={invalid}
                  helperText={invalid ? t('validation.invalidTime') : undefined}
                  onChange={(next) => change(withTime(value, day.weekdayEn, field, next))}
                />
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
