import { isCampaignEditable } from '@guiche/shared';
import { AppError } from '../../http/app-error.js';
import { requireCompanyAdmin } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';
import type { CampaignRow } from './campaigns.repository.js';

/** Spec 3 §4: the form saves only while the campaign is editable. */
export function assertCampaignEditable(campaign: Pick<CampaignRow, 'status' | 'scheduledAt'>, now: Date): void {
  if (!isCampaignEditable(campaign, now)) throw new AppError('ERR_CAMPAIGN_NOT_EDITABLE');
}

/** A running campaign cannot be deleted: cancel it first (its sends would lose their plan mid-way). */
export function assertCampaignDeletable(campaign: Pick<CampaignRow, 'status'>): void {
  if (campaign.status === 'EM_ANDAMENTO')
    throw new AppError('ERR_CAMPAIGN_STATUS', { message: 'Cancel the campaign before deleting it' });
}

/** The campaign settings (pacing, shortcuts) are company policy: company admins change them. */
export function assertCanSaveCampaignSettings(auth: RequestAuth): void {
  requireCompanyAdmin(auth);
}
