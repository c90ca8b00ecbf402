import { cnpj, cpf } from 'cpf-cnpj-validator';
import { isValidCurpOrRfc, normalizeMxDocument } from './document-mx.js';

/*
 * Brazilian tax documents (spec 2 §5, sign-up) by the Receita Federal's rules, which change: since July 2026 a CNPJ
 * may carry letters (12 characters, then two check digits: `12.ABC.345/01DE-35`). Punctuation and case are ignored;
 * a number made of one repeated digit is refused, as the issuers do.
 */

export function isValidCpf(value: string): boolean {
  return cpf.isValid(value);
}

export function isValidCnpj(value: string): boolean {
  return cnpj.isValid(value);
}

/** A CPF or a CNPJ (numeric or alphanumeric) with correct check digits. */
export function isValidCpfOrCnpj(value: string): boolean {
  return isValidCpf(value) || isValidCnpj(value);
}

/** A valid CPF or CNPJ as stored and sent to the payment provider: no punctuation, letters upper case. */
export function normalizeCpfOrCnpj(value: string): string {
  return isValidCpf(value) ? cpf.strip(value) : cnpj.strip(value);
}

/** As people read it: `529.982.247-25`, `12.ABC.345/01DE-35`; anything else as it is. */
export function formatCpfOrCnpj(value: string): string {
  if (isValidCpf(value)) return cpf.format(value);
  return isValidCnpj(value) ? cnpj.format(value) : value;
}

/**
 * A company's document as its records keep it (sign-up): the Brazilian CPF/CNPJ or, as the Spanish screens label the
 * field (spec 1 §9), a Mexican CURP/RFC. The server cannot tell which language the form was in, so it takes any of
 * the four. The payment provider's payer document is not this: it stays CPF/CNPJ (isValidCpfOrCnpj).
 */
export function isValidRecordDocument(value: string): boolean {
  return isValidCpfOrCnpj(value) || isValidCurpOrRfc(value);
}

/** As stored: a CPF/CNPJ without punctuation (normalizeCpfOrCnpj), a CURP/RFC upper case without separators. */
export function normalizeRecordDocument(value: string): string {
  return isValidCpfOrCnpj(value) ? normalizeCpfOrCnpj(value) : normalizeMxDocument(value);
}
