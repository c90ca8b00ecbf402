import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { channelAuthKeys } from '../../db/schema/index.js';
import { createCompany } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { leaseRepository } from './lease.repository.js';
import { FencedError, SessionLease } from './session-lease.js';
import { createWhatsappConnection, expireLease } from './testing/connection-fixtures.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function connection() {
  const company = await createCompany(database.db);
  const row = await createWhatsappConnection(database.db, company.id);
  return { companyId: company.id, whatsappId: row.id };
}

describe('lease repository', () => {
  it('lets exactly one of two owners acquire; the other gets null', async () => {
    const target = await connection();
    const [a, b] = await Promise.all([
      leaseRepository.acquire(database.db, target.companyId, target.whatsappId, 'node-a', 30_000),
      leaseRepository.acquire(database.db, target.companyId, target.whatsappId, 'node-b', 30_000),
    ]);
    expect([a, b].filter((epoch) => epoch !== null)).toEqual([1]);
  });

  it('hands an expired lease to a new owner under a higher epoch, and the old holding can no longer renew', async () => {
    const target = await connection();
    const first = await leaseRepository.acquire(database.db, target.companyId, target.whatsappId, 'node-a', 30_000);
    expect(
      await leaseRepository.acquire(database.db, target.companyId, target.whatsappId, 'node-b', 30_000),
    ).toBeNull();
    await expireLease(database.db, target.whatsappId);
    const second = await leaseRepository.acquire(database.db, target.companyId, target.whatsappId, 'node-b', 30_000);
    expect(first).toBe(1);
    expect(second).toBe(2);
    expect(await leaseRepository.renew(database.db, { ...target, owner: 'node-a', epoch: 1 }, 30_000)).toBe('lost');
    expect(await leaseRepository.renew(database.db, { ...target, owner: 'node-b', epoch: 2 }, 30_000)).toBe('renewed');
    expect(await leaseRepository.find(database.db, target.companyId, target.whatsappId)).toMatchObject({
      owner: 'node-b',
      epoch: 2,
    });
  });

  it('renews an expired holding nobody took over (no other owner can have written meanwhile)', async () => {
    const target = await connection();
    await leaseRepository.acquire(database.db, target.companyId, target.whatsappId, 'node-a', 30_000);
    await expireLease(database.db, target.whatsappId);
    expect(await leaseRepository.renew(database.db, { ...target, owner: 'node-a', epoch: 1 }, 30_000)).toBe('renewed');
    expect(
      await leaseRepository.acquire(database.db, target.companyId, target.whatsappId, 'node-b', 30_000),
    ).toBeNull();
  });

  it('releases only the holding it is given (compare-and-delete)', async () => {
    const target = await connection();
    await leaseRepository.acquire(database.db, target.companyId, target.whatsappId, 'node-a', 30_000);
    await expireLease(database.db, target.whatsappId);
    await leaseRepository.acquire(database.db, target.companyId, target.whatsappId, 'node-b', 30_000);
    expect(await leaseRepository.release(database.db, { ...target, owner: 'node-a', epoch: 1 })).toBe(false);
    expect(await leaseRepository.find(database.db, target.companyId, target.whatsappId)).toMatchObject({
      owner: 'node-b',
    });
    expect(await leaseRepository.release(database.db, { ...target, owner: 'node-b', epoch: 2 })).toBe(true);
    expect(await leaseRepository.find(database.db, target.companyId, target.whatsappId)).toBeUndefined();
  });

  it("does not lease another company's connection", async () => {
    const target = await connection();
    const other = await createCompany(database.db);
    expect(await leaseRepository.acquire(database.db, other.id, target.whatsappId, 'node-a', 30_000)).toBeNull();
    expect(await leaseRepository.find(database.db, target.companyId, target.whatsappId)).toBeUndefined();
  });
});

