import { z } from 'zod';
import { isValidRecordDocument, normalizeRecordDocument } from '../document.js';
import { phoneField } from '../phones.js';
import { emailField, idField, nameField } from './common.js';
import { requiredId, writeBody } from './liberal.js';

/** Spec 2 §5: the strength meter gives 33 points for 8+ characters, 33 for a lowercase and 34 for an uppercase letter. */
export const PASSWORD_STRENGTH_RULES = [
  { hint: 'length', points: 33, test: (password: string) => password.length >= 8 },
  { hint: 'lowercase', points: 33, test: (password: string) => /[a-z]/.test(password) },
  { hint: 'uppercase', points: 34, test: (password: string) => /[A-Z]/.test(password) },
] as const;

export function passwordStrength(password: string): number {
  return PASSWORD_STRENGTH_RULES.reduce((total, rule) => total + (rule.test(password) ? rule.points : 0), 0);
}

/** The sign-up (and new recovery) password: at least 8 characters with a lowercase and an uppercase letter. */
export const strongPasswordField = () =>
  z
    .string({ message: 'validation.required' })
    .max(128, { message: 'validation.tooLong' })
    .refine((password) => passwordStrength(password) === 100, { message: 'validation.weakPassword' });

/**
 * The sign-up's WhatsApp number, in its stored form: the spec's 11 digits (a Brazilian mobile with its area code), or
 * any valid number written with its country code.
 */
export const signupPhoneField = () => phoneField();

/** The company's document for its records: CPF/CNPJ, or CURP/RFC as the Spanish form labels it (spec 1 §9). */
export const documentField = () =>
  z
    .string({ message: 'validation.required' })
    .refine(isValidRecordDocument, { message: 'validation.invalidDocument' })
    .transform(normalizeRecordDocument);

/** POST /auth/signup/code: a code to the sign-up's WhatsApp number (docs/spec-deviations.md, "Sign-up"). */
export const signupCodeSchema = writeBody({ phone: signupPhoneField() });

/**
 * POST /auth/signup (spec 2 §3 Signup payload, plus phoneCode: the code sent to the phone's WhatsApp). companyId is
 * read from the page's query string and not used.
 */
export const signupSchema = writeBody({
  name: nameField(),
  email: emailField(),
  password: strongPasswordField(),
  phone: signupPhoneField(),
  // The code's RECOVERY_CODE_LENGTH digits (not imported: recovery.ts imports this file).
  phoneCode: z
    .string({ message: 'validation.required' })
    .trim()
    .regex(/^\d{6}$/, { message: 'validation.recoveryCode' }),
  document: documentField(),
  companyId: z.union([idField(), z.string(), z.null()]).optional(),
  companyName: nameField(),
  planId: requiredId({ message: 'validation.required' }),
  termo: z.literal(true, { message: 'validation.termsRequired' }),
  // The form's language (an addition to the spec's payload): the new company's zone follows it (spec 1 §9).
  language: z.string().max(16).optional().catch(undefined),
});
export type SignupInput = z.input<typeof signupSchema>;
export type SignupValues = z.output<typeof signupSchema>;
