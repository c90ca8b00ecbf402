import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { CampaignView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { validationIssues } from '../../api/validationIssues';
import { DialogForm } from '../../components/DialogForm';
import { FORM_SUBMIT_DELAY_MS, pause } from '../../lib/forms';
import type { MediaChange } from '../quick-messages/quickMessageForm';
import { campaignActions } from './campaignActions';
import { CampaignFields } from './CampaignFields';
import {
  campaignDialogSchema,
  campaignValuesOf,
  dialogFieldOf,
  NEW_CAMPAIGN_VALUES,
  type CampaignDialogOutput,
  type CampaignDialogValues,
} from './campaignForm';
import { CampaignMediaField } from './CampaignMediaField';
import { CampaignMessageTabs } from './CampaignMessageTabs';
import { campaignsKeys } from './campaignsApi';
import { saveCampaign } from './saveCampaign';
import { useCampaignCommands } from './useCampaignCommands';
import { useManagesCampaigns } from './useManagesCampaigns';

/**
 * The campaign dialog's body (spec 3 "Campaign dialog"). Editable while the state allows it (spec 3 §4); otherwise
 * the same fields read-only, with the state's own buttons: stop while running, restart once cancelled, close. A user
 * who may not change campaigns (issue 39) always gets the read-only view, with close alone.
 */
export function CampaignForm({ campaign, onClose }: { campaign: CampaignView | null; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const commands = useCampaignCommands();
  const manages = useManagesCampaigns();
  // The record as last written: after a save that failed half-way, a retry edits it instead of adding another.
  const [saved, setSaved] = useState(campaign);
  const [media, setMedia] = useState<MediaChange>({ kind: 'keep' });
  const form = useForm<CampaignDialogValues, unknown, CampaignDialogOutput>({
    resolver: zodResolver(campaignDialogSchema),
    defaultValues: campaign ? campaignValuesOf(campaign) : NEW_CAMPAIGN_VALUES,
  });
  const { isSubmitting } = form.formState;
  // Editability as the dialog opened: a save whose time has come starts the campaign, and the form is not swapped
  // for the read-only view under the user's hands. The read-only view's buttons follow the live state.
  const [editable] = useState(() => manages && (campaign === null || campaignActions(campaign, new Date(), true).edit));
  const current = campaign ?? saved;
  const actions = current ? campaignActions(current, new Date(), manages) : null;

  const onSubmit = form.handleSubmit(async (payload) => {
    await pause(FORM_SUBMIT_DELAY_MS);
    try {
      await saveCampaign(payload, media, saved, (record) => {
        setSaved(record);
        queryClient.setQueryData(campaignsKeys.detail(record.id), record);
      });
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: campaignsKeys.lists });
      const issues = validationIssues(error).flatMap(({ path, message }) => {
        const field = dialogFieldOf(path);
        return field ? [{ field, message }] : [];
      });
      if (issues.length === 0) return handleApiError(error);
      issues.forEach(({ field, message }) => form.setError(field, { message }, { shouldFocus: true }));
      return;
    }
    void queryClient.invalidateQueries({ queryKey: campaignsKeys.lists });
    toast.success(t('campaigns.saved'));
    onClose();
  });

  const fields = (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      {!editable && (
        <Alert severity="info" data-testid="campaign-read-only">
          {t(manages ? 'campaigns.dialog.readOnlyHint' : 'campaigns.dialog.viewOnlyHint')}
        </Alert>
      )}
      <CampaignFields disabled={!editable || isSubmitting} />
      <Divider />
      <CampaignMessageTabs disabled={!editable || isSubmitting} />
      <CampaignMediaField
        savedName={current?.mediaName ?? null}
        change={media}
        onChange={setMedia}
        disabled={!editable || isSubmitting}
      />
    </Stack>
  );

  if (editable) {
    return (
      <DialogForm
        form={form}
        onSubmit={onSubmit}
        onCancel={onClose}
        isNew={saved === null}
        submitTestId="campaign-submit"
      >
        {fields}
      </DialogForm>
    );
  }
  const busy = current !== null && commands.busyId === current.id;
  return (
    <FormProvider {...form}>
      <DialogContent dividers>{fields}</DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {current && actions?.cancel && (
          <Button
            color="warning"
            loading={busy}
            onClick={() => commands.stop(current)}
            data-testid="campaign-dialog-stop"
          >
            {t('campaigns.dialog.stop')}
          </Button>
        )}
        {current && actions?.restart && (
          <Button
            color="primary"
            loading={busy}
            onClick={() => commands.restart(current)}
            data-testid="campaign-dialog-restart"
          >
            {t('campaigns.dialog.restart')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose} data-testid="campaign-dialog-close">
          {t('campaigns.dialog.close')}
        </Button>
      </DialogActions>
    </FormProvider>
  );
}
