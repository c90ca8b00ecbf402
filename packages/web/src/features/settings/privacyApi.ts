import { retentionPreviewSchema, type RetentionPreview } from '@guiche/shared';
import { api } from '../../api/client';

/** The retention settings' dry run (GET /privacy/retention/preview). */
export const privacyKeys = {
  preview: (mediaDays: number | null, messagesDays: number | null) =>
    ['privacy', 'retentionPreview', mediaDays, messagesDays] as const,
};

/** What retention with these periods would remove today; a period left null is not applied. */
export function fetchRetentionPreview(
  mediaDays: number | null,
  messagesDays: number | null,
): Promise<RetentionPreview> {
  const params = new URLSearchParams();
  if (mediaDays !== null) params.set('mediaDays', String(mediaDays));
  if (messagesDays !== null) params.set('messagesDays', String(messagesDays));
  return api.get(`/privacy/retention/preview?${params.toString()}`, retentionPreviewSchema);
}
