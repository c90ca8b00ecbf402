import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@guiche/shared';
import { en } from './locales/en';
import { es } from './locales/es';
import { ptBR } from './locales/pt-BR';
import { tr } from './locales/tr';

const LOCALES: Record<Language, object> = { 'pt-BR': ptBR, en, es, tr };

const PLURAL_KEY = /^(.+)_(zero|one|two|few|many|other)$/;

/** Each message's dotted key and text. */
function flatten(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]: [string, unknown]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value as object, `${prefix}${key}.`),
  );
}

/** The plain keys, and each plural key's forms (i18next's `key_one`, `key_other`…) by its base key. */
function shape(messages: object): { plain: string[]; plurals: Map<string, Set<string>> } {
  const plain: string[] = [];
  const plurals = new Map<string, Set<string>>();
  for (const [key] of flatten(messages)) {
    const plural = PLURAL_KEY.exec(key);
    if (!plural?.[1] || !plural[2]) plain.push(key);
    else plurals.set(plural[1], (plurals.get(plural[1]) ?? new Set()).add(plural[2]));
  }
  return { plain: plain.sort(), plurals };
}

const reference = shape(ptBR);

describe('interface languages are complete', () => {
  it("finds the reference's plural keys, so the checks below are not vacuous", () => {
    expect(reference.plurals.size).toBeGreaterThan(10);
  });

  for (const language of LANGUAGES) {
    const { plain, plurals } = shape(LOCALES[language]);
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

    it(`${language} has every plain key of the reference and no other`, () => {
      const keys = new Set(plain);
      expect({
        missing: reference.plain.filter((key) => !keys.has(key)),
        extra: plain.filter((key) => !reference.plain.includes(key)),
      }).toEqual({ missing: [], extra: [] });
    });

    it(`${language} has each plural key in exactly the forms its Intl.PluralRules selects (${categories.join(', ')})`, () => {
      expect([...plurals.keys()].sort()).toEqual([...reference.plurals.keys()].sort());
      for (const [key, forms] of plurals) {
        // `_zero` is ours to choose where 0 reads better in words; one language choosing it means all do.
        const expected = reference.plurals.get(key)?.has('zero') ? ['zero', ...categories] : categories;
        expect({ key, forms: [...forms].sort() }).toEqual({ key, forms: [...expected].sort() });
        expect(plain, `${key} is both plain and plural`).not.toContain(key);
      }
    });

    it(`${language} shows the count in every plural text but zero, and has no "(s)" left`, () => {
      const texts = flatten(LOCALES[language]);
      const countless = texts.filter(
        ([key, text]) => /_(?:one|two|few|many|other)$/.test(key) && !text.includes('{{count}}'),
      );
      expect(countless).toEqual([]);
      expect(texts.filter(([, text]) => /\p{L}\((?:s|es|ns|ões|as|os)\)/u.test(text))).toEqual([]);
    });

    it(`${language} nests only plural keys it has, each given a count (a sentence with several counts)`, () => {
      const nested = flatten(LOCALES[language]).flatMap(([key, text]) =>
        [...text.matchAll(/\$t\(([^,)]+)(, \{"count": \{\{\w+\}\} \})?\)/g)].map((match) => ({
          key,
          nested: match[1] ?? '',
          withCount: Boolean(match[2]),
        })),
      );
      expect(nested.length).toBeGreaterThan(0);
      expect(nested.filter(({ nested: key, withCount }) => !plurals.has(key) || !withCount)).toEqual([]);
    });
  }
});
