import { and, desc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { arrayParam, rawQuery } from '../../db/raw-rows.js';
import { contactErasures } from '../../db/schema/index.js';

export type ContactErasureRow = typeof contactErasures.$inferSelect;
export type NewContactErasure = Pick<
  typeof contactErasures.$inferInsert,
  'contactId' | 'requestedById' | 'requestedByName' | 'numberHash' | 'blockedUntil'
>;

/** The rows of contact_erasures: one per erasure asked for, its progress as counts, and the number's block. */
export const contactErasureRepository = {
  /**
   * A new open erasure, unless the contact has one open already (contact_erasures_one_open_key): then undefined, and
   * the caller answers the open one. Two requests at once leave one row whatever their timing.
   */
  async insertOpen(tx: DbOrTx, companyId: number, values: NewContactErasure): Promise<ContactErasureRow | undefined> {
    const [row] = await tx
      .insert(contactErasures)
      .values({ ...values, companyId, status: 'pending' })
      .onConflictDoNothing({
        target: [contactErasures.companyId, contactErasures.contactId],
        where: sql`${contactErasures.status} <> 'done'`,
      })
      .returning();
    return row;
  },

  async findById(tx: DbOrTx, companyId: number, id: number): Promise<ContactErasureRow | undefined> {
    const [row] = await tx
      .select()
      .from(contactErasures)
      .where(and(eq(contactErasures.companyId, companyId), eq(contactErasures.id, id)));
    return row;
  },

  async findOpen(tx: DbOrTx, companyId: number, contactId: number): Promise<ContactErasureRow | undefined> {
    const [row] = await tx
      .select()
      .from(contactErasures)
      .where(
        and(
          eq(contactErasures.companyId, companyId),
          eq(contactErasures.contactId, contactId),
          ne(contactErasures.status, 'done'),
        ),
      );
    return row;
  },

  /** The contact's latest erasure (a company holds few: its index by company and id finds them). */
  async latestOf(tx: DbOrTx, companyId: number, contactId: number): Promise<ContactErasureRow | undefined> {
    const [row] = await tx
      .select()
      .from(contactErasures)
      .where(and(eq(contactErasures.companyId, companyId), eq(contactErasures.contactId, contactId)))
      .orderBy(desc(contactErasures.id))
      .limit(1);
    return row;
  },

  /**
   * Every erasure not yet done, of every company: what a starting process queues again (a process killed mid-way
   * left its erasure running). Not tenant data leaving its company: the job reads each by its own company.
   */
  async unfinished(tx: DbOrTx): Promise<Pick<ContactErasureRow, 'id' | 'companyId'>[]> {
    return tx
      .select({ id: contactErasures.id, companyId: contactErasures.companyId })
      .from(contactErasures)
      .where(ne(contactErasures.status, 'done'));
  },

  async markRunning(tx: DbOrTx, companyId: number, id: number): Promise<void> {
    await tx
      .update(contactErasures)
      .set({ status: 'running' })
      .where(
        and(
          eq(contactErasures.companyId, companyId),
          eq(contactErasures.id, id),
          eq(contactErasures.status, 'pending'),
        ),
      );
  },

  /**
   * Adds to the counts, in the transaction that erased what they count: a batch repeated after a crash finds its rows
   * already erased and adds nothing, so the counts stay exact.
   */
  async addCounts(tx: DbOrTx, companyId: number, id: number, delta: Readonly<Record<string, number>>): Promise<void> {
    const entries = Object.entries(delta).filter(([, value]) => value !== 0);
    if (entries.length === 0) return;
    const keys = entries.map(([key]) => key);
    const values = entries.map(([, value]) => value);
    await rawQuery(
      tx,
      sql`update contact_erasures set counts = counts || (
            select jsonb_object_agg(d.key, coalesce((counts ->> d.key)::int, 0) + d.value)
            from unnest(${arrayParam(keys)}::text[], ${arrayParam(values)}::int[]) as d(key, value))
          where company_id = ${companyId} and id = ${id}`,
    );
  },

  /** Done, with the counts that are set rather than added; false when it already was (another run finished it). */
  async finish(
    tx: DbOrTx,
    companyId: number,
    id: number,
    at: Date,
    set: Readonly<Record<string, number>>,
  ): Promise<boolean> {
    const rows = await tx
      .update(contactErasures)
      .set({ status: 'done', finishedAt: at, counts: sql`${contactErasures.counts} || ${JSON.stringify(set)}::jsonb` })
      .where(
        and(eq(contactErasures.companyId, companyId), eq(contactErasures.id, id), ne(contactErasures.status, 'done')),
      )
      .returning({ id: contactErasures.id });
    return rows.length > 0;
  },

  /** Whether one of these number hashes is blocked at `now` (contact_erasures_number_hash_idx). */
  async blockedUntil(tx: DbOrTx, companyId: number, hash: string, now: Date): Promise<Date | undefined> {
    const [row] = await tx
      .select({ until: contactErasures.blockedUntil })
      .from(contactErasures)
      .where(
        and(
          eq(contactErasures.companyId, companyId),
          eq(contactErasures.numberHash, hash),
          gt(contactErasures.blockedUntil, now),
        ),
      )
      .orderBy(desc(contactErasures.blockedUntil))
      .limit(1);
    return row?.until ?? undefined;
  },

  /** The hashes of the company's numbers blocked at `now`: few, read once for a whole upload. */
  async blockedHashes(tx: DbOrTx, companyId: number, now: Date): Promise<Set<string>> {
    const rows = await tx
      .select({ hash: contactErasures.numberHash })
      .from(contactErasures)
      .where(and(eq(contactErasures.companyId, companyId), gt(contactErasures.blockedUntil, now)));
    return new Set(rows.map((row) => row.hash).filter((hash) => hash !== ''));
  },

  /** Ends the blocks of a number (the person wrote again); answers how many. */
  async lift(tx: DbOrTx, companyId: number, hash: string): Promise<number> {
    const rows = await tx
      .update(contactErasures)
      .set({ blockedUntil: null })
      .where(
        and(
          eq(contactErasures.companyId, companyId),
          eq(contactErasures.numberHash, hash),
          isNotNull(contactErasures.blockedUntil),
        ),
      )
      .returning({ id: contactErasures.id });
    return rows.length;
  },
};
