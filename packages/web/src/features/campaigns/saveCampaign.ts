import type { CampaignFormInput, CampaignView } from '@guiche/shared';
import type { MediaChange } from '../quick-messages/quickMessageForm';
import { createCampaign, removeCampaignMedia, updateCampaign, uploadCampaignMedia } from './campaignsApi';

/**
 * Saves the dialog: the campaign (new when `saved` is null) and its file. The file goes first, while the campaign is
 * still editable: saving a time that has come starts the campaign, and a running campaign's file is fixed. A new
 * campaign with a file is therefore kept as a draft (no time) until the file is up, then saved whole. `onStored`
 * hears each record written, so a retry after a failure edits it instead of adding another.
 */
export async function saveCampaign(
  payload: CampaignFormInput,
  media: MediaChange,
  saved: CampaignView | null,
  onStored: (campaign: CampaignView) => void,
): Promise<CampaignView> {
  let record = saved;
  if (media.kind === 'upload' || (media.kind === 'remove' && record?.mediaName)) {
    if (!record) {
      record = await createCampaign({ ...payload, scheduledAt: null });
      onStored(record);
    }
    record =
      media.kind === 'upload' ? await uploadCampaignMedia(record.id, media.file) : await removeCampaignMedia(record.id);
    onStored(record);
  }
  const result = record ? await updateCampaign(record.id, payload) : await createCampaign(payload);
  onStored(result);
  return result;
}
