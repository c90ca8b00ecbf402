import {
  MESSAGE_SEARCH_MIN_CHARS,
  type MessageSearchAnswer,
  type MessageSearchHit,
  type SearchMessagesQuery,
} from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { toCompanySettings } from '../settings/company-settings.js';
import { settingsReader } from '../settings/index.js';
import { assertTicketVisible } from '../tickets/ticket-access.js';
import { accentInsensitiveRegex } from '../tickets/ticket-search-text.js';
import { excerptOf } from './message-excerpt.js';
import { messageSearchRepository, type SearchHitRow } from './message-search.repository.js';

/** Hits per page of a search in a chat. */
export const MESSAGE_SEARCH_PAGE_SIZE = 20;
function presentHit(row: SearchHitRow, search: string): MessageSearchHit {
  // A document found by its file name shows the name.
  const byText = excerptOf(row.body, search);
  const excerpt = byText.highlights.length === 0 && row.mediaName ? excerptOf(row.mediaName, search) : byText;
  return {
    id: row.id,
    createdAt: row.sentAt.toISOString(),
    fromMe: row.fromMe,
    isPrivate: row.isPrivate,
    isBot: row.isBot,
    mediaType: row.mediaType,
    senderName: row.fromMe ? row.userName : row.contactName,
    excerpt: excerpt.text,
    highlights: excerpt.highlights,
  };
}

/**
 * Searches one ticket's chat, newest match first, accent- and case-insensitively (the tickets search's rule). Who
 * may search is who may read the chat (assertTicketVisible); the chat shows its private notes to all of them, so the
 * search finds them too, and a contact's deleted message is not found by the text the chat no longer shows (LGPD).
 */
export async function searchTicketMessages(
  db: DbOrTx,
  auth: RequestAuth,
  ticketId: number,
  query: SearchMessagesQuery,
): Promise<MessageSearchAnswer> {
  const [, settingsRow] = await Promise.all([
    assertTicketVisible(db, auth, ticketId),
    settingsReader.findRow(db, auth.companyId),
  ]);
  if (query.q.length < MESSAGE_SEARCH_MIN_CHARS) return { hits: [], count: 0, nextCursor: null };
  const settings = toCompanySettings(settingsRow);
  const criteria = {
    regex: accentInsensitiveRegex(query.q),
    hideDeletedFromContact: settings.enableLGPD && settings.lgpdDeleteMessage,
  };
  const [rows, count] = await Promise.all([
    messageSearchRepository.page(db, auth.companyId, ticketId, criteria, {
      before: query.cursor,
      limit: MESSAGE_SEARCH_PAGE_SIZE + 1,
    }),
    messageSearchRepository.count(db, auth.companyId, ticketId, criteria),
  ]);
  const hits = rows.slice(0, MESSAGE_SEARCH_PAGE_SIZE).map((row) => presentHit(row, query.q));
  const last = hits.at(-1);
  return { hits, count, nextCursor: rows.length > MESSAGE_SEARCH_PAGE_SIZE && last ? last.id : null };
}
