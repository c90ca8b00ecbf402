import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Queue } from '@guiche/shared';
import { validationMessage } from '../../i18n/validationMessage';
import { QueueMultiSelectField } from '../queues/QueueMultiSelectField';
import type { ConnectionFormInput } from './connectionForm';
import { FormSwitch } from '../../components/FormSwitch';
import { ConnectionTextField } from './ConnectionTextField';
import { ImportMessagesFields } from './ImportMessagesFields';
import { TokenField } from './TokenField';

/** The 'Geral' tab: name, default flag, groups, queues, API token and the message import. */
export function GeneralTab({ queues, showImport }: { queues: readonly Queue[]; showImport: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ConnectionFormInput>();
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ConnectionTextField name="name" label={t('connectionModal.name')} autoFocus />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <FormSwitch<ConnectionFormInput> name="isDefault" label={t('connectionModal.isDefault')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSwitch<ConnectionFormInput> name="allowGroup" label={t('connectionModal.allowGroup')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSwitch<ConnectionFormInput>
            stored="enabled"
            name="groupAsTicket"
            label={t('connectionModal.groupAsTicket')}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="queueIds"
            render={({ field, fieldState }) => (
              <QueueMultiSelectField
                label={t('connectionModal.queues')}
                queues={queues}
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                value={field.value}
                onChange={field.onChange}
                error={validationMessage(fieldState.error?.message)}
                hint={queues.length === 0 ? t('connectionModal.noQueues') : t('connectionModal.queuesHint')}
              />
            )}
          />
        </Grid>
        <Grid size={12}>
          <TokenField />
        </Grid>
      </Grid>
      {showImport && (
        <>
          <Divider />
          <ImportMessagesFields />
        </>
      )}
    </Stack>
  );
}
