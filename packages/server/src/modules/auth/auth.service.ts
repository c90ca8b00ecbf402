import { randomUUID } from 'node:crypto';
import {
  isSubscriptionExpired,
  type AccessTokenClaims,
  type LoginRequest,
  type Profile,
  type SessionEndReason,
  type SessionKind,
  type SessionUser,
} from '@guiche/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import { companiesWriter } from '../companies/index.js';
import { settingsReader } from '../settings/index.js';
import { toCompanySettings } from '../settings/company-settings.js';
import { loadSessionUser } from '../users/session-user.js';
import { authRepository, type AuthState, type RefreshTokenRow } from './auth.repository.js';
import { verifyPassword } from './password.js';
import {
  REFRESH_TOKEN_TTL_MS,
  type TokenService,
  hashRefreshToken,
  newRefreshToken,
  type TokenAudience,
} from './tokens.js';

/** Who is calling, as every authenticated request and socket knows it. */
export interface RequestAuth {
  userId: number;
  companyId: number;
  profile: Profile;
  super: boolean;
  sessionId: string;
  /** The caller's address (request.ip, read per TRUST_PROXY), which the audit trail records; absent off HTTP. */
  ip?: string | undefined;
}

export interface ClientMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export interface IssuedSession {
  token: string;
  publicToken: string;
  /** For the httpOnly socket cookie (see TokenAudience). */
  socketCookieToken: string;
  user: SessionUser;
  refreshToken: string;
  sessionId: string;
}

/**
 * Two tabs of one browser may refresh with the same cookie at once; a token reused within this window is treated
 * as that race and answered what its rotation answered, instead of revoking the session.
 */
