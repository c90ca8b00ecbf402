import type { InfiniteData } from '@tanstack/react-query';
import type { ChatListAnswer, ChatMessagesAnswer, ChatMessageView, ChatView } from '@guiche/shared';
import { pagedList } from '../../lib/pagedList';

/** The loaded pages of the chats list, latest activity first, edited in place by live events and saves. */
export type ChatPages = InfiniteData<ChatListAnswer>;
/** The loaded pages of one chat's messages: page 1 (the first) holds the latest ones. */
export type ChatMessagePages = InfiniteData<ChatMessagesAnswer>;

export const chatList = pagedList(
  (page: ChatListAnswer) => page.records,
  (page, records) => ({ ...page, records }),
);

/**
 * A chat's new state put into the list. A chat with a newer message than the list's top moves to the top (the
 * list's order is the latest activity); otherwise it changes where it is. Only a chat the list does not hold yet
 * needs the server (`refetch`): whether it matches the list's search is the server's call.
 */
export function putChat(data: ChatPages, chat: ChatView): { data: ChatPages; refetch: boolean } {
  if (!chatList.holds(data, chat.id)) return { data, refetch: true };
  const top = chatList.items(data)[0];
  const movesUp = top !== undefined && top.id !== chat.id && chat.updatedAt > top.updatedAt;
  return { data: movesUp ? chatList.upsert(data, chat, 'first') : chatList.replace(data, chat), refetch: false };
}

/**
 * The messages of the pages, oldest first, each once. Not a `pagedList`: a conversation's pages run backwards in
 * time (page 1 holds the latest) and a new message joins the end, so its rule is its own.
 */
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
