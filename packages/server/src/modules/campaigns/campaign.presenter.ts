import type { CampaignStats, CampaignView } from '@guiche/shared';
import { connectionIdsOf } from './campaign-planner.js';
import type { CampaignRow } from './campaigns.repository.js';

export interface CampaignNames {
  lists: Map<number, string>;
  connections: Map<number, string>;
}

/** A campaign as the API and the live `campaign` event carry it (spec 3 §3), its report's counts included. */
export function presentCampaign(campaign: CampaignRow, names: CampaignNames, stats: CampaignStats): CampaignView {
  const whatsapps = connectionIdsOf(campaign).flatMap((id) => {
    const name = names.connections.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
  const listName = campaign.contactListId === null ? undefined : names.lists.get(campaign.contactListId);
  return {
    id: campaign.id,
    name: campaign.name,
    status: campaign.status,
    confirmation: campaign.confirmation,
    contactListId: campaign.contactListId,
    contactList:
      campaign.contactListId !== null && listName !== undefined ? { id: campaign.contactListId, name: listName } : null,
    tagListId: campaign.tagListId,
    whatsappId: campaign.whatsappId,
    whatsapp: whatsapps[0] ?? null,
    whatsapps,
    scheduledAt: campaign.scheduledAt?.toISOString() ?? null,
    completedAt: campaign.completedAt?.toISOString() ?? null,
    message1: campaign.message1,
    message2: campaign.message2,
    message3: campaign.message3,
    message4: campaign.message4,
    message5: campaign.message5,
    confirmationMessage1: campaign.confirmationMessage1,
    confirmationMessage2: campaign.confirmationMessage2,
    confirmationMessage3: campaign.confirmationMessage3,
    confirmationMessage4: campaign.confirmationMessage4,
    confirmationMessage5: campaign.confirmationMessage5,
    mediaPath: campaign.mediaPath,
    mediaName: campaign.mediaName,
    companyId: campaign.companyId,
    stats,
    createdAt: campaign.createdAt.toISOString(),
  };
}
