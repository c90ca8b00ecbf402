import { DEFAULT_TIMEZONE, isCampaignEditable, wallClock } from '@guiche/shared';
import { AppError } from '../../http/app-error.js';
import type { CampaignRow } from './campaigns.repository.js';

/** Spec 3 §4: the form saves only while the campaign is editable. */
export function assertCampaignEditable(campaign: Pick<CampaignRow, 'status' | 'scheduledAt'>, now: Date): void {
  if (!isCampaignEditable(campaign, now)) throw new AppError('ERR_CAMPAIGN_NOT_EDITABLE');
}

/** A running campaign cannot be deleted: cancel it first (its sends would lose their plan mid-way). */
export function assertCampaignDeletable(campaign: Pick<CampaignRow, 'status'>): void {
  if (campaign.status === 'EM_ANDAMENTO') throw new AppError('ERR_CAMPAIGN_STATUS', { message: 'Cancel the campaign before deleting it' });
}

/**
 * The instant of a scheduledAt as the form sends it: an ISO instant as it is, a wall-clock 'YYYY-MM-DD HH:mm:ss'
 * (spec 3 §5) in the company's time zone.
 */
export function scheduledInstant(value: string, timeZone: string = DEFAULT_TIMEZONE): Date {
  if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(value)) return new Date(value);
  const [date = '', time = ''] = value.split(/[ T]/);
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // The zone's offset at that moment: the wall clock it shows for asUtc, against asUtc itself.
  const shown = wallClock(new Date(asUtc), timeZone);
  const offset = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute, shown.second) - asUtc;
  return new Date(asUtc - offset);
}
