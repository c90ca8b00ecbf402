import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../components/RecordDialog';
import { campaignActions } from './campaignActions';
import { campaignsKeys, fetchCampaign } from './campaignsApi';
import { CampaignForm } from './CampaignForm';
import { useManagesCampaigns } from './useManagesCampaigns';

/** Null while closed; `{ id: null }` adds a campaign, `{ id }` opens that one. */
export interface CampaignDialogTarget {
  id: number | null;
}

/**
 * Add, edit or look at a campaign (spec 3 "Campaign dialog"); full screen on phones, read afresh at every opening.
 * The title says read-only when the campaign's state forbids edits (spec 3 §4) or the user may not change campaigns.
 */
export function CampaignDialog({ target, onClose }: { target: CampaignDialogTarget | null; onClose(): void }) {
  const { t } = useTranslation();
  const manages = useManagesCampaigns();
  // The campaign shown, kept through the closing fade so the title does not change while it fades out.
  const [shownId, setShownId] = useState<number | null>(null);
  if (target !== null && target.id !== shownId) setShownId(target.id);
  // Reads the record the dialog's body fetches (no request of its own).
  const shown = useQuery({
    queryKey: campaignsKeys.detail(shownId ?? 0),
    queryFn: () => fetchCampaign(shownId ?? 0),
    enabled: false,
  });
  const readOnly =
    shownId !== null && shown.data !== undefined && !campaignActions(shown.data, new Date(), manages).edit;
  return (
    <RecordDialog
      target={target}
      onClose={onClose}
      name="campaign"
      addTitle={t('campaigns.dialog.addTitle')}
      editTitle={readOnly ? t('campaigns.dialog.readOnlyTitle') : t('campaigns.dialog.editTitle')}
      queryKey={campaignsKeys.detail}
      fetchRecord={fetchCampaign}
      renderForm={(campaign) => <CampaignForm campaign={campaign} onClose={onClose} />}
    />
  );
}
