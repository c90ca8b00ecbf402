import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationMessage } from '../../i18n/validationMessage';
import { QueueMultiSelectField } from '../queues/QueueMultiSelectField';
import { useQueues } from '../queues/useQueues';
import type { UserFormInput } from './userForm';

/** The queues a user attends, shown as chips in each queue's colour. */
export function QueueMultiSelect() {
  const { t } = useTranslation();
  const { control } = useFormContext<UserFormInput>();
  const { data: queues = [] } = useQueues();

  return (
    <Controller
      control={control}
      name="queueIds"
      render={({ field, fieldState }) => (
        <QueueMultiSelectField
          label={t('userModal.queues')}
          queues={queues}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={field.value ?? []}
          onChange={field.onChange}
          error={validationMessage(fieldState.error?.message)}
          hint={queues.length === 0 ? t('userModal.noQueues') : undefined}
        />
      )}
    />
  );
}
