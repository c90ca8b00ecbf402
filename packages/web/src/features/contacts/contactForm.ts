import type { z } from 'zod';
import {
  contactFormSchema,
  displayPhone,
  isValidPhone,
  MASK_CHAR,
  phoneToSend,
  type ContactFormInput,
  type ContactView,
  type PhoneRegion,
} from '@guiche/shared';

/**
 * The contact modal's form, validated by the shared rules of spec 1 §5 (name 2–50, email valid when given) and the
 * phone rules the contacts service applies, in the person's region (Mexico for Spanish): a valid number, or the
 * contact's own number as the form showed it (a group's id, a masked number), which is kept.
 */
export function contactModalSchema(region: PhoneRegion, contact: ContactView | null = null) {
  const shown = contact ? shownNumber(contact.number, region) : undefined;
  return contactFormSchema.extend({
    number: contactFormSchema.shape.number.refine((typed) => typed === shown || isValidPhone(typed, region), {
      message: 'validation.invalidPhone',
    }),
  });
}
export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactFormOutput = z.output<typeof contactFormSchema>;

/** A contact's number as its form shows it: national for the region's numbers, international otherwise (phones.ts). */
export function shownNumber(number: string | null, region: PhoneRegion): string {
  return number === null ? '' : displayPhone(number, region);
}

export interface ContactInitialValues {
  name?: string;
  number?: string;
}

/** The server hides part of a number ('55119••••4321') from profile user when lgpdHideNumber is on. */
export function isMaskedNumber(number: string | null | undefined): boolean {
  return typeof number === 'string' && number.includes(MASK_CHAR);
}

export function formValuesOf(
  contact: ContactView | null,
  region: PhoneRegion,
  initial: ContactInitialValues = {},
): ContactFormValues {
  return {
    name: contact?.name ?? initial.name ?? '',
    number: contact ? shownNumber(contact.number, region) : (initial.number ?? ''),
    email: contact?.email ?? '',
    extraInfo: (contact?.extraInfo ?? []).map(({ id, name, value }) => ({ id, name, value })),
  };
}

/** The number as typed, read in the region and sent with its '+', which the server reads in no region of its own. */
export function createPayload(values: ContactFormOutput, region: PhoneRegion): ContactFormInput {
  return {
    name: values.name,
    number: phoneToSend(values.number, region),
    email: values.email ?? '',
    extraInfo: values.extraInfo ?? [],
  };
}

/**
 * What PUT /contacts/{id} sends. A number left as the form showed it stays out of it: it may be only a mask of the
 * real one, or a group's id that is no phone.
 */
export function updatePayload(
  values: ContactFormOutput,
  contact: ContactView,
  region: PhoneRegion,
): Partial<ContactFormInput> {
  const { number, ...rest } = createPayload(values, region);
  return values.number === shownNumber(contact.number, region) ? rest : { ...rest, number };
}

/** Fields of the form a server validation issue may point at ('name', 'extraInfo.0.value', …). */
export type ContactFormField = 'name' | 'number' | 'email' | `extraInfo.${number}.name` | `extraInfo.${number}.value`;

export function isContactFormField(path: string): path is ContactFormField {
  return /^(name|number|email|extraInfo\.\d+\.(name|value))$/.test(path);
}
