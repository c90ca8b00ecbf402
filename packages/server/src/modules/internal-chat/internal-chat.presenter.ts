import type { ChatMessageView, ChatView } from '@guiche/shared';
import type { ChatMemberRecord, ChatMessageRecord, ChatRow } from './internal-chat.repository.js';

/** A chat as the API and the live chat events carry it (spec 1 §3 "Chat"). */
export function presentChat(chat: ChatRow, members: readonly ChatMemberRecord[]): ChatView {
  return {
    id: chat.id,
    uuid: chat.uuid,
    title: chat.title,
    ownerId: chat.ownerId,
    lastMessage: chat.lastMessage,
    createdAt: chat.createdAt.toISOString(),
    updatedAt: chat.updatedAt.toISOString(),
    users: members
      .filter((member) => member.chatId === chat.id)
      .map((member) => ({
        userId: member.userId,
        unreads: member.unreads,
        user: { id: member.userId, name: member.name },
      })),
  };
}

/** A chat message (spec 1 §3 "Chat message"); mediaPath stays a storage key until the answer leaves the server. */
export function presentChatMessage({ message, sender }: ChatMessageRecord): ChatMessageView {
  return {
    id: message.id,
    chatId: message.chatId,
    senderId: message.senderId,
    sender,
    message: message.message,
    mediaPath: message.mediaPath,
    mediaType: message.mediaType,
    createdAt: message.createdAt.toISOString(),
  };
}
