import { z } from 'zod';
import {
  messageSearchAnswerSchema,
  messageViewSchema,
  quickMessageViewSchema,
  ticketViewSchema,
  type MessageListAnswer,
  type MessageSearchAnswer,
  type MessageView,
  type QuickMessageView,
  type TicketView,
  type UpdateTicketInput,
} from '@guiche/shared';
import { api } from '../../api/client';

/** The ticket chat's calls (spec 1 §7 "Tickets" and "Messages"). */
export const chatKeys = {
  ticket: (uuid: string) => ['chat', 'ticket', uuid] as const,
  messages: (ticketId: number) => ['chat', 'messages', ticketId] as const,
  search: (ticketId: number, text: string) => ['chat', 'search', ticketId, text] as const,
  quickMessages: () => ['chat', 'quickMessages'] as const,
};

const messageListSchema: z.ZodType<MessageListAnswer> = z.object({
  messages: z.array(messageViewSchema),
  ticket: z.object({ id: z.number().int(), uuid: z.string(), status: z.string() }),
  count: z.number().int(),
  hasMore: z.boolean(),
});

export function fetchTicketByUuid(uuid: string): Promise<TicketView> {
  return api.get(`/tickets/u/${encodeURIComponent(uuid)}`, ticketViewSchema);
}

/**
 * One page of the ticket's messages; `before` (the oldest id on screen) asks for the page before it, and `until` for
 * every message down to that one in the same page (jumping to a search hit).
 */
export function fetchMessages(
  ticketId: number,
  before: number | undefined,
  until?: number | undefined,
): Promise<MessageListAnswer> {
  const params = new URLSearchParams();
  if (before !== undefined) params.set('before', String(before));
  if (before !== undefined && until !== undefined) params.set('until', String(until));
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return api.get(`/messages/${ticketId}${query}`, messageListSchema);
}

/** The chat's messages holding `text`, newest first; `cursor` (the last hit so far) asks for the next page. */
export function searchMessages(
  ticketId: number,
  text: string,
  cursor: number | undefined,
): Promise<MessageSearchAnswer> {
  const params = new URLSearchParams({ q: text });
  if (cursor !== undefined) params.set('cursor', String(cursor));
  return api.get(`/messages/${ticketId}/search?${params.toString()}`, messageSearchAnswerSchema);
}

/** The conversation as a self-contained HTML file (GET /messages/{ticketId}/transcript). */
export const transcriptPath = (ticketId: number) => `/messages/${ticketId}/transcript`;

/** The chat on screen reads what arrived in it (unread 0, read receipts to the contact's phone). */
export async function markTicketRead(ticketId: number): Promise<void> {
  await api.post(`/messages/${ticketId}/read`, {}, z.unknown());
}

/**
 * A send answers with the stored message; its live event follows and is merged by id, so an answer in another shape
 * is no failure: the event brings the message all the same.
 */
const sentSchema = z.unknown();

/** The messages a send answered with (one for text, one per file for a multipart send). */
export function sentMessages(answer: unknown): MessageView[] {
  const parsed = z
    .array(messageViewSchema)
    .or(messageViewSchema.transform((message) => [message]))
    .safeParse(answer);
  return parsed.success ? parsed.data : [];
}

interface ReplyOptions {
  quotedMsgId?: string | undefined;
  isPrivate?: boolean | undefined;
  /** The signature toggle; the server adds the attendant's name only when the company's sendSignMessage allows it. */
  signMessage?: boolean | undefined;
}

export interface TextReply extends ReplyOptions {
  body: string;
}

export function sendText(ticketId: number, reply: TextReply): Promise<unknown> {
  const { body, quotedMsgId, isPrivate, signMessage } = reply;
  return api.post(
    `/messages/${ticketId}`,
    { body, quotedMsgId, isPrivate, signMessage, fromMe: true, read: true },
    sentSchema,
  );
}

export interface MediaReply extends ReplyOptions {
  files: readonly File[];
  caption: string;
}

/** Multipart POST /messages/{ticketId}: the `medias` files with the caption as `body` (spec 1 §7). */
export function sendMedia(ticketId: number, reply: MediaReply): Promise<unknown> {
  const form = new FormData();
  form.append('fromMe', 'true');
  if (reply.caption) form.append('body', reply.caption);
  if (reply.quotedMsgId) form.append('quotedMsgId', reply.quotedMsgId);
  if (reply.isPrivate) form.append('isPrivate', 'true');
  if (reply.signMessage) form.append('signMessage', 'true');
  for (const file of reply.files) form.append('mediaTitle', file.name);
  // Files go last: the server reads the fields that come before them.
  for (const file of reply.files) form.append('medias', file, file.name);
  return api.postForm(`/messages/${ticketId}`, form, sentSchema);
}

/** A contact card (spec 1 §7 JSON `vCard`). */
export function sendContactCard(
  ticketId: number,
  card: { name: string; number: string },
  isPrivate: boolean,
): Promise<unknown> {
  return api.post(`/messages/${ticketId}`, { vCard: card, isPrivate, fromMe: true }, sentSchema);
}

export function editMessage(messageId: number, body: string): Promise<unknown> {
  return api.post(`/messages/edit/${messageId}`, { body }, z.unknown());
}

/** Sends again a reply whose delivery the channel could not confirm (409 once the channel confirmed it). */
export function resendMessage(messageId: number): Promise<unknown> {
  return api.post(`/messages/${messageId}/resend`, {}, z.unknown());
}

export function deleteMessage(messageId: number): Promise<void> {
  return api.delete(`/messages/${messageId}`);
}

export function forwardMessage(messageId: number, contactId: number, signMessage: boolean): Promise<unknown> {
  return api.post('/message/forward', { messageId, contactId, signMessage }, z.unknown());
}

/** POST /react/messages; an empty `text` takes the company's reaction back. */
export function reactToMessage(message: MessageView, text: string): Promise<unknown> {
  return api.post('/react/messages', { text, id: message.id, ticketId: message.ticketId, fromMe: true }, z.unknown());
}

/** GET /quick-messages/list: the replies this user may use (their own and the company's general ones). */
const quickMessageListSchema = z
  .array(quickMessageViewSchema)
  .or(z.object({ records: z.array(quickMessageViewSchema) }).transform((answer) => answer.records));

export function fetchQuickMessages(): Promise<QuickMessageView[]> {
  return api.get('/quick-messages/list', quickMessageListSchema);
}

export function updateTicket(ticketId: number, change: UpdateTicketInput): Promise<TicketView> {
  return api.put(`/tickets/${ticketId}`, change, ticketViewSchema);
}

export function deleteTicket(ticketId: number): Promise<void> {
  return api.delete(`/tickets/${ticketId}`);
}
