import { isValidCurpOrRfc, normalizeMxDocument } from './document-mx.js';

/**
 * Brazilian tax documents (spec 2 §5, sign-up): a CPF has 11 digits, a CNPJ 14, each ending in two check digits
 * (modulo 11). Punctuation is ignored; a number made of one repeated digit is refused, as the issuers do.
 */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Check digit of `digits` weighted by `weights` (modulo 11: a remainder under 2 gives 0). */
function checkDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function hasValidCheckDigits(digits: string, first: readonly number[], second: readonly number[]): boolean {
  if (/^(\d)\1*$/.test(digits)) return false;
  return checkDigit(digits, first) === Number(digits[first.length]) && checkDigit(digits, second) === Number(digits[second.length]);
}

export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length === 11 && hasValidCheckDigits(digits, CPF_WEIGHTS_1, CPF_WEIGHTS_2);
}

export function isValidCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length === 14 && hasValidCheckDigits(digits, CNPJ_WEIGHTS_1, CNPJ_WEIGHTS_2);
}

/** A CPF (11 digits) or a CNPJ (14 digits) with correct check digits. */
export function isValidCpfOrCnpj(value: string): boolean {
  return isValidCpf(value) || isValidCnpj(value);
}

/**
 * A company's document as its records keep it (sign-up): the Brazilian CPF/CNPJ or, as the Spanish screens label the
 * field (spec 1 §9), a Mexican CURP/RFC. The server cannot tell which language the form was in, so it takes any of
 * the four. The payment provider's payer document is not this: it stays CPF/CNPJ (isValidCpfOrCnpj).
 */
export function isValidRecordDocument(value: string): boolean {
  return isValidCpfOrCnpj(value) || isValidCurpOrRfc(value);
}

/** As stored: a CPF/CNPJ as its digits, a CURP/RFC upper case without separators. */
export function normalizeRecordDocument(value: string): string {
  return isValidCpfOrCnpj(value) ? onlyDigits(value) : normalizeMxDocument(value);
}
