import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { passwordRecoveries, users } from '../../db/schema/index.js';

export type RecoveryRow = typeof passwordRecoveries.$inferSelect;
export type NewRecovery = Pick<RecoveryRow, 'wpp' | 'userId' | 'codeHash' | 'expiresAt' | 'createdAt'>;

/**
 * Password recovery is the one flow before a login, so before any company is known: its lookups run across the
 * platform by WhatsApp number (every other repository takes a companyId).
 */
export const passwordRecoveryRepository = {
  /**
   * The account a recovery code for `number` (digits with country code) is for: the one that verified the number at
   * sign-up (one at most: users_verified_wpp_key) while its WhatsApp number is still that one, else the only account
   * whose number it is, stored with or without Brazil's 55. A number of several accounts, none verified, names none:
   * it cannot say whose password is meant. One statement whatever the number, so both answers take the same time.
   */
  async findRecoveryAccount(tx: DbOrTx, number: string): Promise<number | null> {
    const rows = await tx
      .select({ id: users.id, verified: sql<boolean>`coalesce(${users.verifiedWpp} = ${number}, false)` })
      .from(users)
      .where(sql`${users.wpp} = ${number} or (length(${users.wpp}) in (10, 11) and '55' || ${users.wpp} = ${number})`)
      .orderBy(sql`coalesce(${users.verifiedWpp} = ${number}, false) desc`, users.id)
      .limit(2);
    const [first] = rows;
    return first && (first.verified || rows.length === 1) ? first.id : null;
  },

  async findByNumber(tx: DbOrTx, number: string): Promise<RecoveryRow | undefined> {
    const [row] = await tx.select().from(passwordRecoveries).where(eq(passwordRecoveries.wpp, number));
    return row;
  },

  async lockByNumber(tx: DbOrTx, number: string): Promise<RecoveryRow | undefined> {
    const [row] = await tx.select().from(passwordRecoveries).where(eq(passwordRecoveries.wpp, number)).for('update');
    return row;
  },

  /** A new code for the number replaces whatever recovery it had (its attempts and token included). */
  async replace(tx: DbOrTx, values: NewRecovery): Promise<void> {
    const fresh = { ...values, attempts: 0, tokenHash: null, tokenExpiresAt: null };
    await tx
      .insert(passwordRecoveries)
      .values(fresh)
      .onConflictDoUpdate({ target: passwordRecoveries.wpp, set: fresh });
  },

  /**
   * Lifts the resend cooldown of the number's code if it is still `codeHash` and unused (it could not be sent). The
   * row stays, so that guessing answers as it does for a number that names no account.
   */
  async allowResend(tx: DbOrTx, number: string, codeHash: string): Promise<void> {
    await tx
      .update(passwordRecoveries)
      .set({ createdAt: new Date(0) })
      .where(
        and(
          eq(passwordRecoveries.wpp, number),
          eq(passwordRecoveries.codeHash, codeHash),
          isNull(passwordRecoveries.tokenHash),
        ),
      );
  },

  async recordAttempt(tx: DbOrTx, id: number): Promise<void> {
    await tx
      .update(passwordRecoveries)
      .set({ attempts: sql`${passwordRecoveries.attempts} + 1` })
      .where(eq(passwordRecoveries.id, id));
  },

  async setToken(tx: DbOrTx, id: number, tokenHash: string, tokenExpiresAt: Date): Promise<void> {
    await tx.update(passwordRecoveries).set({ tokenHash, tokenExpiresAt }).where(eq(passwordRecoveries.id, id));
  },

  /** Takes the recovery its token names, once: the row is gone afterwards, so a token changes one password. */
  async takeByToken(tx: DbOrTx, tokenHash: string): Promise<RecoveryRow | undefined> {
    const [row] = await tx.delete(passwordRecoveries).where(eq(passwordRecoveries.tokenHash, tokenHash)).returning();
    return row;
  },

  async companyOfUser(tx: DbOrTx, userId: number): Promise<number | undefined> {
    const [row] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
    return row?.companyId;
  },
};
