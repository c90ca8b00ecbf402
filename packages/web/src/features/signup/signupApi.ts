import { z } from 'zod';
import type { SignupInput } from '@guiche/shared';
import { api } from '../../api/client';
import { i18n } from '../../i18n';

const signupAnswerSchema = z.object({ companyId: z.number().int(), userId: z.number().int() });

/**
 * POST /auth/signup: public, so a refusal is shown as it is (no session to recover). The form's language sets the new
 * company's time zone (Monterrey for Spanish, spec 1 §9).
 */
export function signup(input: SignupInput): Promise<z.infer<typeof signupAnswerSchema>> {
  return api.post('/auth/signup', { ...input, language: i18n.language }, signupAnswerSchema, { recoverSession: false });
}

const sentSchema = z.object({ sent: z.boolean() });

/** POST /auth/signup/code: the sign-up's phone gets a code by WhatsApp, typed back as phoneCode. */
export async function requestSignupCode(phone: string): Promise<void> {
  await api.post('/auth/signup/code', { phone }, sentSchema, { recoverSession: false });
}
