import { describe, expect, it } from 'vitest';
import type { ChatMessageView, ChatView } from '@guiche/shared';
import {
  appendChatMessage,
  chatList,
  chatMessageRows,
  putChat,
  type ChatMessagePages,
  type ChatPages,
} from './internalChatCache';

const chatRows = chatList.items;
const removeChat = chatList.remove;

const chat = (id: number, updatedAt: string, title = `Chat ${id}`): ChatView => ({
  id,
  uuid: `uuid-${id}`,
  title,
  ownerId: 1,
  lastMessage: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt,
  users: [],
});
const message = (id: number): ChatMessageView => ({
  id,
  chatId: 1,
  senderId: 1,
  sender: { id: 1, name: 'Ana' },
  message: `m${id}`,
  mediaPath: null,
  mediaType: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const pages = (...lists: ChatView[][]): ChatPages => ({
  pages: lists.map((records) => ({ records, hasMore: false })),
  pageParams: lists.map((_, index) => index + 1),
});

describe('chats list cache', () => {
  it('moves a chat with a newer message to the top, wherever it was', () => {
    const data = pages([chat(1, '2026-01-03'), chat(2, '2026-01-02')], [chat(3, '2026-01-01')]);
    const moved = putChat(data, chat(3, '2026-01-04', 'Novo'));
    expect(moved.refetch).toBe(false);
    expect(chatRows(moved.data).map((row) => [row.id, row.title])).toEqual([
      [3, 'Novo'],
      [1, 'Chat 1'],
      [2, 'Chat 2'],
    ]);
  });

  it('changes a chat in place when it is not newer than the top (read, renamed), and asks the server for one it does not hold', () => {
    const data = pages([chat(1, '2026-01-03'), chat(2, '2026-01-02')]);
    expect(chatRows(putChat(data, chat(2, '2026-01-02', 'Renomeado')).data).map((row) => row.title)).toEqual([
      'Chat 1',
      'Renomeado',
    ]);
    expect(putChat(data, chat(9, '2026-01-09'))).toEqual({ data, refetch: true });
  });

  it('drops a removed chat and shows a chat twice never', () => {
    const data = pages([chat(1, '2026-01-03'), chat(2, '2026-01-02')], [chat(2, '2026-01-02')]);
    expect(chatRows(data).map((row) => row.id)).toEqual([1, 2]);
    expect(chatRows(removeChat(data, 2)).map((row) => row.id)).toEqual([1]);
  });
});

describe('chat messages cache', () => {
  it('reads the pages oldest first and appends a new message once', () => {
    const data: ChatMessagePages = {
      pages: [
        { records: [message(3), message(4)], hasMore: true },
        { records: [message(1), message(2)], hasMore: false },
      ],
      pageParams: [1, 2],
    };
    expect(chatMessageRows(data).map((row) => row.id)).toEqual([1, 2, 3, 4]);
    const added = appendChatMessage(data, message(5));
    expect(chatMessageRows(added).map((row) => row.id)).toEqual([1, 2, 3, 4, 5]);
    expect(appendChatMessage(added, message(5))).toBe(added);
  });
});
