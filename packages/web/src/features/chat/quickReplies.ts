import type { QuickMessageView } from '@guiche/shared';

/** Quick-reply menu labels are cut at this many characters (spec 1 §2, §9). */
export const QUICK_REPLY_LABEL_MAX = 35;

/** The '/' shortcut: only at the very start of the input; what follows is the filter. Null when not in use. */
export function quickReplyQuery(text: string): string | null {
  if (!text.startsWith('/')) return null;
  const query = text.slice(1);
  // A line break means the attendant went on writing; the menu is for the first word only.
  return /[\n]/.test(query) ? null : query.trim().toLowerCase();
}

/** Active quick replies whose shortcode or text matches the query (categories are folders, not replies). */
export function filterQuickReplies(list: readonly QuickMessageView[], query: string): QuickMessageView[] {
  return list.filter(
    (entry) =>
      !entry.isCategory &&
      entry.status !== 'inactive' &&
      (query === '' || entry.shortcode.toLowerCase().includes(query) || entry.message.toLowerCase().includes(query)),
  );
}

export function truncateLabel(text: string, max = QUICK_REPLY_LABEL_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}...` : flat;
}

/** What the menu shows for one reply: 'shortcode - message', cut at 35 characters. */
export function quickReplyLabel(entry: QuickMessageView): string {
  return truncateLabel(entry.message ? `${entry.shortcode} - ${entry.message}` : entry.shortcode);
}
