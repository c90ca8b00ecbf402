import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SessionEndReason, SessionKind } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { companies, refreshTokens, users } from '../../db/schema/index.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** What every authenticated request needs to know about its user and company. */
export interface AuthState {
  userId: number;
  companyId: number;
  profile: 'admin' | 'supervisor' | 'user';
  super: boolean;
  tokenVersion: number;
  companyDueDate: string | null;
  companyActive: boolean;
}

const authStateColumns = {
  userId: users.id,
  companyId: users.companyId,
  profile: users.profile,
  super: users.super,
  tokenVersion: users.tokenVersion,
  companyDueDate: companies.dueDate,
  companyActive: companies.status,
};

export const authRepository = {
  /**
   * Login is the one lookup that crosses tenants: the email identifies the account and so its company.
   */
  async findCredentialsByEmail(tx: DbOrTx, email: string) {
    const [row] = await tx
      .select({ ...authStateColumns, passwordHash: users.passwordHash })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return row;
  },

  async findAuthState(tx: DbOrTx, companyId: number, userId: number): Promise<AuthState | undefined> {
    const [row] = await tx
      .select(authStateColumns)
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
    return row;
  },

  async bumpTokenVersion(tx: DbOrTx, companyId: number, userId: number): Promise<number> {
    const [row] = await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
      .returning({ tokenVersion: users.tokenVersion });
    if (!row) throw new Error(`user ${userId} of company ${companyId} vanished during login`);
    return row.tokenVersion;
  },

  async insertRefreshToken(
    tx: DbOrTx,
    companyId: number,
    values: {
      tokenHash: string;
      familyId: string;
      userId: number;
      kind: SessionKind;
      expiresAt: Date;
      userAgent?: string | undefined;
      ip?: string | undefined;
    },
  ): Promise<void> {
    await tx.insert(refreshTokens).values({ ...values, companyId });
  },

  /** Marks a live token used, atomically: of two concurrent refreshes with one token, only one claims it. */
  async claimRefreshToken(tx: DbOrTx, tokenHash: string, now: Date): Promise<RefreshTokenRow | undefined> {
    const [row] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          sql`${refreshTokens.expiresAt} > ${now}`,
        ),
      )
      .returning();
    return row;
  },

  async findRefreshToken(tx: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  },

  /**
   * Whether a session (a token family) is live and, when it is not, why it ended: null when it merely expired or
   * ended before reasons were kept. Revocation marks every token of the family at once, so a live one decides.
   */
  async findSessionState(
    tx: DbOrTx,
    companyId: number,
    familyId: string,
    now: Date,
  ): Promise<{ live: boolean; endedBy: SessionEndReason | null }> {
    const [row] = await tx
      .select({
        revokedAt: refreshTokens.revokedAt,
        revokedReason: refreshTokens.revokedReason,
        expiresAt: refreshTokens.expiresAt,
      })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.companyId, companyId), eq(refreshTokens.familyId, familyId)))
      .orderBy(desc(sql`${refreshTokens.revokedAt} is null`), desc(refreshTokens.expiresAt))
      .limit(1);
    if (!row) return { live: false, endedBy: null };
    return { live: !row.revokedAt && row.expiresAt > now, endedBy: row.revokedReason };
  },

  async revokeFamily(
    tx: DbOrTx,
    companyId: number,
    familyId: string,
    now: Date,
    reason: SessionEndReason,
  ): Promise<void> {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now, revokedReason: reason })
      .where(
        and(
          eq(refreshTokens.companyId, companyId),
          eq(refreshTokens.familyId, familyId),
          isNull(refreshTokens.revokedAt),
        ),
      );
  },

  /**
   * Revokes the user's live sessions, only those of `kind` when given; answers the families that were still live.
   * Without a reason it is an administrative revocation (a password reset).
   */
  async revokeUserSessions(
    tx: DbOrTx,
    companyId: number,
    userId: number,
    now: Date,
    { reason = 'revoked', kind }: { reason?: SessionEndReason; kind?: SessionKind | undefined } = {},
  ): Promise<string[]> {
    const rows = await tx
      .update(refreshTokens)
      .set({ revokedAt: now, revokedReason: reason })
      .where(
        and(
          eq(refreshTokens.companyId, companyId),
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          kind ? eq(refreshTokens.kind, kind) : undefined,
        ),
      )
      .returning({ familyId: refreshTokens.familyId });
    return [...new Set(rows.map((r) => r.familyId))];
  },
};
