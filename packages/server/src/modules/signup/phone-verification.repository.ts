import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { phoneVerifications, users } from '../../db/schema/index.js';

export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;

/**
 * Sign-up comes before any company exists: its number lookups run across the platform (every other repository takes
 * a companyId). Numbers are digits with country code.
 */
export const phoneVerificationRepository = {
  async findByNumber(tx: DbOrTx, number: string): Promise<PhoneVerificationRow | undefined> {
    const [row] = await tx.select().from(phoneVerifications).where(eq(phoneVerifications.wpp, number));
    return row;
  },

  async lockByNumber(tx: DbOrTx, number: string): Promise<PhoneVerificationRow | undefined> {
    const [row] = await tx.select().from(phoneVerifications).where(eq(phoneVerifications.wpp, number)).for('update');
    return row;
  },

  /** A new code for the number replaces the one it had, attempts included. */
  async replace(
    tx: DbOrTx,
    values: Pick<PhoneVerificationRow, 'wpp' | 'codeHash' | 'expiresAt' | 'createdAt'>,
  ): Promise<void> {
    const fresh = { ...values, attempts: 0 };
    await tx
      .insert(phoneVerifications)
      .values(fresh)
      .onConflictDoUpdate({ target: phoneVerifications.wpp, set: fresh });
  },

  async recordAttempt(tx: DbOrTx, id: number): Promise<void> {
    await tx
      .update(phoneVerifications)
      .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
      .where(eq(phoneVerifications.id, id));
  },

  /** Drops the number's code: used by the account it verified, or never sent. */
  async drop(tx: DbOrTx, number: string, codeHash: string): Promise<void> {
    await tx
      .delete(phoneVerifications)
      .where(and(eq(phoneVerifications.wpp, number), eq(phoneVerifications.codeHash, codeHash)));
  },

  /** Whether any account's WhatsApp number (stored with or without Brazil's 55) or verified number is `number`. */
  async numberInUse(tx: DbOrTx, number: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        sql`${users.verifiedWpp} = ${number} or ${users.wpp} = ${number} or (length(${users.wpp}) in (10, 11) and '55' || ${users.wpp} = ${number})`,
      )
      .limit(1);
    return row !== undefined;
  },

  /** The new admin verified the number: recovery codes for it go to this account alone (users_verified_wpp_key). */
  async markVerified(tx: DbOrTx, companyId: number, userId: number, number: string): Promise<void> {
    await tx
      .update(users)
      .set({ verifiedWpp: number })
      .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  },
};
