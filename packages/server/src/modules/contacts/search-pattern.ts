/** `%text%` for LIKE/ILIKE with the pattern characters of `text` taken literally (backslash is the default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Search text that reads as (part of) a phone number: digits with the usual punctuation, at least one digit. */
export function phoneDigitsOf(text: string): string | undefined {
  if (!/^[\d\s()+\-.]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  return digits.length > 0 ? digits : undefined;
}
