import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ConnectionFormInput } from './connectionForm';
import { FormSwitch } from '../../components/FormSwitch';
import { ConnectionTextField } from './ConnectionTextField';
import { importWindowLimits } from './importWindow';

/** The import of old phone messages (spec 2 §3): the window, and what to do with groups and imported tickets. */
export function ImportMessagesFields() {
  const { t } = useTranslation();
  const [enabled, older] = useWatch<ConnectionFormInput, ['importEnabled', 'importOldMessages']>({
    name: ['importEnabled', 'importOldMessages'],
  });
  // The pickers' bounds count from when the form opened; the form checks them against the clock when it is sent.
  const [openedAt] = useState(() => new Date());
  const limits = importWindowLimits(older, openedAt);

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary' }}>
        {t('connectionModal.importTitle')}
      </Typography>
      <FormSwitch<ConnectionFormInput> name="importEnabled" label={t('connectionModal.importEnabled')} />
      <Collapse in={enabled} unmountOnExit>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ConnectionTextField
              name="importOldMessages"
              type="datetime-local"
              label={t('connectionModal.importOldMessages')}
              hint={t('connectionModal.importHint')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: limits.older.min, max: limits.older.max } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ConnectionTextField
              name="importRecentMessages"
              type="datetime-local"
              label={t('connectionModal.importRecentMessages')}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: limits.recent.min, max: limits.recent.max },
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSwitch<ConnectionFormInput>
              name="importOldMessagesGroups"
              label={t('connectionModal.importOldMessagesGroups')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSwitch<ConnectionFormInput>
              name="closedTicketsPostImported"
              label={t('connectionModal.closedTicketsPostImported')}
            />
          </Grid>
        </Grid>
      </Collapse>
    </Stack>
  );
}
