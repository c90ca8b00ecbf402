/**
 * A phone number (digits with country code) as people read it: Brazilian numbers as +55 DD NNNNN-NNNN, any other
 * as + and its digits. Anything that is not only digits is shown as it is.
 */
export function formatPhoneNumber(digits: string): string {
  if (!/^\d+$/.test(digits)) return digits;
  const brazilian = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return brazilian ? `+55 ${brazilian[1]} ${brazilian[2]}-${brazilian[3]}` : `+${digits}`;
}
