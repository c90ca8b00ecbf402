import { DisconnectReason } from 'baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createCompany } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { leaseRepository } from '../lease/lease.repository.js';
import { SessionLease } from '../lease/session-lease.js';
import { createWhatsappConnection, expireLease } from '../lease/testing/connection-fixtures.js';
import { authStateRepository } from './auth-state.repository.js';
import { adapterHarness, eventually } from './testing/adapter-harness.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function target() {
  const company = await createCompany(database.db);
  const connection = await createWhatsappConnection(database.db, company.id);
  return { db: database.db, companyId: company.id, whatsappId: connection.id };
}

const leaseOf = (t: { companyId: number; whatsappId: number }) =>
  leaseRepository.find(database.db, t.companyId, t.whatsappId);

describe('whatsapp adapter: connection lifecycle', () => {
  it('QR, scan (515 restart) and open: the new socket reuses the same auth, and the paired creds are stored', async () => {
    const t = await target();
    const h = await adapterHarness(t);
    await h.adapter.connect();
    const first = h.factory.latest();
    expect(first.config).toMatchObject({
      markOnlineOnConnect: false,
      syncFullHistory: false,
      version: [2, 3000, 1_000_000_000],
    });
    expect(first.config.shouldIgnoreJid?.('status@broadcast')).toBe(true);
    expect(first.config.shouldIgnoreJid?.('120363025246125244@newsletter')).toBe(true);
    expect(first.config.shouldIgnoreJid?.('5511912345678@s.whatsapp.net')).toBe(false);

    await first.showQr('2@ref-one');
    await first.showQr('2@ref-two');
    await first.pair();
    expect(h.factory.sockets).toHaveLength(2);
    const second = h.factory.latest();
    expect(second.config.auth.creds).toBe(first.config.auth.creds);
    expect(second.authState.creds.registered).toBe(true);
    await second.open();

    expect(h.events.filter((e) => e.type === 'status')).toEqual([
      { type: 'status', state: 'connecting' },
      { type: 'status', state: 'qr', qr: '2@ref-one' },
      { type: 'status', state: 'qr', qr: '2@ref-two' },
      { type: 'status', state: 'connecting' },
      { type: 'status', state: 'open', number: '5511900000001' },
    ]);
    const creds = await authStateRepository.find(database.db, t, 'creds', ['creds']);
    expect(creds).toHaveLength(1);
    // Events of the replaced socket no longer reach anyone.
    expect(first.ev.processHandlers).toBe(0);
    await h.adapter.disconnect();
  });

  it('pairing code: requested once per socket with the digits of the phone, instead of showing the QR', async () => {
    const h = await adapterHarness(await target());
    await h.adapter.connect({ pairingPhone: '+55 (11) 91234-5678' });
    const socket = h.factory.latest();
    await socket.showQr();
    await socket.showQr();
    expect(socket.pairingRequests).toEqual(['5511912345678']);
    await socket.pair();
    await h.factory.latest().open();
    expect(h.statuses()).toEqual(['connecting', 'pairing_code', 'connecting', 'open']);
    expect(h.events).toContainEqual({ type: 'status', state: 'pairing_code', code: 'ABCD2345' });
    await h.adapter.disconnect();
  });

  it('401 logged out: deletes the auth state, emits logged_out and does not reconnect; the lease stays with its host', async () => {
    const t = await target();
    const h = await adapterHarness(t);
    const socket = await h.open();
    await socket.ev.emit('creds.update', { registered: true });
    expect(await authStateRepository.list(database.db, t)).not.toEqual([]);
    await socket.close(DisconnectReason.loggedOut);
    expect(h.statuses()).toEqual(['connecting', 'open', 'logged_out']);
    expect(h.events.at(-1)).toMatchObject({ reason: 401 });
    expect(await authStateRepository.list(database.db, t)).toEqual([]);
    expect(h.factory.sockets).toHaveLength(1);
    expect(h.lease.held).toBe(true);
    expect(await leaseOf(t)).toMatchObject({ owner: 'node-a' });
    await h.lease.release();
  });

  it('403 forbidden: stops for good', async () => {
    const t = await target();
    const h = await adapterHarness(t);
    await (await h.open()).close(DisconnectReason.forbidden);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.statuses()).toEqual(['connecting', 'open', 'forbidden']);
    expect(h.factory.sockets).toHaveLength(1);
    await h.lease.release();
  });

  it('440 replaced: never reconnects on its own (the lease, re-checked, is still ours)', async () => {
    const h = await adapterHarness(await target());
    await (await h.open()).close(DisconnectReason.connectionReplaced);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.statuses()).toEqual(['connecting', 'open', 'replaced']);
    expect(h.events.at(-1)).toMatchObject({ reason: 440 });
    expect(h.factory.sockets).toHaveLength(1);
    await expect(
      h.adapter.send('5511912345678@s.whatsapp.net', { kind: 'text', text: 'hi' }, { idempotencyKey: 'k' }),
    ).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
    expect(h.lease.held).toBe(true);
    await h.lease.release();
  });

  it('408 and other drops: backs off, reconnects with the same auth, and the backoff restarts after open', async () => {
    const h = await adapterHarness(await target());
    const socket = await h.open();
    await socket.ev.emit('creds.update', { registered: true });
    await socket.close(DisconnectReason.connectionLost);
    await eventually(() => h.factory.sockets.length === 2);
    await h.factory.latest().close(DisconnectReason.unavailableService);
    await eventually(() => h.factory.sockets.length === 3);
    expect(h.factory.latest().config.auth.creds).toBe(socket.config.auth.creds);
    await h.factory.latest().open();
    expect(h.statuses()).toEqual(['connecting', 'open', 'closed', 'connecting', 'closed', 'connecting', 'open']);
    expect(
      h.events.filter((e) => e.type === 'status' && e.state === 'closed').map((e) => e.type === 'status' && e.reason),
    ).toEqual([408, 503]);
    await h.adapter.disconnect();
    await h.lease.release();
  });

  it('an unpaired session that times out (nobody scanned the QR) stops instead of showing QRs forever', async () => {
    const t = await target();
    const h = await adapterHarness(t);
    await h.adapter.connect();
    await h.factory.latest().showQr();
    await h.factory.latest().close(DisconnectReason.timedOut);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.statuses()).toEqual(['connecting', 'qr', 'closed']);
    expect(h.factory.sockets).toHaveLength(1);
    // Asking again (the admin's "new QR") starts over under the same lease.
    await h.adapter.connect();
    await h.factory.latest().showQr('2@again');
    expect(h.statuses().slice(3)).toEqual(['connecting', 'qr']);
    await h.adapter.disconnect();
    await h.lease.release();
  });

  it('disconnect() during a backoff cancels the reconnect', async () => {
    const h = await adapterHarness(await target(), { backoff: { baseMs: 50, maxMs: 50, random: () => 0 } });
    const socket = await h.open();
    await socket.ev.emit('creds.update', { registered: true });
    await socket.close(DisconnectReason.connectionClosed);
    await h.adapter.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(h.factory.sockets).toHaveLength(1);
    expect(h.statuses().at(-1)).toBe('closed');
  });

  it('disconnect({ logout }) unlinks the device and deletes the auth state', async () => {
    const t = await target();
    const h = await adapterHarness(t);
    const socket = await h.open();
    await socket.ev.emit('creds.update', { registered: true });
    await h.adapter.disconnect({ logout: true });
    expect(socket.loggedOut).toBe(true);
    expect(h.statuses()).toEqual(['connecting', 'open', 'logged_out']);
    expect(await authStateRepository.list(database.db, t)).toEqual([]);
    await h.lease.release();
  });

  it('disconnect({ logout }) with no socket running here still deletes the stored session', async () => {
    const t = await target();
    const h = await adapterHarness(t);
    const socket = await h.open();
    await socket.ev.emit('creds.update', { registered: true });
    await h.adapter.disconnect();
    expect(await authStateRepository.list(database.db, t)).not.toEqual([]);
    await h.adapter.disconnect({ logout: true });
    expect(h.statuses()).toEqual(['connecting', 'open', 'closed', 'logged_out']);
    expect(await authStateRepository.list(database.db, t)).toEqual([]);
    await h.lease.release();
  });

  it('two hosts: one runs the socket; after its lease expires the other takes over under a higher epoch with the stored session', async () => {
    const t = await target();
    const first = await adapterHarness(t, { leaseOptions: { renewEveryMs: 60_000 } });
    const socket = await first.open();
    await socket.pair();
    await first.factory.latest().open();
    expect(await SessionLease.acquire(database.db, { ...t, owner: 'node-b' })).toBeNull();

    await expireLease(database.db, t.whatsappId);
    const second = await adapterHarness(t, { owner: 'node-b' });
    expect(second.lease.epoch).toBe(first.lease.epoch + 1);
    // The first host learns it on its next renewal: its socket closes, and it cannot connect again.
    expect(await first.lease.renew()).toBe('lost');
    expect(first.factory.latest().ended).toBe(true);
    await eventually(() => first.statuses().at(-1) === 'replaced');
    await expect(first.adapter.connect()).rejects.toMatchObject({ code: 'NOT_CONNECTED', retryable: false });

    await second.adapter.connect();
    expect(second.factory.latest().config.auth.creds).toMatchObject({
      registered: true,
      me: { id: '5511900000001:7@s.whatsapp.net' },
    });
    await second.adapter.disconnect();
    await second.lease.release();
  });

  it("FENCING: when another owner takes the lease, the adapter closes its socket on 'lost' and writes nothing more", async () => {
    const t = await target();
    const h = await adapterHarness(t, { leaseOptions: { renewEveryMs: 60_000 } });
    const socket = await h.open();
    await expireLease(database.db, t.whatsappId);
    const taker = await SessionLease.acquire(database.db, { ...t, owner: 'node-b' }, { renewEveryMs: 60_000 });
    expect(taker?.epoch).toBe(2);

    // The next credentials write of the old holder hits the fence, which fires 'lost'.
    await socket.ev.emit('creds.update', { registered: true });
    await eventually(() => socket.ended);
    await eventually(() => h.statuses().at(-1) === 'replaced');
    expect(socket.ev.processHandlers).toBe(0);
    expect(await authStateRepository.list(database.db, t)).toEqual([]);
    expect(await leaseOf(t)).toMatchObject({ owner: 'node-b', epoch: 2 });
    await expect(h.adapter.markRead([{ chatId: 'x@lid', messageId: 'y', fromMe: false }])).rejects.toMatchObject({
      code: 'NOT_CONNECTED',
    });
    await taker?.release();
  });

  it('a renewal that finds the lease moved closes the socket too', async () => {
    const t = await target();
    const h = await adapterHarness(t, { leaseOptions: { renewEveryMs: 20 } });
    const socket = await h.open();
    await expireLease(database.db, t.whatsappId);
    const taker = await SessionLease.acquire(database.db, { ...t, owner: 'node-b' }, { renewEveryMs: 60_000 });
    await eventually(() => socket.ended);
    expect(h.statuses().at(-1)).toBe('replaced');
    expect(h.factory.sockets).toHaveLength(1);
    await taker?.release();
  });
});
