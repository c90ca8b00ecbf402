import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { ConnectionNumberField } from './ConnectionNumberField';
import { ConnectionMessageField } from './ConnectionMessageField';

/** The 'Avaliações' tab: the rating request sent when a ticket closes, how often it is sent and how long it waits. */
export function NpsTab() {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <ConnectionMessageField
          name="ratingMessage"
          label={t('connectionModal.ratingMessage')}
          hint={t('connectionModal.ratingHint')}
          minRows={3}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ConnectionNumberField name="maxUseBotQueuesNPS" label={t('connectionModal.maxUseBotQueuesNPS')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ConnectionNumberField
          name="expiresTicketNPS"
          label={t('connectionModal.expiresTicketNPS')}
          hint={t('connectionModal.zeroDisables')}
        />
      </Grid>
    </Grid>
  );
}
