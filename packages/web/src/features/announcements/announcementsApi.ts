import {
  announcementListAnswerSchema,
  announcementViewSchema,
  type AnnouncementForm,
  type AnnouncementListAnswer,
  type AnnouncementView,
} from '@guiche/shared';
import { api } from '../../api/client';

/** The announcements calls of spec 3 §7. */
export const announcementsKeys = {
  all: ['announcements'] as const,
  active: ['announcements', 'active'] as const,
  lists: ['announcements', 'list'] as const,
  list: (search: string) => ['announcements', 'list', search] as const,
};

/** One page; `activeOnly` narrows the super administrator's list (everyone else gets the active ones anyway). */
export function fetchAnnouncementPage(
  pageNumber: number,
  search = '',
  activeOnly = false,
): Promise<AnnouncementListAnswer> {
  const params = new URLSearchParams({ pageNumber: String(pageNumber) });
  if (search) params.set('searchParam', search);
  if (activeOnly) params.set('active', 'true');
  return api.get(`/announcements?${params.toString()}`, announcementListAnswerSchema);
}

export function createAnnouncement(input: AnnouncementForm): Promise<AnnouncementView> {
  return api.post('/announcements', input, announcementViewSchema);
}

export function updateAnnouncement(id: number, input: AnnouncementForm): Promise<AnnouncementView> {
  return api.put(`/announcements/${id}`, input, announcementViewSchema);
}

export function deleteAnnouncement(id: number): Promise<void> {
  return api.delete(`/announcements/${id}`);
}

/** The image goes up after the announcement is saved, as a multipart file. */
export function uploadAnnouncementImage(id: number, file: File): Promise<AnnouncementView> {
  const form = new FormData();
  form.append('file', file);
  return api.postForm(`/announcements/${id}/media-upload`, form, announcementViewSchema);
}

export function deleteAnnouncementImage(id: number): Promise<AnnouncementView> {
  return api.deleteAndRead(`/announcements/${id}/media-upload`, announcementViewSchema);
}
