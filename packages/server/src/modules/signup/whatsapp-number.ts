/** Brazil's country code: sign-up takes national numbers (area code and number, 10 or 11 digits). */
const BRAZIL = '55';

/** A phone as WhatsApp addresses it: national Brazilian numbers get the country code, others stay as typed. */
export function whatsappNumberOf(digits: string): string {
  return digits.length === 10 || digits.length === 11 ? `${BRAZIL}${digits}` : digits;
}
