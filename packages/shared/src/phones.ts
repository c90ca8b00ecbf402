// The 'min' metadata (about 80 kB) rather than 'max' (145 kB): this module is bundled into the web app, and 'max' only
// adds the per-type patterns (mobile, fixed line) we never ask for. With 'min', validity is checked by each country's
// lengths and general number pattern, which is what refusing a mistyped number needs.
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import type { Language } from './constants.js';
import { MASK_CHAR } from './lgpd.js';
import { emptyAsNull } from './schemas/liberal.js';

export type PhoneRegion = CountryCode;

/** Where a number typed without its country code is read: Brazil, the product's home. */
export const DEFAULT_PHONE_REGION: PhoneRegion = 'BR';

/**
 * The region a person's national numbers belong to, by the interface's language, as spec 1 §9 picks the currency:
 * Mexico for Spanish, Brazil otherwise (English and Turkish have no country of their own in the spec). Companies
 * have no country of their own either, so this is also the "company's default region" of displays.
 */
const REGION_BY_LANGUAGE: Partial<Record<Language, PhoneRegion>> = { es: 'MX' };

export function phoneRegionFor(language: string): PhoneRegion {
  return Object.hasOwn(REGION_BY_LANGUAGE, language)
    ? (REGION_BY_LANGUAGE[language as Language] ?? DEFAULT_PHONE_REGION)
    : DEFAULT_PHONE_REGION;
}

/** Longer than any phone written with spaces and punctuation: not worth parsing. */
const MAX_TYPED_LENGTH = 40;

/**
 * A number as a person types it: national ('(11) 99999-4321', read in `region`) or international, with or without
 * its '+' ('+55 11 99999-4321', '5511999994321': the WhatsApp id form the channels give). Only valid numbers.
 */
export function parsePhone(typed: string, region: PhoneRegion = DEFAULT_PHONE_REGION): PhoneNumber | undefined {
  const text = typed.trim();
  if (text.length === 0 || text.length > MAX_TYPED_LENGTH) return undefined;
  const asTyped = parsePhoneNumberFromString(text, region);
  if (asTyped?.isValid()) return asTyped;
  // Digits that are no number of the region: an international number written without its '+'.
  if (text.startsWith('+')) return undefined;
  const international = parsePhoneNumberFromString(`+${text}`);
  return international?.isValid() ? international : undefined;
}

export function isValidPhone(typed: string, region: PhoneRegion = DEFAULT_PHONE_REGION): boolean {
  return parsePhone(typed, region) !== undefined;
}

/**
 * The stored form of a typed number: E.164 digits without the '+' ('(11) 99999-4321' → '5511999994321'), which is
 * also how WhatsApp ids hold it, so a number typed by hand and one that wrote in are the same row. undefined when
 * the text is no valid number.
 */
export function storedPhone(typed: string, region: PhoneRegion = DEFAULT_PHONE_REGION): string | undefined {
  return parsePhone(typed, region)?.number.slice(1);
}

/**
 * What a form sends for a number typed in `region`: E.164 with its '+', which the server (reading national numbers as
 * Brazilian) cannot misread: '12125551234' alone is also a valid Brazilian number. Text that is no valid number is
 * sent as typed, for the server to refuse (or to keep, when it is the stored number sent back).
 */
export function phoneToSend(typed: string, region: PhoneRegion = DEFAULT_PHONE_REGION): string {
  const stored = storedPhone(typed, region);
  return stored === undefined ? typed : `+${stored}`;
}

/** A stored number read back; undefined for what is no phone (a group id, a masked number). */
function storedAsPhone(stored: string): PhoneNumber | undefined {
  if (!/^\d{1,20}$/.test(stored)) return undefined;
  const phone = parsePhoneNumberFromString(`+${stored}`);
  return phone?.isValid() ? phone : undefined;
}

/** '(11) 99999-4321'; what is no phone as it is. */
export function nationalPhone(stored: string): string {
  return storedAsPhone(stored)?.formatNational() ?? stored;
}

/** '+55 11 99999 4321'; what is no phone as it is. */
export function internationalPhone(stored: string): string {
  return storedAsPhone(stored)?.formatInternational() ?? stored;
}

/** How a stored number is shown: national when it is of `region` (the company's), international otherwise. */
export function displayPhone(stored: string, region: PhoneRegion = DEFAULT_PHONE_REGION): string {
  const phone = storedAsPhone(stored);
  if (!phone) return stored;
  return phone.country === region ? phone.formatNational() : phone.formatInternational();
}

/*
 * Brazil's ninth digit: from 2012 to 2016 every Brazilian mobile got a 9 in front of its 8 digits (55 + area code +
 * 9 + 8 digits), but WhatsApp kept the ids of accounts made before without it (55 + area code + 8 digits). A mobile's
 * 8 digits start with 6 to 9; a landline's start with 2 to 5 and never got the 9, so those are left alone. Area codes
 * have no zero.
 */
const BR_MOBILE_WITH_NINE = /^55([1-9]{2})9([6-9]\d{7})$/;
const BR_MOBILE_WITHOUT_NINE = /^55([1-9]{2})([6-9]\d{7})$/;

/** The stored forms that name the same line as `stored`, itself first: a Brazilian mobile with and without its 9. */
export function phoneEquivalents(stored: string): string[] {
  const withNine = BR_MOBILE_WITH_NINE.exec(stored);
  if (withNine) return [stored, `55${withNine[1]}${withNine[2]}`];
  const withoutNine = BR_MOBILE_WITHOUT_NINE.exec(stored);
  if (withoutNine) return [stored, `55${withoutNine[1]}9${withoutNine[2]}`];
  return [stored];
}

/** A number containing the characters lgpdHideNumber hides digits with: what a viewer sees, sent back. */
export function isMaskedPhone(text: string): boolean {
  return text.includes(MASK_CHAR);
}

const invalidPhone = { code: 'custom' as const, message: 'validation.invalidPhone' };

/** A required phone a person types, read as its stored form; an invalid one is `validation.invalidPhone`. */
export const phoneField = (region: PhoneRegion = DEFAULT_PHONE_REGION) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .transform((typed, context) => {
      const stored = storedPhone(typed, region);
      if (stored === undefined) context.addIssue(invalidPhone);
      return stored ?? typed;
    });

/** An optional phone: `""` (an emptied field) is null. */
export const optionalPhoneField = (region: PhoneRegion = DEFAULT_PHONE_REGION) => emptyAsNull(phoneField(region));

/**
 * A phone of a field lgpdHideNumber may show masked: a masked text is kept as sent (the service compares it with
 * the mask of the stored number), anything else read as `phoneField`.
 */
export const phoneOrMaskField = (region: PhoneRegion = DEFAULT_PHONE_REGION) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .transform((typed, context) => {
      if (isMaskedPhone(typed)) return typed;
      const stored = storedPhone(typed, region);
      if (stored === undefined) context.addIssue(invalidPhone);
      return stored ?? typed;
    });
