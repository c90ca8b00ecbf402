/** Characters of context kept before the first match in an excerpt. */
const BEFORE_MATCH = 40;
/** The longest excerpt shown for a hit. */
export const EXCERPT_LENGTH = 160;

/** A piece of an excerpt to highlight: [start, end) in the excerpt's characters (UTF-16 units, as JavaScript counts). */
export type Highlight = [start: number, end: number];

export interface Excerpt {
  text: string;
  highlights: Highlight[];
}

/**
 * One character as the search compares it: Latin diacritics dropped and lower-cased, as accentInsensitiveRegex
 * (tickets/ticket-search-text.ts) folds the searched text, so 'joão' finds 'Joao' here as it did in the database.
 */
function fold(char: string): string {
  return char
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** `text` folded, with the index in `text` each folded unit came from. */
function folded(text: string): { value: string; origin: number[] } {
  let value = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const form = fold(char);
    value += form;
    for (let unit = 0; unit < form.length; unit += 1) origin.push(index);
    index += char.length;
  }
  origin.push(index);
  return { value, origin };
}

/** Where the search text occurs in `text`, whatever the accents and case, as [start, end) of `text`. */
export function matchesOf(text: string, search: string): Highlight[] {
  const needle = folded(search.trim()).value;
  if (!needle) return [];
  const haystack = folded(text);
  const found: Highlight[] = [];
  for (let at = haystack.value.indexOf(needle); at >= 0; at = haystack.value.indexOf(needle, at + needle.length)) {
    const start = haystack.origin[at] ?? 0;
    // The end is the start of the character after the match's last folded unit.
    const lastOrigin = haystack.origin[at + needle.length - 1] ?? start;
    const end = haystack.origin.find((origin, position) => position >= at + needle.length && origin > lastOrigin);
    found.push([start, end ?? text.length]);
  }
  return found;
}

/**
 * A short piece of a message around its first match, with every match inside it to highlight. Line breaks and runs
 * of spaces read as one space (the hit list shows one or two lines). A text whose match the database found by a rule
 * this folding does not share (the regex's classes, its case rules) still shows its beginning, unhighlighted.
 */
export function excerptOf(body: string, search: string): Excerpt {
  const text = body.replace(/\s+/g, ' ').trim();
  const matches = matchesOf(text, search);
  const first = matches[0];
  let start = first ? Math.max(0, first[0] - BEFORE_MATCH) : 0;
  // A start inside a surrogate pair would cut a character (an emoji) in two.
  if (start > 0 && /[\udc00-\udfff]/.test(text.charAt(start))) start -= 1;
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length && /[\udc00-\udfff]/.test(text.charAt(end))) end += 1;
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const highlights = matches
    .filter(([from, to]) => from >= start && to <= end)
    .map(([from, to]): Highlight => [from - start + prefix.length, to - start + prefix.length]);
  return { text: `${prefix}${text.slice(start, end)}${suffix}`, highlights };
}
