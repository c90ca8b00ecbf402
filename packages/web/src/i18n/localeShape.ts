/** Plural forms but `other`: which of them a language needs is its own grammar's business (Intl.PluralRules). */
type PartialPluralKey<K> = K extends `${string}_${Exclude<Intl.LDMLPluralRule, 'other'>}` ? K : never;

/**
 * What a language must have given the reference's messages: every key, and of each plural key every form but
 * `other` optional. Portuguese has `many` where English has not, Turkish `one` where its texts do not differ, and
 * `_zero` is a choice; so a type can only demand `_other` (i18next's last fallback). locales.test.ts checks that each
 * language has exactly the forms its Intl.PluralRules selects.
 */
export type LocaleMessages<T> = {
  [K in keyof T as K extends PartialPluralKey<K> ? never : K]: T[K] extends string ? string : LocaleMessages<T[K]>;
} & { [K in keyof T as PartialPluralKey<K>]?: string };
