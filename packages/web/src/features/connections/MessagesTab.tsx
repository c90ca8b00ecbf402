import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ConnectionTextField } from './ConnectionTextField';

/** The 'Mensagens' tab: what the connection sends on greeting, on completion and out of hours. */
export function MessagesTab() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <ConnectionTextField name="greetingMessage" label={t('connectionModal.greetingMessage')} hint={t('connectionModal.greetingHint')} multiline minRows={3} />
      <ConnectionTextField name="complationMessage" label={t('connectionModal.complationMessage')} multiline minRows={3} />
      <ConnectionTextField name="outOfHoursMessage" label={t('connectionModal.outOfHoursMessage')} hint={t('connectionModal.outOfHoursHint')} multiline minRows={3} />
    </Stack>
  );
}
