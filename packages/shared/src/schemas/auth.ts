import { z } from 'zod';
import { SESSION_KINDS } from '../constants.js';
import { userSessionSchema } from './user.js';

/**
 * Validation messages are translation keys (namespace `validation`); the web shows the spec's texts for them,
 * e.g. validation.emailInvalid → 'Por favor, insira um email válido.'.
 */
export const loginRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'validation.emailInvalid' })),
  password: z.string().min(6, { message: 'validation.passwordMin6' }).max(128, { message: 'validation.tooLong' }),
  /**
   * Where the session runs: the installed app (display-mode standalone) or a browser tab. Absent means browser, as
   * spec clients send nothing; it matters only when the company allows one session of each (setting appSession).
   */
  sessionKind: z.enum(SESSION_KINDS).optional().catch(undefined),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  publicToken: z.string(),
  user: userSessionSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Claims of the access token. `sid` names the login session (refresh-token family). */
export interface AccessTokenClaims {
  id: number;
  companyId: number;
  profile: string;
  super: boolean;
  sid: string;
  tv: number;
}
