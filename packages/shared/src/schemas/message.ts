import { z } from 'zod';

/** POST /messages/{ticketId} as JSON (spec 1 §7): a text reply, optionally quoting, or a private note. */
export const sendMessageSchema = z
  .object({
    body: z.string().trim().min(1, { message: 'validation.required' }).max(4096, { message: 'validation.tooLong' }),
    quotedMsgId: z.union([z.string().max(100), z.number().int()]).optional(),
    isPrivate: z.boolean().optional(),
    fromMe: z.boolean().optional(),
    read: z.boolean().optional(),
    /** The chat's signature toggle: with setting sendSignMessage on, the channel gets '*{user name}:*\n' + body. */
    signMessage: z.boolean().optional(),
  })
  .strict();
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** Message kinds as stored in mediaType (spec 1 §2); null is plain text. */
export const MESSAGE_MEDIA_TYPES = ['image', 'audio', 'video', 'application', 'locationMessage', 'contactMessage', 'reactionMessage', 'call_log', 'sticker'] as const;
export type MessageMediaType = (typeof MESSAGE_MEDIA_TYPES)[number];

/** Edit window of one's own message, counted from its last update (spec 1 §4). */
export const MESSAGE_EDIT_WINDOW_MS = 900_000;

/** GET /messages/{ticketId}: pages of 20, newest first; `before` (a message id) pages by key. */
export const listMessagesQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  before: z.coerce.number().int().positive().optional(),
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
export const vCardSchema = z.object({ name: z.string().trim().min(1).max(100), number: z.string().trim().min(8).max(50) }).strict();

/** POST /messages/{ticketId} as JSON with `vCard` instead of `body`: a contact card. */
export const sendContactCardSchema = z
  .object({
    vCard: vCardSchema,
    quotedMsgId: z.union([z.string().max(100), z.number().int()]).optional(),
    isPrivate: z.boolean().optional(),
    fromMe: z.boolean().optional(),
    read: z.boolean().optional(),
  })
  .strict();
export type SendContactCardInput = z.infer<typeof sendContactCardSchema>;

export const editMessageSchema = z.object({ body: z.string().trim().min(1, { message: 'validation.required' }).max(4096, { message: 'validation.tooLong' }) }).strict();

/** POST /message/forward: one message to one contact per call (the web pauses 900 ms between calls). */
export const forwardMessageSchema = z
  .object({ messageId: z.number().int().positive(), contactId: z.number().int().positive(), signMessage: z.boolean().optional() })
  .strict();

/** POST /react/messages (spec 1 §7: text, fromMe, id, remoteJid, ticketId); `text` '' removes one's reaction. */
export const reactMessageSchema = z
  .object({
    text: z.string().max(16),
    id: z.union([z.number().int().positive(), z.string().max(100)]),
    ticketId: z.number().int().positive(),
    fromMe: z.boolean().optional(),
    remoteJid: z.string().max(200).optional(),
  })
  .strict();

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
  mediaUrl: z.string().nullable(),
  mediaName: z.string().nullable(),
  quotedMsgId: z.string().nullable(),
  quotedMsg: z
    .object({ id: z.number().int(), body: z.string(), fromMe: z.boolean(), mediaType: z.string().nullable(), contactName: z.string().nullable() })
    .nullable(),
  participant: z.string().nullable(),
  isDeleted: z.boolean(),
  isEdited: z.boolean(),
  isForwarded: z.boolean(),
  isPrivate: z.boolean(),
  failedReason: z.string().nullable(),
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
