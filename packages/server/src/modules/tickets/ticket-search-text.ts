/**
 * The accented forms each letter stands for in a ticket search (Portuguese, Spanish and Turkish, the product's
 * languages): 'joao' finds 'João', and 'joão' finds 'Joao'.
 */
const FORMS_OF: Record<string, string> = {
  a: 'aáàâãä',
  e: 'eéèêë',
  i: 'iíìîïı',
  o: 'oóòôõö',
  u: 'uúùûü',
  c: 'cç',
  n: 'nñ',
  g: 'gğ',
  s: 'sş',
  y: 'yý',
};

const BASE_OF = new Map(
  Object.entries(FORMS_OF).flatMap(([base, forms]) => [...forms].map((form) => [form, base] as const)),
);

/**
 * A PostgreSQL regular expression, used with `~*`, matching `text` anywhere, whatever its accents and case: each
 * letter becomes the class of its forms, every other character is taken literally.
 *
 * Why a regular expression and not unaccent(): pg_trgm's indexes (messages_company_body_trgm_idx,
 * contacts_company_name_trgm_idx) serve `~*` as they serve ILIKE, on PGlite as on PostgreSQL, so the search keeps its
 * indexes with no extension beyond them and no expression index to build. The classes make the index less selective for short, vowel-heavy texts; the walk
 * of the newest tickets (ticket-search.repository.ts) answers most searches before the indexes are asked.
 */
export function accentInsensitiveRegex(text: string): string {
  // Latin diacritics dropped first: 'joão' and 'İ' fold to 'joao' and 'i' (toLowerCase alone keeps a dot on the
  // i); other scripts' marks are letters of their words and stay.
  const folded = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase();
  return [...folded]
    .map((char) => {
      const base = BASE_OF.get(char);
      if (base) return `[${FORMS_OF[base]}]`;
      // ASCII punctuation is escaped; in an ARE a backslash before any other non-alphanumeric character is that character.
      return /[!-/:-@[-`{-~]/.test(char) ? `\\${char}` : char;
    })
    .join('');
}