const CONCURRENT_REFRESH_GRACE_MS = 10_000;

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly events: DomainEvents,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async login(input: LoginRequest, meta: ClientMeta): Promise<IssuedSession> {
    const account = await authRepository.findCredentialsByEmail(this.db, input.email);
    const valid = await verifyPassword(account?.passwordHash, input.password);
    if (!account || !valid) throw new AppError('ERR_INVALID_CREDENTIALS');
    // An expired company still logs in: its session is billing-only (see isBillingOnly), so it can pay.
    this.assertCompanyActive(account);

    const sessionId = randomUUID();
    const kind: SessionKind = input.sessionKind ?? 'browser';
    // Spec 1: one live session per account. With appSession the company allows one of each kind (a browser and the
    // installed app), so a login ends only the user's sessions of its own kind.
    const onePerKind = toCompanySettings(await settingsReader.findRow(this.db, account.companyId)).appSession;
    const now = this.now();
    const { refreshToken, tokenVersion, replaced } = await this.db.transaction(async (tx) => {
      // Bumped first: the user's row lock orders two logins at once (two servers each past the password check), so
      // the later one's revocation sees the session the earlier one stored; revoking first, each could see none.
      const tokenVersion = await authRepository.bumpTokenVersion(tx, account.companyId, account.userId);
      const replaced = await authRepository.revokeUserSessions(tx, account.companyId, account.userId, now, {
        reason: 'replaced',
        kind: onePerKind ? kind : undefined,
      });
      // A session's first refresh token is random; the later ones are derived from it (see refresh).
      const { raw: refreshToken, hash } = newRefreshToken();
      await this.storeRefreshToken(tx, { ...account, kind }, sessionId, meta, hash);
      await companiesWriter.touchLastLogin(tx, account.companyId, now);
      return { refreshToken, tokenVersion, replaced };
    });
    this.events.emit('auth.sessionStarted', { companyId: account.companyId, userId: account.userId, sessionId });
    for (const oldSession of replaced) {
      this.events.emit('auth.sessionEnded', {
        companyId: account.companyId,
        userId: account.userId,
        sessionId: oldSession,
        reason: 'replaced',
        replacedBy: sessionId,
      });
    }
    return this.issue({ ...account, tokenVersion }, sessionId, refreshToken);
  }

  /**
   * Rotates the refresh token: it is marked used and its successor (TokenService.successorOf) joins the family, in
   * one transaction, so a used token always has its successor stored. A used token presented again is served only
   * as the twin of its rotation: within the grace and while the successor is unused, it gets that same successor,
   * never a token of its own (a second live token would be a second session). Any other reuse is a replay.
   */
  async refresh(rawToken: string | undefined, meta: ClientMeta): Promise<IssuedSession> {
    if (!rawToken) throw new AppError('ERR_SESSION_EXPIRED');
    const hash = hashRefreshToken(rawToken);
    const successor = this.tokens.successorOf(rawToken);
    const now = this.now();
    const rotated = await this.db.transaction(async (tx) => {
      const claimed = await authRepository.claimRefreshToken(tx, hash, now);
      if (!claimed) return undefined;
      const state = await this.liveState(tx, claimed);
      await this.storeRefreshToken(tx, { ...state, kind: claimed.kind }, claimed.familyId, meta, successor.hash);
      return { state, familyId: claimed.familyId };
    });
    if (rotated) return this.issue(rotated.state, rotated.familyId, successor.raw);

    const row = await authRepository.findRefreshToken(this.db, hash);
    if (!row || row.expiresAt <= now) throw new AppError('ERR_SESSION_EXPIRED');
    // A session replaced by a login elsewhere says so, e.g. to a phone that slept through it; spec clients see a 401.
    if (row.revokedAt) throw sessionEndedError(row.revokedReason);
    const usedAgo = now.getTime() - (row.usedAt?.getTime() ?? 0);
    if (usedAgo > CONCURRENT_REFRESH_GRACE_MS) {
      // A rotated token came back: it was stolen or replayed. End the whole session.
      await this.endSession(row.companyId, row.userId, row.familyId, 'replayed');
      throw new AppError('ERR_SESSION_EXPIRED');
    }
    const next = await authRepository.findRefreshToken(this.db, successor.hash);
    // Served only as the twin of its rotation: that same successor, while it is live and unused. Once the successor
    // has rotated in turn the session has moved on and this token is dead; refused without ending the session, as a
    // late duplicate of a request cannot be told from a theft within the grace.
    if (!next || next.usedAt || next.revokedAt || next.familyId !== row.familyId)
      throw new AppError('ERR_SESSION_EXPIRED');
    return this.issue(await this.liveState(this.db, row), row.familyId, successor.raw);
  }

  async logout(auth: RequestAuth): Promise<void> {
    await this.endSession(auth.companyId, auth.userId, auth.sessionId, 'logout');
  }

  /** Verifies a token and that its session is still the user's live one. */
  async authenticate(token: string, audience: TokenAudience): Promise<RequestAuth & { state: AuthState }> {
    const claims = await this.tokens.verify(token, audience);
    const state = await authRepository.findAuthState(this.db, claims.companyId, claims.id);
    if (!state) throw new AppError('ERR_SESSION_EXPIRED');
    if (state.tokenVersion !== claims.tv) throw await this.staleTokenError(claims, audience);
    return {
      userId: state.userId,
      companyId: state.companyId,
      profile: state.profile,
      super: state.super,
      sessionId: claims.sid,
      state,
    };
  }

  /** Throws when the company may not be signed into at all: it is inactive (super admins excepted). */
  assertCompanyActive(state: Pick<AuthState, 'companyActive' | 'super'>): void {
    if (!state.super && !state.companyActive) throw new AppError('ERR_NO_PERMISSION');
  }

  /**
   * A session of a company past its due date is billing-only: it logs in and refreshes, but reaches only the routes
   * marked allowExpiredSubscription (its invoices, the checkout, logout) and its socket hears only the payment event,
   * so an expired company can always pay its way back in (spec 1 §4 sends it to /financeiro-aberto). Company 1 and
   * super administrators never expire.
   */
  isBillingOnly(state: Pick<AuthState, 'companyId' | 'companyDueDate' | 'super'>): boolean {
    return !state.super && isSubscriptionExpired(state.companyId, state.companyDueDate, this.now());
  }

  /** Throws when the company may not be used beyond billing: inactive, or its subscription expired. */
  assertCompanyUsable(state: Pick<AuthState, 'companyId' | 'companyDueDate' | 'companyActive' | 'super'>): void {
    this.assertCompanyActive(state);
    if (this.isBillingOnly(state)) {
      throw new AppError('ERR_SUBSCRIPTION_EXPIRED', { dueDate: state.companyDueDate ?? undefined });
    }
  }

  /**
   * The user's token version is per user, so it moves whenever any of their sessions ends or starts. A session that
   * is still live (the other kind's, with appSession) is answered 403 ERR_SESSION_EXPIRED: refresh once and retry
   * (spec 1 §4), which issues tokens of the new version. An ended one is answered 401, saying why when it was
   * replaced. Only to HTTP calls: those clients log out on any 401, while a socket.io client sees nothing but the
   * refusal's message, where spec 1 §7 clients know ERR_SESSION_EXPIRED (ours refreshes and learns it there).
   */
  private async staleTokenError(claims: AccessTokenClaims, audience: TokenAudience): Promise<AppError> {
    const session = await authRepository.findSessionState(this.db, claims.companyId, claims.sid, this.now());
    if (session.live) return new AppError('ERR_SESSION_EXPIRED', {}, 403);
    return audience === 'api' ? sessionEndedError(session.endedBy) : new AppError('ERR_SESSION_EXPIRED');
  }

  private async endSession(
    companyId: number,
    userId: number,
    sessionId: string,
    reason: Exclude<SessionEndReason, 'replaced'>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await authRepository.revokeFamily(tx, companyId, sessionId, this.now(), reason);
      // Access and socket tokens of the ended session stop working at once.
      await authRepository.bumpTokenVersion(tx, companyId, userId);
    });
    this.events.emit('auth.sessionEnded', { companyId, userId, sessionId, reason });
  }

  /** The user and company of a refresh token's session, if they may still be signed into. */
  private async liveState(tx: DbOrTx, token: Pick<RefreshTokenRow, 'companyId' | 'userId'>): Promise<AuthState> {
    const state = await authRepository.findAuthState(tx, token.companyId, token.userId);
    if (!state) throw new AppError('ERR_SESSION_EXPIRED');
    this.assertCompanyActive(state);
    return state;
  }

  private async storeRefreshToken(
    tx: DbOrTx,
    session: Pick<AuthState, 'companyId' | 'userId'> & { kind: SessionKind },
    familyId: string,
    meta: ClientMeta,
    tokenHash: string,
  ): Promise<void> {
    await authRepository.insertRefreshToken(tx, session.companyId, {
      tokenHash,
      familyId,
      userId: session.userId,
      kind: session.kind,
      expiresAt: new Date(this.now().getTime() + REFRESH_TOKEN_TTL_MS),
      userAgent: meta.userAgent?.slice(0, 300),
      ip: meta.ip,
    });
  }

  private async issue(state: AuthState, sessionId: string, refreshToken: string): Promise<IssuedSession> {
    const claims = {
      id: state.userId,
      companyId: state.companyId,
      profile: state.profile,
      super: state.super,
      sid: sessionId,
      tv: state.tokenVersion,
    };
    const [token, publicToken, socketCookieToken, user] = await Promise.all([
      this.tokens.sign(claims, 'api'),
      this.tokens.sign(claims, 'socket'),
      this.tokens.sign(claims, 'socket-cookie'),
      loadSessionUser(this.db, state.companyId, state.userId),
    ]);
    return { token, publicToken, socketCookieToken, user, refreshToken, sessionId };
  }
}

/** The 401 of a session that has ended: ERR_SESSION_REPLACED when a login elsewhere replaced it. */
function sessionEndedError(reason: SessionEndReason | null): AppError {
  return new AppError(reason === 'replaced' ? 'ERR_SESSION_REPLACED' : 'ERR_SESSION_EXPIRED');
}