describe('SessionLease', () => {
  it('renews on its timer and stops on release', async () => {
    const target = await connection();
    const lease = await SessionLease.acquire(
      database.db,
      { ...target, owner: 'node-a' },
      { ttlMs: 30_000, renewEveryMs: 20 },
    );
    const before = await leaseRepository.find(database.db, target.companyId, target.whatsappId);
    await new Promise((resolve) => setTimeout(resolve, 120));
    const after = await leaseRepository.find(database.db, target.companyId, target.whatsappId);
    expect(after?.expiresAt.getTime()).toBeGreaterThan(before?.expiresAt.getTime() ?? Infinity);
    await lease?.release();
    expect(lease?.held).toBe(false);
    expect(await leaseRepository.find(database.db, target.companyId, target.whatsappId)).toBeUndefined();
  });

  it('emits lost exactly once when another owner took over, then refuses fenced writes without touching the database', async () => {
    const target = await connection();
    const lease = await SessionLease.acquire(database.db, { ...target, owner: 'node-a' }, { renewEveryMs: 60_000 });
    if (!lease) throw new Error('lease not acquired');
    let lost = 0;
    lease.on('lost', () => (lost += 1));
    await expireLease(database.db, target.whatsappId);
    const taker = await SessionLease.acquire(database.db, { ...target, owner: 'node-b' }, { renewEveryMs: 60_000 });
    expect(taker?.epoch).toBe(2);
    expect(await lease.renew()).toBe('lost');
    expect(await lease.renew()).toBe('lost');
    expect(await lease.check()).toBe(false);
    await expect(lease.runFenced(async () => 'written')).rejects.toBeInstanceOf(FencedError);
    expect(lost).toBe(1);
    await taker?.release();
  });

  it('a fenced write of the old holder throws and writes nothing; the new holder writes', async () => {
    const target = await connection();
    const old = await SessionLease.acquire(database.db, { ...target, owner: 'node-a' }, { renewEveryMs: 60_000 });
    if (!old) throw new Error('lease not acquired');
    await expireLease(database.db, target.whatsappId);
    const taker = await SessionLease.acquire(database.db, { ...target, owner: 'node-b' }, { renewEveryMs: 60_000 });
    const row = (keyId: string) => ({ ...target, type: 'session', keyId, value: Buffer.from('x') });
    let lost = false;
    old.on('lost', () => (lost = true));
    await expect(old.runFenced((tx) => tx.insert(channelAuthKeys).values(row('from-old')))).rejects.toBeInstanceOf(
      FencedError,
    );
    expect(lost).toBe(true);
    await taker?.runFenced((tx) => tx.insert(channelAuthKeys).values(row('from-new')));
    const keys = await database.db.select({ keyId: channelAuthKeys.keyId }).from(channelAuthKeys);
    expect(keys.map((k) => k.keyId)).toContain('from-new');
    expect(keys.map((k) => k.keyId)).not.toContain('from-old');
    await taker?.release();
  });

  it('a single fenced statement of the old holder writes nothing and throws; a row that is not there is no loss', async () => {
    const target = await connection();
    const old = await SessionLease.acquire(database.db, { ...target, owner: 'node-a' }, { renewEveryMs: 60_000 });
    if (!old) throw new Error('lease not acquired');
    await old.runFenced((tx) =>
      tx.insert(channelAuthKeys).values({ ...target, type: 'session', keyId: 'one', value: Buffer.from('first') }),
    );
    const setValue = (lease: SessionLease, value: string, keyId = 'one') =>
      lease.writeFenced(async (db, leaseHeld) => {
        const [row] = await db
          .update(channelAuthKeys)
          .set({ value: Buffer.from(value) })
          .where(and(eq(channelAuthKeys.whatsappId, target.whatsappId), eq(channelAuthKeys.keyId, keyId), leaseHeld))
          .returning();
        return row;
      });
    expect(await setValue(old, 'nowhere', 'missing')).toBeUndefined();
    expect(old.held).toBe(true);
    await expireLease(database.db, target.whatsappId);
    const taker = await SessionLease.acquire(database.db, { ...target, owner: 'node-b' }, { renewEveryMs: 60_000 });
    if (!taker) throw new Error('lease not taken over');
    await expect(setValue(old, 'from-old')).rejects.toBeInstanceOf(FencedError);
    expect(old.held).toBe(false);
    expect(await setValue(taker, 'from-new')).toBeDefined();
    const [key] = await database.db
      .select()
      .from(channelAuthKeys)
      .where(and(eq(channelAuthKeys.whatsappId, target.whatsappId), eq(channelAuthKeys.keyId, 'one')));
    expect(Buffer.from(key?.value ?? []).toString()).toBe('from-new');
    await taker.release();
  });

  it('a takeover racing a fenced write waits for the write to commit (the check locks the lease row)', async () => {
    const target = await connection();
    const old = await SessionLease.acquire(database.db, { ...target, owner: 'node-a' }, { renewEveryMs: 60_000 });
    let committed = false;
    let takeover: Promise<{ taker: SessionLease | null; afterCommit: boolean }> | undefined;
    await old?.runFenced(async (tx) => {
      takeover = expireLease(database.db, target.whatsappId)
        .then(() => SessionLease.acquire(database.db, { ...target, owner: 'node-b' }, { renewEveryMs: 60_000 }))
        .then((taker) => ({ taker, afterCommit: committed }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx
        .insert(channelAuthKeys)
        .values({ ...target, type: 'session', keyId: 'in-flight', value: Buffer.from('x') });
    });
    committed = true;
    const { taker, afterCommit } = (await takeover) ?? {};
    expect(afterCommit).toBe(true);
    expect(taker?.epoch).toBe(2);
    const keys = await database.db.select({ keyId: channelAuthKeys.keyId }).from(channelAuthKeys);
    expect(keys.map((k) => k.keyId)).toContain('in-flight');
    await taker?.release();
  });

  it('a database outage is no loss until the holding may have expired; then the holder fences itself', async () => {
    const other = await createTestDatabase();
    const company = await createCompany(other.db);
    const [a, b] = [
      await createWhatsappConnection(other.db, company.id),
      await createWhatsappConnection(other.db, company.id),
    ];
    const patient = await SessionLease.acquire(
      other.db,
      { companyId: company.id, whatsappId: a.id, owner: 'node-a' },
      { ttlMs: 60_000, renewEveryMs: 60_000 },
    );
    const hasty = await SessionLease.acquire(
      other.db,
      { companyId: company.id, whatsappId: b.id, owner: 'node-a' },
      { ttlMs: 30, renewEveryMs: 60_000 },
    );
    let lost = 0;
    hasty?.on('lost', () => (lost += 1));
    await other.close();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await patient?.renew()).toBe('unknown');
    expect(patient?.held).toBe(true);
    expect(await hasty?.renew()).toBe('lost');
    expect(lost).toBe(1);
  });

  it('check() keeps a lease that is still ours', async () => {
    const target = await connection();
    const lease = await SessionLease.acquire(database.db, { ...target, owner: 'node-a' });
    expect(await lease?.check()).toBe(true);
    expect(lease?.held).toBe(true);
    await lease?.release();
  });
});
