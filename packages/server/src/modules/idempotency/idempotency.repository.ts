import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { idempotencyKeys } from '../../db/schema/index.js';

export interface IdempotencyScope {
  companyId: number;
  userId: number;
  key: string;
}

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

const scopeIs = ({ companyId, userId, key }: IdempotencyScope) =>
  and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

export const idempotencyRepository = {
  /** Takes the key for a first request; answers false when the key is already known (the primary key decides). */
  async claim(tx: DbOrTx, scope: IdempotencyScope, requestHash: string): Promise<boolean> {
    const rows = await tx
      .insert(idempotencyKeys)
      .values({ ...scope, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return rows.length === 1;
  },

  /**
   * Takes over a key whose request never finished (its process died before answering), once it is older than
   * `staleBefore`. Only one retry can win: the update matches the old timestamp.
   */
  async reclaimAbandoned(tx: DbOrTx, scope: IdempotencyScope, requestHash: string, staleBefore: Date): Promise<boolean> {
    const rows = await tx
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()` })
      .where(
        and(
          scopeIs(scope),
          eq(idempotencyKeys.requestHash, requestHash),
          isNull(idempotencyKeys.responseStatus),
          lt(idempotencyKeys.createdAt, staleBefore),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return rows.length === 1;
  },

  async find(tx: DbOrTx, scope: IdempotencyScope): Promise<IdempotencyRow | undefined> {
    const [row] = await tx.select().from(idempotencyKeys).where(scopeIs(scope));
    return row;
  },

  async saveAnswer(tx: DbOrTx, scope: IdempotencyScope, status: number, body: unknown): Promise<void> {
    await tx.update(idempotencyKeys).set({ responseStatus: status, responseBody: body }).where(scopeIs(scope));
  },

  async release(tx: DbOrTx, scope: IdempotencyScope): Promise<void> {
    await tx.delete(idempotencyKeys).where(scopeIs(scope));
  },

  /** Housekeeping across every company: answers are kept for a day. */
  async pruneOlderThan(tx: DbOrTx, before: Date): Promise<void> {
    await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
  },
};
