import type { InfiniteData } from '@tanstack/react-query';
import type { MessageListAnswer, MessageView } from '@guiche/shared';

/**
 * The message list's cache is pages of GET /messages/{ticketId}: the first page the newest, each next one older. A
 * live or just-sent message goes into the first page; an update replaces the message wherever it is.
 */
export type MessagePages = InfiniteData<MessageListAnswer, number | undefined>;

export function withMessage(data: MessagePages | undefined, message: MessageView): MessagePages | undefined {
  if (!data) return data;
  let found = false;
  const pages = data.pages.map((page) => {
    if (!page.messages.some((entry) => entry.id === message.id)) return page;
    found = true;
    return { ...page, messages: page.messages.map((entry) => (entry.id === message.id ? message : entry)) };
  });
  if (found) return { ...data, pages };
  const [first, ...rest] = pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, messages: [...first.messages, message], count: first.count + 1 }, ...rest] };
}

/** The id to ask older messages before: the oldest one loaded so far. */
export function oldestMessageId(page: MessageListAnswer): number | undefined {
  let oldest: MessageView | undefined;
  for (const message of page.messages) if (!oldest || message.id < oldest.id) oldest = message;
  return oldest?.id;
}
