import { z } from 'zod';
import { idParam } from './common.js';

/** One letter matches nearly every message: a search in a chat starts at two. */
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

/** A message the search found: when, who, and a piece of its text around the match, its matches as [start, end). */
export const messageSearchHitSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  fromMe: z.boolean(),
  isPrivate: z.boolean(),
  isBot: z.boolean(),
  mediaType: z.string().nullable(),
  /** The attendant who wrote it, or the contact (in a group, the participant); null when neither is known. */
  senderName: z.string().nullable(),
  excerpt: z.string(),
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type MessageSearchHit = z.infer<typeof messageSearchHitSchema>;

export const messageSearchAnswerSchema = z.object({
  hits: z.array(messageSearchHitSchema),
  /** How many messages of the ticket match in all. */
  count: z.number().int(),
  /** The `cursor` of the next page, or null on the last. */
  nextCursor: z.number().int().nullable(),
});
export type MessageSearchAnswer = z.infer<typeof messageSearchAnswerSchema>;
