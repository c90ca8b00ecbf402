import { NPS_MAX, NPS_MIN } from '@guiche/shared';

/** The rate a contact's answer gives (a whole number from 0 to 10, spaces around it allowed); undefined otherwise. */
export function parseRating(body: string): number | undefined {
  const text = body.trim();
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const rate = Number(text);
  return rate >= NPS_MIN && rate <= NPS_MAX ? rate : undefined;
}
