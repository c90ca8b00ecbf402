import { z } from 'zod';
import { idField, idParam, pageNumberField, searchParamField } from './common.js';

/** A chat's title is at most this long; the list cuts it anyway. */
export const CHAT_TITLE_MAX = 100;
/** A text message of the internal chat is at most this long. */
export const CHAT_MESSAGE_MAX = 4096;
/** A chat has at most this many members besides its owner. */
export const CHAT_MEMBERS_MAX = 200;
/** Spec 1 §2: older messages load when the list is scrolled to under this many pixels from its top. */
export const CHAT_LOAD_OLDER_PX = 600;
/** Spec 1 §2: after a chat is chosen its messages scroll to the bottom this much later. */
export const CHAT_SCROLL_DELAY_MS = 300;

/** Spec 1 §3: a chat message's media kinds. */
export const CHAT_MEDIA_TYPES = ['image', 'audio', 'video', 'other'] as const;
export type ChatMediaType = (typeof CHAT_MEDIA_TYPES)[number];

/**
 * POST /chats and PUT /chats/{id} (spec 1 §7: users as [{id, name}], title), with spec 1 §5's texts: a title and at
 * least one user. The name of each user is the picker's echo and is not trusted: members are read by id.
 */
export const chatFormSchema = z.object({
  title: z
    .string({ message: 'validation.chatTitleRequired' })
    .trim()
    .min(1, { message: 'validation.chatTitleRequired' })
    .max(CHAT_TITLE_MAX, { message: 'validation.tooLong' }),
  users: z
    .array(z.object({ id: idField(), name: z.string().max(200).optional() }), {
      message: 'validation.chatUsersRequired',
    })
    .min(1, { message: 'validation.chatUsersRequired' })
    .max(CHAT_MEMBERS_MAX),
});
export type ChatFormInput = z.infer<typeof chatFormSchema>;

/** GET /chats (searchParam over the title). */
export const listChatsQuerySchema = z.object({ searchParam: searchParamField(), pageNumber: pageNumberField() });
export type ListChatsQuery = z.infer<typeof listChatsQuerySchema>;

/** GET /chats/{id}/messages. */
export const listChatMessagesQuerySchema = z.object({ pageNumber: pageNumberField() });
export type ListChatMessagesQuery = z.infer<typeof listChatMessagesQuerySchema>;

/** POST /chats/{id}/messages as JSON. Spec 1 §5: an empty or whitespace-only message is not sent. */
export const sendChatMessageSchema = z.object({
  message: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(CHAT_MESSAGE_MAX, { message: 'validation.tooLong' }),
});
export type SendChatMessageInput = z.infer<typeof sendChatMessageSchema>;

/** POST /chats/{id}/read {userId}: the caller's own unread count is cleared; another user's id is refused. */
export const markChatReadSchema = z.object({ userId: idField().optional() }).optional();

/** /chats/{id}: the chat's id or its uuid (the web's /chats/{uuid} route). */
export const chatRefParamSchema = z.object({ id: z.union([z.uuid(), idParam()]) });

export const chatMemberViewSchema = z.object({
  userId: z.number().int(),
  unreads: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string() }),
});
export type ChatMemberView = z.infer<typeof chatMemberViewSchema>;

export const chatViewSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  ownerId: z.number().int().nullable(),
  lastMessage: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  users: z.array(chatMemberViewSchema),
});
export type ChatView = z.infer<typeof chatViewSchema>;

export const chatMessageViewSchema = z.object({
  id: z.number().int(),
  chatId: z.number().int(),
  senderId: z.number().int().nullable(),
  sender: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  message: z.string(),
  /** A stored file: a signed link once it leaves the server. */
  mediaPath: z.string().nullable(),
  mediaType: z.enum(CHAT_MEDIA_TYPES).nullable(),
  createdAt: z.string(),
});
export type ChatMessageView = z.infer<typeof chatMessageViewSchema>;

export interface ChatListAnswer {
  records: ChatView[];
  hasMore: boolean;
}
export interface ChatMessagesAnswer {
  records: ChatMessageView[];
  hasMore: boolean;
}
/** GET /chats/unreads: the caller's unread messages over every chat (the app bar's badge). */
export interface ChatUnreadsAnswer {
  unreads: number;
}

/** Payload of `company-{id}-chat-user-{userId}`: a chat of this user appeared or changed (title, members, unreads). */
export interface ChatUserEventPayload {
  action: 'create' | 'update';
  record: ChatView;
}
/** Payload of `company-{id}-chat`: the chat is gone, or the reader is no longer one of its members. */
export interface ChatDeleteEventPayload {
  action: 'delete';
  id: number;
}
/** Payload of `company-{id}-chat-{chatId}`. */
export type ChatRoomEventPayload =
  { action: 'new-message'; newMessage: ChatMessageView; chat: ChatView } | { action: 'update'; chat: ChatView };

/** The reader's own unread count in a chat. */
export function unreadsOf(chat: Pick<ChatView, 'users'>, userId: number): number {
  return chat.users.find((member) => member.userId === userId)?.unreads ?? 0;
}
