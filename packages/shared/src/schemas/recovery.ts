import { z } from 'zod';
import { phoneField } from '../phones.js';
import { writeBody } from './liberal.js';
import { strongPasswordField } from './signup.js';

/** Digits of a recovery code: sent by WhatsApp, typed by the user. */
export const RECOVERY_CODE_LENGTH = 6;
/** Spec 2 §4 and §9: at most 3 attempts per code. */
export const RECOVERY_MAX_ATTEMPTS = 3;
export const RECOVERY_CODE_TTL_MS = 10 * 60_000;

/** The registered WhatsApp number (users.wpp), in its stored form. */
export const recoveryNumberField = () => phoneField();

/** POST /api/enviar-email. */
export const recoverySendSchema = writeBody({ wpp: recoveryNumberField() });

/** GET /api/verificar-code/{wpp}?code=… */
export const recoveryVerifyParamsSchema = z.object({ wpp: recoveryNumberField() });
export const recoveryVerifyQuerySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${RECOVERY_CODE_LENGTH}}$`), { message: 'validation.recoveryCode' }),
});

/** The answer to a right code: the short-lived token the password change needs (never a bare user id). */
export const recoveryVerifiedSchema = z.object({ recoveryToken: z.string() });
export type RecoveryVerified = z.infer<typeof recoveryVerifiedSchema>;

/** PUT /api/atualizar-senha. */
export const recoveryUpdateSchema = writeBody({
  recoveryToken: z.string().min(1).max(200),
  newPassword: strongPasswordField(),
});
export type RecoveryUpdateInput = z.infer<typeof recoveryUpdateSchema>;
