import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { perHandle } from '../../db/prepared.js';
import { idempotencyKeys } from '../../db/schema/index.js';
import { rawQuery } from '../../db/raw-rows.js';
import { Coalescer } from '../../lib/coalescer.js';

export interface IdempotencyScope {
  companyId: number;
  userId: number;
  key: string;
}

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export interface IdempotencyClaim {
  scope: IdempotencyScope;
  requestHash: string;
}

export interface IdempotencyAnswer {
  scope: IdempotencyScope;
  status: number;
  body: unknown;
}

/** A scope as one string: what tells keys apart (the primary key's columns). */
export const scopeKeyOf = ({ companyId, userId, key }: IdempotencyScope) => `${companyId}:${userId}:${key}`;

const scopeIs = ({ companyId, userId, key }: IdempotencyScope) =>
  and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

export const idempotencyRepository = {
  /**
   * Takes the keys of first requests, in one statement; answers the scopes taken (scopeKeyOf). A key already known
   * is not taken: the primary key decides, whoever asked at the same time.
   */
  async claimMany(tx: DbOrTx, claims: readonly IdempotencyClaim[]): Promise<Set<string>> {
    const rows = await tx
      .insert(idempotencyKeys)
      .values(claims.map(({ scope, requestHash }) => ({ ...scope, requestHash })))
      .onConflictDoNothing()
      .returning({ companyId: idempotencyKeys.companyId, userId: idempotencyKeys.userId, key: idempotencyKeys.key });
    return new Set(rows.map(scopeKeyOf));
  },

  /**
   * Takes the key of one first request, as claimMany does; answers whether it did. Every keyed request claims: under
   * load, the claims of requests in flight together on one handle are written by one statement (Coalescer).
   */
  claim(db: DbOrTx, claim: IdempotencyClaim): Promise<boolean> {
    return claimsTogether(db).submit(claim);
  },

  async find(tx: DbOrTx, scope: IdempotencyScope): Promise<IdempotencyRow | undefined> {
    const [row] = await tx.select().from(idempotencyKeys).where(scopeIs(scope));
    return row;
  },

  /** Stores the answers of first requests, in one statement (a JSON null body is stored as no body). */
  async saveAnswers(tx: DbOrTx, answers: readonly IdempotencyAnswer[]): Promise<void> {
    const rows = answers.map(({ scope, status, body }) => ({
      company_id: scope.companyId,
      user_id: scope.userId,
      key: scope.key,
      status,
      body,
    }));
    await rawQuery(
      tx,
      sql`
      update idempotency_keys k set response_status = v.status, response_body = v.body
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(company_id int, user_id int, key text, status smallint, body jsonb)
      where k.company_id = v.company_id and k.user_id = v.user_id and k.key = v.key`,
    );
  },

  /** Stores one first request's answer, as saveAnswers does, with those of requests in flight together (see claim). */
  async saveAnswer(db: DbOrTx, answer: IdempotencyAnswer): Promise<void> {
    await answersTogether(db).submit(answer);
  },

  async release(tx: DbOrTx, scope: IdempotencyScope): Promise<void> {
    await tx.delete(idempotencyKeys).where(scopeIs(scope));
  },

  /** Housekeeping across every company: answers are kept for a day. */
  async pruneOlderThan(tx: DbOrTx, before: Date): Promise<void> {
    await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
  },
};

const claimsTogether = perHandle(
  (db) =>
    new Coalescer<IdempotencyClaim, boolean>(
      async (batch) => {
        const firsts = new Map<string, IdempotencyClaim>();
        for (const claim of batch) if (!firsts.has(scopeKeyOf(claim.scope))) firsts.set(scopeKeyOf(claim.scope), claim);
        const taken = await idempotencyRepository.claimMany(db, [...firsts.values()]);
        // Of two requests with one key in one batch, the first asked takes it; the other finds it taken, as it would a moment later.
        return batch.map(
          (claim) => firsts.get(scopeKeyOf(claim.scope)) === claim && taken.has(scopeKeyOf(claim.scope)),
        );
      },
      { isolateFailures: true },
    ),
);
const answersTogether = perHandle(
  (db) =>
    new Coalescer<IdempotencyAnswer, void>(
      async (batch) => {
        await idempotencyRepository.saveAnswers(db, batch);
        return batch.map(() => undefined);
      },
      { isolateFailures: true },
    ),
);
