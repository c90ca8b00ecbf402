import { describe, expect, it } from 'vitest';
import type { UserDetail } from '@guiche/shared';
import { patchUser, userList, type UserPages } from './usersCache';

const rowsOf = userList.items;
const removeUser = userList.remove;

function user(id: number, name: string): UserDetail {
  return {
    id,
    name,
    email: `${name.toLowerCase()}@empresa.com`,
    profile: 'user',
    online: false,
    profileImage: null,
    profileImageUrl: null,
    startWork: '00:00',
    endWork: '23:59',
    companyId: 2,
    super: false,
    language: 'pt-BR',
    farewellMessage: '',
    allTicket: 'disable',
    allowGroup: false,
    defaultTheme: 'light',
    defaultMenu: 'open',
    wpp: '',
    whatsappId: null,
    showDashboard: 'disabled',
    allowRealTime: 'disabled',
    allowConnections: 'disabled',
    queues: [{ id: 1, name: 'Vendas', color: '#B80000' }],
    tickets: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

const pages: UserPages = {
  pageParams: [1, 2],
  pages: [
    { users: [user(1, 'Ana'), user(2, 'Bia')], count: 3, hasMore: true },
    { users: [user(2, 'Bia'), user(3, 'Caio')], count: 3, hasMore: false },
  ],
};

describe('users list cache', () => {
  it('lists each row once even when a row shifted into the next page', () => {
    expect(rowsOf(pages).map((row) => row.id)).toEqual([1, 2, 3]);
    expect(rowsOf(undefined)).toEqual([]);
  });

  it('merges a live public update into the row and keeps the fields the event does not carry', () => {
    const { queues: _queues, ...publicBia } = { ...user(2, 'Bia'), online: true, name: 'Beatriz' };
    const patched = rowsOf(patchUser(pages, publicBia)).find((row) => row.id === 2);
    expect(patched).toMatchObject({ online: true, name: 'Beatriz', queues: [{ id: 1 }] });
  });

  it('leaves the pages untouched for a user that is not loaded', () => {
    expect(patchUser(pages, user(9, 'Zoe'))).toBe(pages);
    expect(removeUser(pages, 9)).toBe(pages);
  });

  it('removes a deleted user from every page and counts one fewer', () => {
    const after = removeUser(pages, 2);
    expect(rowsOf(after).map((row) => row.id)).toEqual([1, 3]);
    expect(after.pages[0]?.count).toBe(2);
  });
});
