import { and, asc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ConnectionChannel } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { channelLeases, whatsapps } from '../../db/schema/index.js';

export type LeaseRow = typeof channelLeases.$inferSelect;

/** Identifies one holding of a lease: who holds it and under which epoch. */
export interface LeaseHolding {
  companyId: number;
  whatsappId: number;
  owner: string;
  epoch: number;
}

// Every expiry decision uses the database clock: the processes competing for a lease may disagree on the time.
const expiresIn = (ttlMs: number) => sql`now() + ${Math.max(1, Math.round(ttlMs))}::int * interval '1 millisecond'`;

/** The connection ids of the company (leases carry no company column; their connection does). */
const connectionOfCompany = (tx: DbOrTx, companyId: number, whatsappId: number) =>
  tx
    .select({ id: whatsapps.id })
    .from(whatsapps)
    .where(and(eq(whatsapps.id, whatsappId), eq(whatsapps.companyId, companyId)));

const heldBy = (holding: LeaseHolding, tx: DbOrTx) =>
  and(
    inArray(channelLeases.whatsappId, connectionOfCompany(tx, holding.companyId, holding.whatsappId)),
    eq(channelLeases.owner, holding.owner),
    eq(channelLeases.epoch, holding.epoch),
  );

export const leaseRepository = {
  /**
   * Takes the lease when nobody holds it or the holder let it expire; a takeover bumps the epoch so every write of
   * the previous holder is fenced. Answers the new epoch, or null while someone else (or this owner, under an older
   * holding) holds it.
   */
  async acquire(
    tx: DbOrTx,
    companyId: number,
    whatsappId: number,
    owner: string,
    ttlMs: number,
  ): Promise<number | null> {
    const rows = await tx
      .insert(channelLeases)
      .select((qb) =>
        qb
          .select({
            whatsappId: whatsapps.id,
            owner: sql`${owner}`.as('owner'),
            epoch: sql`1`.as('epoch'),
            expiresAt: expiresIn(ttlMs).as('expires_at'),
          })
          .from(whatsapps)
          .where(and(eq(whatsapps.id, whatsappId), eq(whatsapps.companyId, companyId))),
      )
      .onConflictDoUpdate({
        target: channelLeases.whatsappId,
        set: { owner, epoch: sql`${channelLeases.epoch} + 1`, expiresAt: expiresIn(ttlMs) },
        setWhere: lt(channelLeases.expiresAt, sql`now()`),
      })
      .returning({ epoch: channelLeases.epoch });
    return rows[0]?.epoch ?? null;
  },

  /** Extends the holding; `lost` once another owner took over (or the lease was released). */
  async renew(tx: DbOrTx, holding: LeaseHolding, ttlMs: number): Promise<'renewed' | 'lost'> {
    const rows = await tx
      .update(channelLeases)
      .set({ expiresAt: expiresIn(ttlMs) })
      .where(heldBy(holding, tx))
      .returning({ epoch: channelLeases.epoch });
    return rows.length > 0 ? 'renewed' : 'lost';
  },

  /** Compare-and-delete: a slow shutdown never drops a lease that already moved to another owner. */
  async release(tx: DbOrTx, holding: LeaseHolding): Promise<boolean> {
    const rows = await tx.delete(channelLeases).where(heldBy(holding, tx)).returning({ epoch: channelLeases.epoch });
    return rows.length > 0;
  },

  /**
   * The same check as a condition of one write statement (no transaction): true while the holding is current, and
   * the lease row stays locked (FOR SHARE) until that statement commits.
   */
  heldCondition(tx: DbOrTx, holding: LeaseHolding): SQL {
    return sql`exists (${tx.select({ epoch: channelLeases.epoch }).from(channelLeases).where(heldBy(holding, tx)).for('share')})`;
  },

  /**
   * Whether the holding is still current. Inside a write transaction it locks the lease row (FOR SHARE), so a
   * takeover waits for the write to commit instead of slipping in between this check and the write.
   */
  async isCurrent(tx: DbOrTx, holding: LeaseHolding): Promise<boolean> {
    const rows = await tx
      .select({ epoch: channelLeases.epoch })
      .from(channelLeases)
      .where(heldBy(holding, tx))
      .for('share');
    return rows.length > 0;
  },

  /**
   * Connections of these channels, in every company, whose session ought to run (not deliberately disconnected) and
   * that no process holds: never leased, released by a stopping process, or let expire by a dead one. The one
   * cross-tenant read of leases, for the channel manager's adoption sweep.
   */
  async listUnowned(tx: DbOrTx, channels: ConnectionChannel[]): Promise<{ companyId: number; whatsappId: number }[]> {
    if (channels.length === 0) return [];
    return tx
      .select({ companyId: whatsapps.companyId, whatsappId: whatsapps.id })
      .from(whatsapps)
      .leftJoin(channelLeases, eq(channelLeases.whatsappId, whatsapps.id))
      .where(
        and(
          inArray(whatsapps.channel, channels),
          ne(whatsapps.status, 'DISCONNECTED'),
          or(isNull(channelLeases.whatsappId), lt(channelLeases.expiresAt, sql`now()`)),
        ),
      )
      .orderBy(asc(whatsapps.id));
  },

  async find(tx: DbOrTx, companyId: number, whatsappId: number): Promise<LeaseRow | undefined> {
    const [row] = await tx
      .select()
      .from(channelLeases)
      .where(inArray(channelLeases.whatsappId, connectionOfCompany(tx, companyId, whatsappId)));
    return row;
  },
};
