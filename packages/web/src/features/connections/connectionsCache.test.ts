import { describe, expect, it } from 'vitest';
import { mergeConnection, removeConnection, upsertConnection } from './connectionsCache';
import { connectionFixture } from './connectionFixture';

describe('connections cache', () => {
  const list = [connectionFixture({ id: 1, name: 'Comercial' }), connectionFixture({ id: 2, name: 'Suporte' })];

  it('adds a new connection in name order', () => {
    const next = upsertConnection(list, connectionFixture({ id: 3, name: 'Financeiro' }));
    expect(next.map((connection) => connection.name)).toEqual(['Comercial', 'Financeiro', 'Suporte']);
  });

  it('replaces a connection, moving it when renamed, and keeps the token a live event does not carry', () => {
    const next = upsertConnection(list, connectionFixture({ id: 1, name: 'Vendas', status: 'qrcode', token: null }));
    expect(next.map((connection) => connection.id)).toEqual([2, 1]);
    expect(next[1]).toMatchObject({ status: 'qrcode', token: list[0]?.token });
  });

  it('takes a new token when the answer carries one', () => {
    expect(mergeConnection(list[0], { ...connectionFixture({ id: 1 }), token: 'Z'.repeat(30) }).token).toBe('Z'.repeat(30));
    expect(mergeConnection(undefined, connectionFixture({ id: 9, token: null })).token).toBeNull();
  });

  it('removes a deleted connection', () => {
    expect(removeConnection(list, 1).map((connection) => connection.id)).toEqual([2]);
  });
});
