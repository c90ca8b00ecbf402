import { describe, expect, it } from 'vitest';
import { messageFixture } from './messageFixture';
import { oldestMessageId, withMessage, type MessagePages } from './messagesCache';

const page = (ids: number[], hasMore = false) => ({
  messages: ids.map((id) => messageFixture(id)),
  ticket: { id: 1, uuid: 'u', status: 'open' },
  count: ids.length,
  hasMore,
});

describe('messages cache', () => {
  const data: MessagePages = { pages: [page([5, 6]), page([3, 4])], pageParams: [undefined, 5] };

  it('adds a new message to the newest page', () => {
    const next = withMessage(data, messageFixture(7));
    expect(next?.pages[0]?.messages.map((message) => message.id)).toEqual([5, 6, 7]);
    expect(next?.pages[1]).toBe(data.pages[1]);
  });

  it('replaces an updated message where it is', () => {
    const next = withMessage(data, messageFixture(3, { ack: 3 }));
    expect(next?.pages[1]?.messages.find((message) => message.id === 3)?.ack).toBe(3);
    expect(next?.pages[0]?.messages).toHaveLength(2);
  });

  it('leaves a list not loaded yet alone', () => {
    expect(withMessage(undefined, messageFixture(1))).toBeUndefined();
  });

  it('pages older messages before the oldest id of a page', () => {
    expect(oldestMessageId(page([9, 4, 6]))).toBe(4);
    expect(oldestMessageId(page([]))).toBeUndefined();
  });
});
