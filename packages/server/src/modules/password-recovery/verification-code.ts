import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_LENGTH } from '@guiche/shared';

/** A number gets one new code per minute at most, however often it is asked for (recovery and sign-up alike). */
export const CODE_RESEND_COOLDOWN_MS = 60_000;

/** A fresh code of RECOVERY_CODE_LENGTH digits, leading zeros kept, from a cryptographic source. */
export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** RECOVERY_CODE_LENGTH)).padStart(RECOVERY_CODE_LENGTH, '0');
}
