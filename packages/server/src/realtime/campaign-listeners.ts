import {
  rooms,
  serverEvents,
  type CampaignEventPayload,
  type ContactListEventPayload,
  type ContactListItemEventPayload,
} from '@guiche/shared';
import type { DomainEvents } from '../events/domain-events.js';
import type { CampaignsService } from '../modules/campaigns/campaigns.service.js';
import type { ContactListsService } from '../modules/contact-lists/contact-lists.service.js';
import type { Broadcaster } from './broadcaster.js';

/** A running campaign changes with every send: its live record goes out at most this often. */
const CAMPAIGN_COALESCE_MS = 300;

/** Campaigns and contact lists → the company's sockets (spec 3 §7 live channels). */
export function registerCampaignListeners(
  io: Broadcaster,
  events: DomainEvents,
  services: { campaigns: CampaignsService; contactLists: ContactListsService },
): void {
  const due = new Map<string, { companyId: number; campaignId: number; created: boolean }>();
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    timer = undefined;
    const batch = [...due.values()];
    due.clear();
    for (const { companyId, campaignId, created } of batch) {
      const record = await services.campaigns.snapshot(companyId, campaignId);
      if (record)
        io.to(rooms.company(companyId)).emit(serverEvents.campaign(companyId), {
          action: created ? 'create' : 'update',
          record,
        } satisfies CampaignEventPayload);
    }
  };
  events.on('campaign.saved', (event) => {
    const key = `${event.companyId}:${event.campaignId}`;
    due.set(key, { ...event, created: event.created || due.get(key)?.created === true });
    if (timer) return;
    timer = setTimeout(() => flush().catch(() => undefined), CAMPAIGN_COALESCE_MS);
    timer.unref();
  });
  events.on('campaign.deleted', ({ companyId, campaignId }) => {
    due.delete(`${companyId}:${campaignId}`);
    io.to(rooms.company(companyId)).emit(serverEvents.campaign(companyId), {
      action: 'delete',
      id: campaignId,
    } satisfies CampaignEventPayload);
  });

  events.on('contactList.saved', async ({ companyId, contactListId, created }) => {
    const record = await services.contactLists.snapshot(companyId, contactListId);
    if (record)
      io.to(rooms.company(companyId)).emit(serverEvents.contactList(companyId), {
        action: created ? 'create' : 'update',
        record,
      } satisfies ContactListEventPayload);
  });
  events.on('contactList.deleted', ({ companyId, contactListId }) => {
    io.to(rooms.company(companyId)).emit(serverEvents.contactList(companyId), {
      action: 'delete',
      id: contactListId,
    } satisfies ContactListEventPayload);
  });
  events.on('contactList.import', ({ companyId, report }) => {
    io.to(rooms.company(companyId)).emit(serverEvents.contactList(companyId), {
      action: 'progress',
      report,
    } satisfies ContactListEventPayload);
  });
  events.on('contactListItem.changed', ({ companyId, contactListId, itemId, action }) => {
    const payload: ContactListItemEventPayload =
      action === 'delete' ? { action, contactListId, itemId: itemId ?? 0 } : { action, contactListId, itemId };
    io.to(rooms.company(companyId)).emit(serverEvents.contactListItem(companyId), payload);
  });
}
