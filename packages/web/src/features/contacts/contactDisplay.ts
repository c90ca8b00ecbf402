import type { ContactView } from '@guiche/shared';

/** Initials of a contact's name for its avatar: first and last word, or the number's last two digits. */
export function contactInitials(name: string, number: string | null = null): string {
  // Each word's first letter or digit: '(Maria) Souza' gives MS, and a word of emoji alone is skipped.
  const leads = name
    .trim()
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0])
    .filter((lead): lead is string => lead !== undefined);
  const first = leads[0];
  if (first === undefined) return number?.replace(/\D/g, '').slice(-2) || '?';
  const last = leads.length > 1 ? (leads[leads.length - 1] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A picture the browser can load directly: the channel's profile URL, or a stored picture URL. */
export function contactPictureUrl(contact: Pick<ContactView, 'profilePicUrl' | 'urlPicture'>): string | null {
  for (const candidate of [contact.urlPicture, contact.profilePicUrl]) {
    if (candidate && /^https?:\/\//i.test(candidate)) return candidate;
  }
  return null;
}

/** The tags a row shows, and how many more it has (spec 1 §9: two shown, then "+N"). */
export const ROW_TAGS_SHOWN = 2;

export function visibleTags<T>(tags: readonly T[], shown = ROW_TAGS_SHOWN): { visible: T[]; hidden: number } {
  return { visible: tags.slice(0, shown), hidden: Math.max(0, tags.length - shown) };
}
