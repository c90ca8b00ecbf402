import { isCampaignEditable, type PermissionSubject } from '@guiche/shared';
import { AppError } from '../../http/app-error.js';
import { requireCompanyAdmin, requireRule } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';
import type { CampaignRow } from './campaigns.repository.js';

/**
 * Issue 39: creating, changing, cancelling, restarting and deleting campaigns (and their files) is for admins and
 * supervisors ('campaigns:manage'); a plain user reads them. The routes declare the same rule, so a refused caller
 * gets 403 before the body is read; this check holds for any other caller of the service.
 */
export function assertCanManageCampaigns(auth: PermissionSubject): void {
  requireRule(auth, 'campaigns:manage');
}

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
