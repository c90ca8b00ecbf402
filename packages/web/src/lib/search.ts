/** List searches (spec 2 §9): sent 500 ms after the last keystroke, lower-cased, from 3 characters on. */
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_MIN_CHARS = 3;

/** The search a list sends for what was typed: '' (everything) until there are at least 3 characters. */
export function searchTerm(typed: string): string {
  const term = typed.trim().toLowerCase();
  return term.length >= SEARCH_MIN_CHARS ? term : '';
}
