import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { ScheduleView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { validationIssues } from '../../api/validationIssues';
import { DialogForm } from '../../components/DialogForm';
import { PlaceholderChipsField } from '../../components/PlaceholderChipsField';
import { validationMessage } from '../../i18n/validationMessage';
import { FORM_SUBMIT_DELAY_MS, pause } from '../../lib/forms';
import { ScheduleContactPicker } from './ScheduleContactPicker';
import {
  dialogFieldOf,
  scheduleDialogSchema,
  type ScheduleDialogOutput,
  type ScheduleDialogValues,
} from './scheduleForm';
import { useSaveSchedule } from './useSaveSchedule';

interface ScheduleFormProps {
  /** The schedule being edited, or null to add one. */
  schedule: ScheduleView | null;
  initialValues: ScheduleDialogValues;
  onClose(): void;
}

/** The body of the schedule dialog (spec 3 "Scheduled messages"): contact, message and send time. */
export function ScheduleForm({ schedule, initialValues, onClose }: ScheduleFormProps) {
  const { t } = useTranslation();
  const save = useSaveSchedule(schedule);
  const form = useForm<ScheduleDialogValues, unknown, ScheduleDialogOutput>({
    resolver: zodResolver(scheduleDialogSchema),
    defaultValues: initialValues,
  });
  const {
    register,
    handleSubmit,
    setError,
    getFieldState,
    formState,
    formState: { isSubmitting },
  } = form;
  // Spec 3 §5 says 'Obrigatório' for the contact and the send time, where the shared key reads otherwise elsewhere.
  const messageOf = (message: string | undefined) =>
    message === 'validation.required' ? t('schedules.dialog.required') : validationMessage(message);

  const onSubmit = handleSubmit(async (values) => {
    await pause(FORM_SUBMIT_DELAY_MS);
    try {
      await save(values);
    } catch (error) {
      // Server-side rule failures (ERR_VALIDATION: a send time already past) show on their fields.
      const issues = validationIssues(error).flatMap(({ path, message }) => {
        const field = dialogFieldOf(path);
        return field ? [{ field, message }] : [];
      });
      if (issues.length === 0) return handleApiError(error);
      issues.forEach(({ field, message }) => setError(field, { message }, { shouldFocus: true }));
      return;
    }
    toast.success(t('schedules.saved'));
    onClose();
  });

  const sendAtError = messageOf(getFieldState('sendAt', formState).error?.message);
  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onClose}
      isNew={schedule === null}
      submitTestId="schedule-dialog-submit"
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <ScheduleContactPicker disabled={isSubmitting} messageOf={messageOf} />
        <PlaceholderChipsField<ScheduleDialogValues>
          name="body"
          label={t('schedules.dialog.body')}
          minRows={4}
          maxRows={12}
          autoFocus={initialValues.contact !== null}
          disabled={isSubmitting}
          slotProps={{ htmlInput: { 'data-testid': 'schedule-body-input' } }}
        />
        <TextField
          {...register('sendAt')}
          type="datetime-local"
          fullWidth
          label={t('schedules.dialog.sendAt')}
          disabled={isSubmitting}
          error={sendAtError !== undefined}
          helperText={sendAtError}
          // Seconds too: a message can be due within the minute.
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1, 'data-testid': 'schedule-send-at' } }}
        />
      </Stack>
    </DialogForm>
  );
}
