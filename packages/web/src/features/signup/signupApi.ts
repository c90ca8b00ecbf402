import { z } from 'zod';
import type { SignupInput } from '@guiche/shared';
import { api } from '../../api/client';

const signupAnswerSchema = z.object({ companyId: z.number().int(), userId: z.number().int() });

/** POST /auth/signup: public, so a refusal is shown as it is (no session to recover). */
export function signup(input: SignupInput): Promise<z.infer<typeof signupAnswerSchema>> {
  return api.post('/auth/signup', input, signupAnswerSchema, { recoverSession: false });
}

const sentSchema = z.object({ sent: z.boolean() });

/** POST /auth/signup/code: the sign-up's phone gets a code by WhatsApp, typed back as phoneCode. */
export async function requestSignupCode(phone: string): Promise<void> {
  await api.post('/auth/signup/code', { phone }, sentSchema, { recoverSession: false });
}
