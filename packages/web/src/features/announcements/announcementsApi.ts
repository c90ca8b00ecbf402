import { announcementListAnswerSchema, type AnnouncementListAnswer } from '@guiche/shared';
import { api } from '../../api/client';

/** The announcements calls of spec 3 §7. */
export const announcementsKeys = {
  all: ['announcements'] as const,
  active: ['announcements', 'active'] as const,
};

export function fetchAnnouncementPage(pageNumber: number, search = ''): Promise<AnnouncementListAnswer> {
  const params = new URLSearchParams({ pageNumber: String(pageNumber) });
  if (search) params.set('searchParam', search);
  return api.get(`/announcements?${params.toString()}`, announcementListAnswerSchema);
}
