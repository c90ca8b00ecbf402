import { describe, expect, it } from 'vitest';
import { removeRow } from '../../lib/pagedList';
import { mergeConnection, upsertConnection } from './connectionsCache';
import { connectionFixture } from './connectionFixture';

describe('connections cache', () => {
  const list = [connectionFixture({ id: 1, name: 'Comercial' }), connectionFixture({ id: 2, name: 'Suporte' })];

  it('adds a new connection in name order', () => {
    const next = upsertConnection(list, connectionFixture({ id: 3, name: 'Financeiro' }));
    expect(next.map((connection) => connection.name)).toEqual(['Comercial', 'Financeiro', 'Suporte']);
  });

  it('replaces a connection, moving it when renamed, and keeps the token a live event does not carry', () => {
    const next = upsertConnection(list, connectionFixture({ id: 1, name: 'Vendas', status: 'qrcode', token: '' }));
    expect(next.map((connection) => connection.id)).toEqual([2, 1]);
    expect(next[1]).toMatchObject({ status: 'qrcode', token: list[0]?.token });
  });

  it('takes a new token when the answer carries one', () => {
    expect(mergeConnection(list[0], { ...connectionFixture({ id: 1 }), token: 'Z'.repeat(30) }).token).toBe(
      'Z'.repeat(30),
    );
    expect(mergeConnection(undefined, connectionFixture({ id: 9, token: '' })).token).toBe('');
  });

  it("keeps the version written last: a save's late answer does not undo the session events that followed it", () => {
    const created = connectionFixture({
      id: 1,
      status: 'OPENING',
      token: 'T'.repeat(30),
      updatedAt: '2026-11-25T10:00:00.100Z',
    });
    const showingQr = connectionFixture({ id: 1, status: 'qrcode', token: '', updatedAt: '2026-11-25T10:00:00.300Z' });
    expect(mergeConnection(showingQr, created)).toMatchObject({ status: 'qrcode', token: 'T'.repeat(30) });
    expect(upsertConnection([showingQr], created)[0]).toMatchObject({ status: 'qrcode', token: 'T'.repeat(30) });
    expect(mergeConnection(created, showingQr)).toMatchObject({ status: 'qrcode', token: 'T'.repeat(30) });
  });

  it('removes a deleted connection', () => {
    expect(removeRow(list, 1).map((connection) => connection.id)).toEqual([2]);
  });
});
