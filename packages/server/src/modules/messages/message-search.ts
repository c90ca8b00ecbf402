import { idParam } from '@guiche/shared';
import { z } from 'zod';
import type { DbOrTx } from '../../db/database.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { toCompanySettings } from '../settings/company-settings.js';
import { settingsReader } from '../settings/index.js';
import { assertTicketVisible } from '../tickets/ticket-access.js';
import { accentInsensitiveRegex } from '../tickets/ticket-search-text.js';
import { excerptOf, type Highlight } from './message-excerpt.js';
import { messageSearchRepository, type SearchHitRow } from './message-search.repository.js';

/** Hits per page of a search in a chat. */
export const MESSAGE_SEARCH_PAGE_SIZE = 20;
/** One letter matches nearly every message: a search starts at two. */
export const MESSAGE_SEARCH_MIN_CHARS = 2;

/**
 * GET /messages/{ticketId}/search: the text, and the last hit of the previous page (keyset) for the next one. A text
 * shorter than MESSAGE_SEARCH_MIN_CHARS (or none) finds nothing, as a search box still being typed in would.
 */
export const searchMessagesQuerySchema = z.object({
  q: z.string().trim().max(100, { message: 'validation.tooLong' }).default(''),
  cursor: idParam().optional(),
});
export type SearchMessagesQuery = z.infer<typeof searchMessagesQuerySchema>;

/** A message the search found: when, who, and a piece of its text around the match with the matches marked. */
export interface MessageSearchHit {
  id: number;
  createdAt: string;
  fromMe: boolean;
  isPrivate: boolean;
  isBot: boolean;
  mediaType: string | null;
  /** The attendant who wrote it, or the contact (in a group, the participant); null when neither is known. */
  senderName: string | null;
  excerpt: string;
  highlights: Highlight[];
}

export interface MessageSearchAnswer {
  hits: MessageSearchHit[];
  /** How many messages of the ticket match in all. */
  count: number;
  /** The `cursor` of the next page, or null on the last. */
  nextCursor: number | null;
}

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
