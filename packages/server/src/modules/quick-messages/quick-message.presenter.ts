import type { QuickMessageView } from '@guiche/shared';
import type { QuickMessageRow } from './quick-messages.repository.js';

export function presentQuickMessage(row: QuickMessageRow): QuickMessageView {
  return {
    id: row.id,
    shortcode: row.shortcode,
    message: row.message,
    geral: row.geral,
    status: row.status,
    isCategory: row.isCategory,
    categoryId: row.categoryId,
    mediaPath: row.mediaPath,
    mediaName: row.mediaName,
    isMedia: row.mediaPath !== null,
    userId: row.userId,
  };
}
