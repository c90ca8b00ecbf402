import {
  rooms,
  serverEvents,
  type ChatDeleteEventPayload,
  type ChatRoomEventPayload,
  type ChatUserEventPayload,
  type ChatView,
} from '@guiche/shared';
import type { DomainEvents } from '../events/domain-events.js';
import type { InternalChatService } from '../modules/internal-chat/internal-chat.service.js';
import type { Broadcaster } from './broadcaster.js';

/**
 * Internal chat → the sockets of its members only (spec 1 §7: company-{id}-chat-user-{userId}, company-{id}-chat,
 * company-{id}-chat-{chatId}). Every event goes to the members' own user rooms, never to a company-wide room: the
 * channel names are public knowledge, and a non-member must not hear a chat's title or messages by listening.
 */
export function registerInternalChatListeners(
  io: Broadcaster,
  events: DomainEvents,
  { chats }: { chats: InternalChatService },
): void {
  const memberRooms = (companyId: number, userIds: number[]) => userIds.map((userId) => rooms.user(companyId, userId));
  const memberIds = (chat: ChatView) => chat.users.map((member) => member.userId);

  /** Each member's own channel carries the chat as it is now (the list entry with its unread counts). */
  const toEachMember = (companyId: number, chat: ChatView, action: ChatUserEventPayload['action']) => {
    for (const userId of memberIds(chat)) {
      io.to(rooms.user(companyId, userId)).emit(serverEvents.chatUser(companyId, userId), {
        action,
        record: chat,
      } satisfies ChatUserEventPayload);
    }
  };
  const dropFor = (companyId: number, chatId: number, userIds: number[]) => {
    if (userIds.length === 0) return;
    io.to(memberRooms(companyId, userIds)).emit(serverEvents.chat(companyId), {
      action: 'delete',
      id: chatId,
    } satisfies ChatDeleteEventPayload);
  };

  events.on('chat.saved', async ({ companyId, chatId, created, leftUserIds }) => {
    dropFor(companyId, chatId, leftUserIds);
    const chat = await chats.snapshot(companyId, chatId);
    if (!chat) return;
    toEachMember(companyId, chat, created ? 'create' : 'update');
    if (!created)
      io.to(memberRooms(companyId, memberIds(chat))).emit(serverEvents.chatRoom(companyId, chatId), {
        action: 'update',
        chat,
      } satisfies ChatRoomEventPayload);
  });

  events.on('chat.deleted', ({ companyId, chatId, memberIds: userIds }) => dropFor(companyId, chatId, userIds));

  events.on('chat.messageCreated', async ({ companyId, chatId, messageId }) => {
    const [chat, newMessage] = await Promise.all([
      chats.snapshot(companyId, chatId),
      chats.messageSnapshot(companyId, messageId),
    ]);
    if (!chat || !newMessage) return;
    io.to(memberRooms(companyId, memberIds(chat))).emit(serverEvents.chatRoom(companyId, chatId), {
      action: 'new-message',
      newMessage,
      chat,
    } satisfies ChatRoomEventPayload);
    toEachMember(companyId, chat, 'update');
  });

  // Only the reader's own sockets (another tab, the app bar) learn that their count is back to 0.
  events.on('chat.read', async ({ companyId, chatId, userId }) => {
    const chat = await chats.snapshot(companyId, chatId);
    if (chat)
      io.to(rooms.user(companyId, userId)).emit(serverEvents.chatUser(companyId, userId), {
        action: 'update',
        record: chat,
      } satisfies ChatUserEventPayload);
  });
}
