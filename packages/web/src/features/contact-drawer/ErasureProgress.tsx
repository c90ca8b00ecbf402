import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ContactErasureView } from '@guiche/shared';

/** An erasure as it goes: queued, erasing with its counts so far, or done with what went and what stayed. */
export function ErasureProgress({ erasure }: { erasure: ContactErasureView }) {
  const { t } = useTranslation();
  const { counts } = erasure;
  // What the person wrote in other contacts' groups counts among their messages.
  const messages = counts.messagesReplaced + counts.groupMessagesReplaced;
  if (erasure.status === 'done')
    return (
      <Alert severity="success" data-testid="erasure-done">
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('contactErasure.done')}
        </Typography>
        <Typography variant="body2">
          {t('contactErasure.doneSummary', {
            messages,
            files: counts.mediaRemoved,
            notes: counts.notesDeleted,
            tickets: counts.ticketsKept,
          })}
        </Typography>
      </Alert>
    );
  return (
    <Stack spacing={1} data-testid="erasure-progress">
      <LinearProgress aria-label={t('contactErasure.progressLabel')} sx={{ height: 6, borderRadius: 3 }} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {erasure.status === 'pending'
          ? t('contactErasure.pending')
          : t('contactErasure.running', { messages, files: counts.mediaRemoved })}
      </Typography>
    </Stack>
  );
}
