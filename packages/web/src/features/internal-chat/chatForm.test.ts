import { describe, expect, it } from 'vitest';
import type { ChatView } from '@guiche/shared';
import { canSaveChat, chatDialogSchema, chatPayload, chatValuesOf } from './chatForm';

describe('chat dialog form', () => {
  it('says the spec’s texts for a missing title or user', () => {
    const result = chatDialogSchema.safeParse({ title: '  ', users: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'validation.chatTitleRequired'],
      ['users', 'validation.chatUsersRequired'],
    ]);
  });

  it('enables save only with a title and a user', () => {
    const ana = { id: 2, name: 'Ana' };
    expect(canSaveChat({ title: 'Plantão', users: [] })).toBe(false);
    expect(canSaveChat({ title: ' ', users: [ana] })).toBe(false);
    expect(canSaveChat({ title: 'Plantão', users: [ana] })).toBe(true);
  });

  it('edits a chat’s members without its owner and sends users as {id, name}', () => {
    const chat: ChatView = {
      id: 1,
      uuid: 'u',
      title: 'Plantão',
      ownerId: 1,
      lastMessage: '',
      createdAt: '',
      updatedAt: '',
      users: [
        { userId: 1, unreads: 0, user: { id: 1, name: 'Dono' } },
        { userId: 2, unreads: 3, user: { id: 2, name: 'Ana' } },
      ],
    };
    expect(chatValuesOf(chat)).toEqual({ title: 'Plantão', users: [{ id: 2, name: 'Ana' }] });
    expect(chatPayload({ title: 'Plantão', users: [{ id: 2, name: 'Ana' }] })).toEqual({
      title: 'Plantão',
      users: [{ id: 2, name: 'Ana' }],
    });
  });
});
