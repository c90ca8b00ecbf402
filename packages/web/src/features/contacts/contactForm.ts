import type { z } from 'zod';
import { contactFormSchema, MASK_CHAR, type ContactFormInput, type ContactView } from '@guiche/shared';

/**
 * The contact modal's form, validated by the shared rules of spec 1 §5 (name 2–50, number 8–50, email valid when
 * given), so the modal and the server refuse the same input with the same texts.
 */
export const contactModalSchema = contactFormSchema;
export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactFormOutput = z.output<typeof contactFormSchema>;

export interface ContactInitialValues {
  name?: string;
  number?: string;
}

/** The server hides part of a number ('55119••••4321') from profile user when lgpdHideNumber is on. */
export function isMaskedNumber(number: string | null | undefined): boolean {
  return typeof number === 'string' && number.includes(MASK_CHAR);
}

export function formValuesOf(contact: ContactView | null, initial: ContactInitialValues = {}): ContactFormValues {
  return {
    name: contact?.name ?? initial.name ?? '',
    number: contact?.number ?? initial.number ?? '',
    email: contact?.email ?? '',
    extraInfo: (contact?.extraInfo ?? []).map(({ id, name, value }) => ({ id, name, value })),
  };
}

export function createPayload(values: ContactFormOutput): ContactFormInput {
  return { name: values.name, number: values.number, email: values.email ?? '', extraInfo: values.extraInfo ?? [] };
}

/**
 * What PUT /contacts/{id} sends. A number the viewer only sees masked, and left as it was, stays out of it: sending
 * the mask back would overwrite the real number.
 */
export function updatePayload(values: ContactFormOutput, contact: ContactView): Partial<ContactFormInput> {
  const { number, ...rest } = createPayload(values);
  return isMaskedNumber(contact.number) && number === contact.number ? rest : { ...rest, number };
}

/** Fields of the form a server validation issue may point at ('name', 'extraInfo.0.value', …). */
export type ContactFormField = 'name' | 'number' | 'email' | `extraInfo.${number}.name` | `extraInfo.${number}.value`;

export function isContactFormField(path: string): path is ContactFormField {
  return /^(name|number|email|extraInfo\.\d+\.(name|value))$/.test(path);
}
