import type { InfiniteData } from '@tanstack/react-query';
import type { ChatListAnswer, ChatMessagesAnswer, ChatMessageView, ChatView } from '@guiche/shared';

/** The loaded pages of the chats list, latest activity first, edited in place by live events and saves. */
export type ChatPages = InfiniteData<ChatListAnswer>;
/** The loaded pages of one chat's messages: page 1 (the first) holds the latest ones. */
export type ChatMessagePages = InfiniteData<ChatMessagesAnswer>;

/** Every chat of the pages once: a chat that moved up between two page loads is not shown twice. */
export function chatRows(data: ChatPages | undefined): ChatView[] {
  const byId = new Map<number, ChatView>();
  for (const chat of (data?.pages ?? []).flatMap((page) => page.records)) {
    if (!byId.has(chat.id)) byId.set(chat.id, chat);
  }
  return [...byId.values()];
}

/** Drops a chat from the list (deleted, or the reader was taken out of it). */
export function removeChat(data: ChatPages, chatId: number): ChatPages {
  return { ...data, pages: data.pages.map((page) => ({ ...page, records: page.records.filter((chat) => chat.id !== chatId) })) };
}

/**
 * A chat's new state put into the list. A chat with a newer message than the list's top moves to the top (the
 * list's order is the latest activity); otherwise it changes where it is. Only a chat the list does not hold yet
 * needs the server (`refetch`): whether it matches the list's search is the server's call.
 */
export function putChat(data: ChatPages, chat: ChatView): { data: ChatPages; refetch: boolean } {
  const rows = chatRows(data);
  const held = rows.some((row) => row.id === chat.id);
  if (!held) return { data, refetch: true };
  const top = rows[0];
  const movesUp = top !== undefined && top.id !== chat.id && chat.updatedAt > top.updatedAt;
  if (!movesUp) {
    return { data: { ...data, pages: data.pages.map((page) => ({ ...page, records: page.records.map((row) => (row.id === chat.id ? chat : row)) })) }, refetch: false };
  }
  const without = removeChat(data, chat.id);
  const [first, ...rest] = without.pages;
  return { data: first ? { ...without, pages: [{ ...first, records: [chat, ...first.records] }, ...rest] } : without, refetch: false };
}

/** The messages of the pages, oldest first, each once. */
export function chatMessageRows(data: ChatMessagePages | undefined): ChatMessageView[] {
  const byId = new Map<number, ChatMessageView>();
  for (const page of [...(data?.pages ?? [])].reverse()) {
    for (const message of page.records) byId.set(message.id, message);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A new message (live, or the sender's own answer) after the latest page's messages, once. */
export function appendChatMessage(data: ChatMessagePages, message: ChatMessageView): ChatMessagePages {
  if (data.pages.some((page) => page.records.some((row) => row.id === message.id))) return data;
  const [latest, ...older] = data.pages;
  if (!latest) return data;
  return { ...data, pages: [{ ...latest, records: [...latest.records, message] }, ...older] };
}
