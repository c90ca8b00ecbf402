import { z } from 'zod';
import { idField, idParam, pageNumberField } from './common.js';
import { flag, requiredId, writeBody } from './liberal.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A message body as a spec client sends it (spec 1 §7: `{read: 1, fromMe: true, mediaUrl: "", body,
 * quotedMsg: null | {id, …}, isPrivate, vCard}`) read as our fields: `read` 0/1 as a boolean, `quotedMsg.id` as
 * `quotedMsgId`, and the empty values a spec client fills in (mediaUrl "", quotedMsg null, vCard null) dropped.
 * Anything else is left for the strict schema to refuse: these bodies stay strict (unlike `writeBody`), since a
 * key they do not read here (a mediaUrl to fetch, a quote without id) would send something other than was meant.
 */
function normaliseSpecBody(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const { read, quotedMsg, mediaUrl, vCard, ...rest } = value;
  const out: Record<string, unknown> = rest;
  if (read !== undefined) out['read'] = read === 1 ? true : read === 0 ? false : read;
  if (mediaUrl !== undefined && mediaUrl !== '' && mediaUrl !== null) out['mediaUrl'] = mediaUrl;
  if (vCard !== undefined && vCard !== '' && vCard !== null) out['vCard'] = vCard;
  if (isRecord(quotedMsg) && quotedMsg['id'] !== undefined) out['quotedMsgId'] ??= quotedMsg['id'];
  else if (quotedMsg !== undefined && quotedMsg !== null) out['quotedMsg'] = quotedMsg;
  return out;
}

/** True when a POST /messages/{ticketId} JSON body carries a contact card (`vCard`) rather than text. */
export function isContactCardBody(value: unknown): boolean {
  const normalised = normaliseSpecBody(value);
  return isRecord(normalised) && normalised['vCard'] !== undefined;
}

/** Our message id or the channel's id of the quoted message. */
const quotedMsgIdField = () => z.union([z.string().max(100), idField()]).optional();

/** What a spec client sends with every JSON message call, whatever the call (spec 1 §7). */
const specEnvelope = () => ({
  quotedMsgId: quotedMsgIdField(),
  isPrivate: z.boolean().optional(),
  fromMe: z.boolean().optional(),
  read: z.boolean().optional(),
});

/** POST /messages/{ticketId} as JSON (spec 1 §7): a text reply, optionally quoting, or a private note. */
export const sendMessageSchema = z.preprocess(
  normaliseSpecBody,
  z
    .object({
      body: z.string().trim().min(1, { message: 'validation.required' }).max(4096, { message: 'validation.tooLong' }),
      ...specEnvelope(),
      /** The chat's signature toggle: with setting sendSignMessage on, the channel gets '*{user name}:*\n' + body. */
      signMessage: z.boolean().optional(),
    })
    .strict(),
);
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** Message kinds as stored in mediaType (spec 1 §2); null is plain text. */
export const MESSAGE_MEDIA_TYPES = [
  'image',
  'audio',
  'video',
  'application',
  'locationMessage',
  'contactMessage',
  'reactionMessage',
  'call_log',
  'sticker',
] as const;
export type MessageMediaType = (typeof MESSAGE_MEDIA_TYPES)[number];

/** Edit window of one's own message, counted from its last update (spec 1 §4). */
export const MESSAGE_EDIT_WINDOW_MS = 900_000;

/** GET /messages/{ticketId}: pages of 20, newest first; `before` (a message id) pages by key. */
export const listMessagesQuerySchema = z.object({
  pageNumber: pageNumberField(),
  before: idParam().optional(),
  selectedQueues: z.string().max(2000).optional(),
});

/** Multipart fields of POST /messages/{ticketId} besides the `medias` files (spec 1 §7). */
export const sendMediaFieldsSchema = z.object({
  body: z.string().max(4096, { message: 'validation.tooLong' }).optional(),
  mediaTitle: z.string().max(255).optional(),
  quotedMsgId: z.string().max(100).optional(),
  isPrivate: z.enum(['true', 'false']).optional(),
  fromMe: z.enum(['true', 'false']).optional(),
  signMessage: z.enum(['true', 'false']).optional(),
});

/** A contact card sent as POST /messages/{ticketId} JSON with `vCard`. */
export const vCardSchema = z
  .object({ name: z.string().trim().min(1).max(100), number: z.string().trim().min(8).max(50) })
  .strict();

/** POST /messages/{ticketId} as JSON with `vCard` instead of `body`: a contact card. */
export const sendContactCardSchema = z.preprocess(
  normaliseSpecBody,
  z
    .object({
      vCard: vCardSchema,
      ...specEnvelope(),
      /** A spec client sends `body` beside the card; only an empty one means nothing. */
      body: z.literal('').optional(),
    })
    .strict(),
);
export type SendContactCardInput = z.infer<typeof sendContactCardSchema>;

/**
 * POST /messages/edit/{id}: the new text. A spec client sends the whole message body (read, fromMe, mediaUrl,
 * quotedMsg, isPrivate) here too; those are accepted and only `body` is used.
 */
export const editMessageSchema = z.preprocess(
  normaliseSpecBody,
  z
    .object({
      body: z.string().trim().min(1, { message: 'validation.required' }).max(4096, { message: 'validation.tooLong' }),
      ...specEnvelope(),
    })
    .strict(),
);

/** POST /message/forward: one message to one contact per call (the web pauses 900 ms between calls). */
export const forwardMessageSchema = writeBody({
  messageId: requiredId(),
  contactId: requiredId(),
  signMessage: flag().optional(),
});

/** POST /react/messages (spec 1 §7: text, fromMe, id, remoteJid, ticketId); `text` '' removes one's reaction. */
export const reactMessageSchema = writeBody({
  text: z.string().max(16),
  id: z.union([idField(), z.string().max(100)]),
  ticketId: requiredId(),
  fromMe: flag().optional(),
  remoteJid: z.string().max(200).optional(),
});

/** A message as GET /messages/{ticketId} and the live `appMessage` event carry it (spec 1 §3). */
export const messageViewSchema = z.object({
  id: z.number().int(),
  wid: z.string(),
  ticketId: z.number().int(),
  contactId: z.number().int().nullable(),
  queueId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  body: z.string(),
  fromMe: z.boolean(),
  ack: z.number().int().min(0).max(4),
  mediaType: z.string().nullable(),
  /** A key for GET /api/media/{key} (fetched as a blob), or null. */
  /** A short-lived signed URL to the stored file (docs/architecture.md, Files), or null. */
  mediaUrl: z.string().nullable(),
  mediaName: z.string().nullable(),
  quotedMsgId: z.string().nullable(),
  /** The quoted message, with its contact and media as message objects carry them (spec 1 §3). */
  quotedMsg: z
    .object({
      id: z.number().int(),
      body: z.string(),
      fromMe: z.boolean(),
      mediaType: z.string().nullable(),
      /** A short-lived signed URL to the quoted message's file, or null. */
      mediaUrl: z.string().nullable(),
      contactName: z.string().nullable(),
      contact: z.object({ name: z.string() }).nullable(),
    })
    .nullable(),
  /**
   * The contact's chat on the channel: a WhatsApp JID (`5511999999999@s.whatsapp.net`, a group's `…@g.us`) on WhatsApp
   * channels, the platform's user id on Facebook and Instagram; null when unknown (a chat we only wrote to).
   */
  remoteJid: z.string().nullable(),
  participant: z.string().nullable(),
  isDeleted: z.boolean(),
  isEdited: z.boolean(),
  isForwarded: z.boolean(),
  isPrivate: z.boolean(),
  failedReason: z.string().nullable(),
  /**
   * A reply whose send was interrupted on a channel that cannot say whether it arrived: the attendant may send it
   * again (POST /messages/{id}/resend). Absent from servers that predate it.
   */
  unconfirmed: z.boolean().optional(),
  /** Written by the conversation engine (greeting, menu, canned reply) rather than an attendant; shown as the bot's. */
  isBot: z.boolean().optional(),
  /** Reactions on this message: emoji and who reacted (contact or attendant). */
  reactions: z.array(z.object({ emoji: z.string(), fromMe: z.boolean() })),
  contact: z.object({ id: z.number().int(), name: z.string(), profilePicUrl: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessageView = z.infer<typeof messageViewSchema>;

export interface MessageListAnswer {
  messages: MessageView[];
  ticket: { id: number; uuid: string; status: string };
  count: number;
  hasMore: boolean;
}

/** GET /messages/getmedia/{ticketId}: the drawer's tabs. */
export interface TicketMediaAnswer {
  media: MessageView[];
  documents: MessageView[];
  links: { messageId: number; url: string; createdAt: string }[];
  calls: MessageView[];
}
