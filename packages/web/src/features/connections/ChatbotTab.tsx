import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Queue } from '@guiche/shared';
import type { ConnectionFormInput } from './connectionForm';
import { ConnectionNumberField } from './ConnectionNumberField';
import { ConnectionMessageField } from './ConnectionMessageField';
import { QueueRedirectFields } from './QueueRedirectFields';

function Section({ title }: { title: string }) {
  return (
    <Grid size={12}>
      <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
    </Grid>
  );
}

/** The 'Chatbot' tab: how often the queue menu is sent, when tickets expire or get an inactivity notice, redirects. */
export function ChatbotTab({ queues }: { queues: readonly Queue[] }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ConnectionFormInput>();
  return (
    <Grid container spacing={2}>
      <Section title={t('connectionModal.botSection')} />
      <Grid size={{ xs: 12, sm: 6 }}>
        <ConnectionNumberField
          name="maxUseBotQueues"
          label={t('connectionModal.maxUseBotQueues')}
          hint={t('connectionModal.maxUseBotQueuesHint')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ConnectionNumberField
          name="timeUseBotQueues"
          label={t('connectionModal.timeUseBotQueues')}
          hint={t('connectionModal.timeUseBotQueuesHint')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ConnectionNumberField
          name="timeCreateNewTicket"
          label={t('connectionModal.timeCreateNewTicket')}
          hint={t('connectionModal.timeCreateNewTicketHint')}
        />
      </Grid>
      <Section title={t('connectionModal.expirySection')} />
      <Grid size={{ xs: 12, sm: 6 }}>
        <ConnectionNumberField
          name="expiresTicket"
          label={t('connectionModal.expiresTicket')}
          hint={t('connectionModal.expiresTicketHint')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="whenExpiresTicket"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              label={t('connectionModal.whenExpiresTicket')}
              helperText={t('connectionModal.whenExpiresTicketHint')}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(Number(event.target.value) === 1 ? 1 : 0)}
            >
              <MenuItem value={0}>{t('connectionModal.whenExpires.botOnly')}</MenuItem>
              <MenuItem value={1}>{t('connectionModal.whenExpires.alsoOpen')}</MenuItem>
            </TextField>
          )}
        />
      </Grid>
      <Grid size={12}>
        <ConnectionMessageField
          name="expiresInactiveMessage"
          label={t('connectionModal.expiresInactiveMessage')}
          hint={t('connectionModal.expiresInactiveMessageHint')}
          minRows={2}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ConnectionNumberField
          name="timeInactiveMessage"
          label={t('connectionModal.timeInactiveMessage')}
          hint={t('connectionModal.timeInactiveMessageHint')}
        />
      </Grid>
      <Grid size={12}>
        <ConnectionMessageField
          name="inactiveMessage"
          label={t('connectionModal.inactiveMessage')}
          hint={t('connectionModal.inactiveMessageHint')}
          minRows={2}
        />
      </Grid>
      <Section title={t('connectionModal.redirectSection')} />
      <QueueRedirectFields queues={queues} />
    </Grid>
  );
}
