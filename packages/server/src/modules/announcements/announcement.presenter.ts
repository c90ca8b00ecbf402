import type { AnnouncementView } from '@guiche/shared';
import type { AnnouncementRow } from './announcements.repository.js';

/** An announcement as the API and the live event carry it; mediaPath leaves the server as a signed link. */
export function presentAnnouncement(row: AnnouncementRow): AnnouncementView {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    priority: row.priority,
    status: row.status,
    mediaPath: row.mediaPath,
    mediaName: row.mediaName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
