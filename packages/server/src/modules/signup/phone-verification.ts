import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { RECOVERY_CODE_TTL_MS, RECOVERY_MAX_ATTEMPTS } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { secretEquals } from '../../security/secret-equals.js';
import { verificationCodeText, type PlatformMessenger } from '../password-recovery/platform-messenger.js';
import { CODE_RESEND_COOLDOWN_MS, newVerificationCode } from '../password-recovery/verification-code.js';
import { phoneVerificationRepository as repository } from './phone-verification.repository.js';

/**
 * Sign-up proves the WhatsApp number it registers (finding 6): a code goes to the number by the platform's own send
 * and forget path (never into an inbox), stored as an HMAC, 10 minutes and 3 attempts like a recovery code. Asking for
 * a code answers the same whether or not the number is in use; only the code's holder learns it is (at sign-up).
 */
export class PhoneVerification {
  constructor(
    private readonly db: Db,
    private readonly messenger: Pick<PlatformMessenger, 'channel' | 'send'>,
    private readonly secret: string,
    private readonly logger: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  /** POST /auth/signup/code: a code to the number (in its stored form), sent before the answer so that a failed send is told. */
  async sendCode(number: string): Promise<void> {
    const channel = await this.messenger.channel();
    const now = this.now();
    const current = await repository.findByNumber(this.db, number);
    if (current && now.getTime() - current.createdAt.getTime() < CODE_RESEND_COOLDOWN_MS) return;
    const code = newVerificationCode();
    const codeHash = this.hmac(number, code);
    await repository.replace(this.db, {
      wpp: number,
      codeHash,
      expiresAt: new Date(now.getTime() + RECOVERY_CODE_TTL_MS),
      createdAt: now,
    });
    try {
      await this.messenger.send(channel, number, verificationCodeText(code));
    } catch (error) {
      this.logger.warn({ err: error }, 'sign-up verification code could not be sent');
      // Nobody received it: the user may ask again at once.
      await repository.drop(this.db, number, codeHash);
      throw new AppError('ERR_VERIFICATION_CODE_NOT_SENT');
    }
  }

  /**
   * Whether `code` is the number's live code; a wrong one uses up an attempt, counted even though the sign-up fails.
   * Answers the code's hash, for `consumed` once the account exists.
   */
  async check(number: string, code: string): Promise<string> {
    const codeHash = this.hmac(number, code);
    const right = await this.db.transaction(async (tx) => {
      const row = await repository.lockByNumber(tx, number);
      if (!row || row.expiresAt <= this.now() || row.attempts >= RECOVERY_MAX_ATTEMPTS) return false;
      if (secretEquals(row.codeHash, codeHash)) return true;
      await repository.recordAttempt(tx, row.id);
      return false;
    });
    if (!right)
      throw new AppError('ERR_SIGNUP_CODE_INVALID', {
        issues: [{ path: 'phoneCode', message: 'errors.ERR_SIGNUP_CODE_INVALID' }],
      });
    return codeHash;
  }

  private hmac(number: string, code: string): string {
    return createHmac('sha256', this.secret).update(`signup-phone:${number}:${code}`).digest('base64url');
  }
}
