import { isCampaignEditable, type CampaignView } from '@guiche/shared';

/**
 * What the list and the dialog offer for a campaign in its state (spec 3 §2 actions, §4 editability) to a user who
 * may change campaigns at all; to anyone else, nothing but reading it (issue 39).
 */
export interface CampaignActions {
  /** The user may change campaigns (admins and supervisors): the delete button shows, disabled while running. */
  manage: boolean;
  /** The form saves (INATIVA, or PROGRAMADA more than an hour ahead); otherwise the dialog opens read-only. */
  edit: boolean;
  /** Stop: only while EM_ANDAMENTO. */
  cancel: boolean;
  /** Only a CANCELADA campaign restarts. */
  restart: boolean;
  /** A running campaign is cancelled before it is deleted (the server refuses otherwise: its sends would lose their plan). */
  delete: boolean;
}

export function campaignActions(
  campaign: Pick<CampaignView, 'status' | 'scheduledAt'>,
  now: Date,
  manages: boolean,
): CampaignActions {
  if (!manages) return { manage: false, edit: false, cancel: false, restart: false, delete: false };
  return {
    manage: true,
    edit: isCampaignEditable(campaign, now),
    cancel: campaign.status === 'EM_ANDAMENTO',
    restart: campaign.status === 'CANCELADA',
    delete: campaign.status !== 'EM_ANDAMENTO',
  };
}

/** How far the sending is: delivered of valid, as a whole percentage (0 while there is no one to reach). */
export function deliveredPercent(stats: Pick<CampaignView['stats'], 'delivered' | 'valid'>): number {
  if (stats.valid <= 0) return 0;
  return Math.min(100, Math.round((stats.delivered / stats.valid) * 100));
}
