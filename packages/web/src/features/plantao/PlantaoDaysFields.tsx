import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TimeField } from '../../components/TimeField';
import { validationMessage } from '../../i18n/validationMessage';
import type { PlantaoFormValues } from './plantaoForm';

const TIMES = ['startTime', 'endTime'] as const;
const LABELS = { startTime: 'plantao.dialog.start', endTime: 'plantao.dialog.end' } as const;

/** The seven weekday rows of the on-call dialog (Monday to Sunday), each with its start and end typed as HH:MM. */
export function PlantaoDaysFields() {
  const { t } = useTranslation();
  const { control, formState, getFieldState, trigger } = useFormContext<PlantaoFormValues>();
  // Read while rendering, so this component follows it (formState is a proxy that reports only what render read).
  const { isSubmitted } = formState;
  const days = formState.defaultValues?.days ?? [];
  // 'At least one day' sits on the list itself (plantaoFieldOf).
  const oneDayMessage = getFieldState('days', formState).error?.root?.message;

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} data-testid="plantao-days">
      <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
        {t('plantao.dialog.days')}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mb: 1 }}>
        {t('plantao.dialog.daysHint')}
      </Typography>
      {oneDayMessage && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="plantao-days-error">
          {validationMessage(oneDayMessage)}
        </Alert>
      )}
      {days.map((day, index) => {
        const weekday = t(`serviceHours.weekdays.${day?.weekdayEn ?? 'monday'}`);
        return (
          <Box key={day?.weekdayEn ?? index}>
            {index > 0 && <Divider />}
            <Box
              role="group"
              aria-label={weekday}
              sx={{
                display: 'grid',
                gap: 1.5,
                py: 1.25,
                alignItems: 'start',
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: '140px repeat(2, minmax(0, 1fr))' },
              }}
            >
              <Typography
                variant="body2"
                sx={{ fontWeight: 600, gridColumn: { xs: '1 / -1', sm: 'auto' }, pt: { sm: 1 } }}
              >
                {weekday}
              </Typography>
              {TIMES.map((time) => (
                <Controller
                  key={time}
                  control={control}
                  name={`days.${index}.${time}`}
                  render={({ field, fieldState }) => (
                    <TimeField
                      size="small"
                      label={t(LABELS[time])}
                      name={field.name}
                      inputRef={field.ref}
                      value={field.value}
                      onBlur={field.onBlur}
                      onChange={(value) => {
                        field.onChange(value);
                        // After a submit, the row's other time and 'at least one day' are checked again as the user types.
                        if (isSubmitted) void trigger('days');
                      }}
                      error={Boolean(fieldState.error)}
                      helperText={validationMessage(fieldState.error?.message)}
                    />
                  )}
                />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
