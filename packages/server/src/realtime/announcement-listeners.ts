import { platformEvents, type AnnouncementEventPayload } from '@guiche/shared';
import type { DomainEvents } from '../events/domain-events.js';
import type { AnnouncementsService } from '../modules/announcements/announcements.service.js';
import type { Broadcaster } from './broadcaster.js';

/**
 * Announcements → every signed-in user (company-announcement). An inactive one goes out too, so that popovers
 * holding it drop it; clients show the active ones.
 */
export function registerAnnouncementListeners(
  io: Broadcaster,
  events: DomainEvents,
  { announcements }: { announcements: AnnouncementsService },
): void {
  events.on('announcement.saved', async ({ announcementId, created }) => {
    const record = await announcements.snapshot(announcementId);
    if (!record) return;
    io.everyone().emit(platformEvents.announcement, {
      action: created ? 'create' : 'update',
      record,
    } satisfies AnnouncementEventPayload);
  });
  events.on('announcement.deleted', ({ announcementId }) => {
    io.everyone().emit(platformEvents.announcement, {
      action: 'delete',
      id: announcementId,
    } satisfies AnnouncementEventPayload);
  });
}
