import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { RECOVERY_CODE_TTL_MS, RECOVERY_MAX_ATTEMPTS } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { EventSink } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import { secretEquals } from '../../security/secret-equals.js';
import { authWriter } from '../auth/index.js';
import { hashPassword } from '../auth/password.js';
import { usersWriter } from '../users/index.js';
import { passwordRecoveryRepository as repository } from './password-recovery.repository.js';
import { verificationCodeText, type PlatformChannel, type PlatformMessenger } from './platform-messenger.js';
import { CODE_RESEND_COOLDOWN_MS, newVerificationCode } from './verification-code.js';

/** How long the right code's token may wait for the new password. */
const TOKEN_TTL_MS = 10 * 60_000;

/** Runs work once the answer is on its way (the default: after the current turn of the event loop). */
export type AfterAnswer = (task: () => Promise<void>) => void;
const afterThisTurn: AfterAnswer = (task) => setImmediate(() => void task());

type Verdict =
  | { token: string }
  | { error: 'ERR_RECOVERY_CODE_EXPIRED' | 'ERR_RECOVERY_CODE_INVALID' | 'ERR_RECOVERY_ATTEMPTS_EXCEEDED' };

/**
 * Password recovery by a code sent to the account's WhatsApp number (spec 2 "Password recovery", with the changes in
 * docs/spec-deviations.md): the code never leaves the server but by WhatsApp, it is stored as an HMAC, lives 10
 * minutes and takes 3 attempts; the right code gives a short-lived token, and only that token changes the password.
 * Every answer is the same whether or not the number names an account.
 */
export class PasswordRecoveryService {
  constructor(
    private readonly db: Db,
    private readonly events: EventSink,
    private readonly messenger: Pick<PlatformMessenger, 'channel' | 'send'>,
    private readonly secret: string,
    private readonly logger: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
    private readonly afterAnswer: AfterAnswer = afterThisTurn,
  ) {}

  /**
   * POST /api/enviar-email: a new code for the number, sent if the number names one account. A known and an unknown
   * number take the same steps up to the answer (the channel check, the same two reads, the same write); the send,
   * the one step only a known number takes, runs after the answer, so the answer's timing tells nothing (finding 11).
   */
  async sendCode(number: string): Promise<void> {
    // Whether a code can go out at all does not depend on the number: refused alike for every number.
    const channel = await this.messenger.channel();
    const now = this.now();
    const current = await repository.findByNumber(this.db, number);
    if (current && now.getTime() - current.createdAt.getTime() < CODE_RESEND_COOLDOWN_MS) return;
    const userId = await repository.findRecoveryAccount(this.db, number);
    const code = newVerificationCode();
    const codeHash = this.hmac('code', code);
    await repository.replace(this.db, {
      wpp: number,
      userId,
      codeHash,
      expiresAt: new Date(now.getTime() + RECOVERY_CODE_TTL_MS),
      createdAt: now,
    });
    if (userId !== null) this.afterAnswer(() => this.deliver(channel, number, code, codeHash));
  }

  /**
   * Sends the code, after the answer. A code that could not be sent may be asked for again at once, instead of after
   * the cooldown of a code nobody received.
   */
  private async deliver(channel: PlatformChannel, number: string, code: string, codeHash: string): Promise<void> {
    try {
      await this.messenger.send(channel, number, verificationCodeText(code));
    } catch (error) {
      this.logger.warn({ err: error }, 'password recovery code could not be sent');
      await repository
        .allowResend(this.db, number, codeHash)
        .catch((failure: unknown) => this.logger.warn({ err: failure }, 'unsent recovery code kept its cooldown'));
    }
  }

  /** GET /api/verificar-code/{wpp}: the right code answers the token; a wrong one uses up an attempt. */
  async verifyCode(number: string, code: string): Promise<{ recoveryToken: string }> {
    // The attempt is counted in the same transaction that reads it, and stays counted: the verdict is thrown after.
    const verdict = await this.db.transaction(async (tx): Promise<Verdict> => {
      const row = await repository.lockByNumber(tx, number);
      const now = this.now();
      if (!row || row.expiresAt <= now || row.tokenHash !== null) return { error: 'ERR_RECOVERY_CODE_EXPIRED' };
      if (row.attempts >= RECOVERY_MAX_ATTEMPTS) return { error: 'ERR_RECOVERY_ATTEMPTS_EXCEEDED' };
      if (!secretEquals(row.codeHash, this.hmac('code', code))) {
        await repository.recordAttempt(tx, row.id);
        return {
          error:
            row.attempts + 1 >= RECOVERY_MAX_ATTEMPTS ? 'ERR_RECOVERY_ATTEMPTS_EXCEEDED' : 'ERR_RECOVERY_CODE_INVALID',
        };
      }
      const token = randomBytes(32).toString('base64url');
      await repository.setToken(tx, row.id, this.hmac('token', token), new Date(now.getTime() + TOKEN_TTL_MS));
      return { token };
    });
    if ('error' in verdict) throw new AppError(verdict.error);
    return { recoveryToken: verdict.token };
  }

  /** PUT /api/atualizar-senha: the verified token, once, sets the new password and ends the account's sessions. */
  async updatePassword(recoveryToken: string, newPassword: string): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    const now = this.now();
    const changed = await this.db.transaction(async (tx) => {
      const row = await repository.takeByToken(tx, this.hmac('token', recoveryToken));
      if (!row?.userId || !row.tokenExpiresAt || row.tokenExpiresAt <= now) return undefined;
      const companyId = await repository.companyOfUser(tx, row.userId);
      if (companyId === undefined) return undefined;
      await usersWriter.update(tx, companyId, row.userId, { passwordHash });
      const ended = await authWriter.revokeUserSessions(tx, companyId, row.userId, now);
      await authWriter.bumpTokenVersion(tx, companyId, row.userId);
      return { companyId, userId: row.userId, ended };
    });
    if (!changed) throw new AppError('ERR_RECOVERY_CODE_EXPIRED');
    // Their sockets close and their devices stop receiving pushes, as after a logout.
    const { companyId, userId, ended } = changed;
    for (const sessionId of ended)
      this.events.emit('auth.sessionEnded', { companyId, userId, sessionId, reason: 'revoked' });
  }

  private hmac(purpose: 'code' | 'token', value: string): string {
    return createHmac('sha256', this.secret).update(`password-recovery:${purpose}:${value}`).digest('base64url');
  }
}
