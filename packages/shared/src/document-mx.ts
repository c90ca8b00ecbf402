/**
 * Mexican identity documents, the labels spec 1 §9 gives the document field in Spanish: a CURP (a person's population
 * registry key, 18 characters, the last a check digit) or an RFC (the tax id: 13 characters for a person, 12 for a
 * company, the last three the SAT's "homoclave").
 *
 * A small rule of our own rather than a library: the maintained npm packages were `curp` (GPL-3.0, which this
 * product's licence cannot take) and `@nodecfdi/rfc` (MIT, but RFC only and it pulls luxon into the web bundle for a
 * date check). The rule checks the format, the embedded date and, for a CURP, its check digit; it does not ask the
 * registries whether the key was issued (nothing here needs that: the field is a label for the company's records).
 */

/** Spaces, dots and hyphens are typing aids; the keys themselves are upper case. */
export function normalizeMxDocument(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** The federal entities (and NE, born abroad) of a CURP's characters 12–13. */
const CURP_STATES =
  'AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC MN MS NT NL OC PL QT QR SP SL SR TC TS TL VZ YN ZS NE'.split(' ');
const CURP_SHAPE = /^[A-Z][AEIOUX][A-Z]{2}(\d{6})[HMX]([A-Z]{2})[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d$/;
/** RENAPO's alphabet for the check digit: digits, then the letters with Ñ after N. */
const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const RFC_SHAPE = /^[A-ZÑ&]{3,4}(\d{6})[A-Z\d]{2}[A\d]$/;

/** yyMMdd names a real calendar day (the century does not matter for February 29: 2000 was a leap year). */
function isRealDay(yymmdd: string): boolean {
  const year = 2000 + Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** RENAPO's check digit: each of the first 17 characters weighted 18 down to 2, modulo 10. */
function curpCheckDigit(first17: string): number {
  let sum = 0;
  for (let index = 0; index < 17; index++) sum += CURP_ALPHABET.indexOf(first17[index]!) * (18 - index);
  return (10 - (sum % 10)) % 10;
}

export function isValidCurp(value: string): boolean {
  const curp = normalizeMxDocument(value);
  const match = CURP_SHAPE.exec(curp);
  if (!match || !isRealDay(match[1]!) || !CURP_STATES.includes(match[2]!)) return false;
  return curpCheckDigit(curp.slice(0, 17)) === Number(curp[17]);
}

/** 12 characters (a company: three letters) or 13 (a person: four), a real date, a homoclave. */
export function isValidRfc(value: string): boolean {
  const match = RFC_SHAPE.exec(normalizeMxDocument(value));
  return match !== null && isRealDay(match[1]!);
}

export function isValidCurpOrRfc(value: string): boolean {
  return isValidCurp(value) || isValidRfc(value);
}
