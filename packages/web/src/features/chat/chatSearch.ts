/** A search in the chat starts at two characters (the server finds nothing for fewer). */
export const CHAT_SEARCH_MIN_CHARS = 2;

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * An excerpt cut into plain and marked parts by the server's [start, end) ranges. Ranges out of order, overlapping or
 * past the end are taken as far as they make sense: the text is always shown whole, and only ever as text.
 */
export function excerptParts(excerpt: string, highlights: readonly (readonly [number, number])[]): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let at = 0;
  for (const [from, to] of [...highlights].sort((a, b) => a[0] - b[0])) {
    const start = Math.max(at, Math.min(from, excerpt.length));
    const end = Math.min(Math.max(to, start), excerpt.length);
    if (end <= start) continue;
    if (start > at) parts.push({ text: excerpt.slice(at, start), marked: false });
    parts.push({ text: excerpt.slice(start, end), marked: true });
    at = end;
  }
  if (at < excerpt.length) parts.push({ text: excerpt.slice(at), marked: false });
  return parts;
}

/**
 * The hit the arrows move to: down (+1) goes to the next in the list (older messages), up (-1) to the one before
 * (newer); none chosen yet, down picks the first and up the last loaded. Answers null when there is no hit.
 */
export function steppedHit(current: number | null, count: number, step: 1 | -1): number | null {
  if (count === 0) return null;
  if (current === null) return step === 1 ? 0 : count - 1;
  return Math.min(count - 1, Math.max(0, current + step));
}
