import { z } from 'zod';
import { INSTANT_OR_WALL_CLOCK } from '../time-zones.js';
import { idField } from './common.js';

/**
 * The one input rule of write bodies: be liberal in what is accepted, strict in what is answered.
 *
 * Clients built against the spec send forms as they hold them: `""` for "none", selects as text, a whole object read
 * from GET echoed back on edit, the spec's own spellings. Every write body is a `writeBody`, and its optional fields
 * use the builders below, so that:
 * - keys a body does not name (read-only ones such as `id`, `companyId`, `createdAt`, counts, nested views) are dropped
 *   before anything reads the body: they are never applied, so mass assignment stays impossible;
 * - `""` (and the spec's "none" labels) mean null for optional ids, numbers, dates, instants and colours;
 * - the spec's other spellings of a key (`withAliases`) or of a value (the builders) are normalised to ours.
 * Our own web app sends clean bodies; the rule changes nothing for them.
 */

/** What a spec client's form holds for "nothing chosen": an empty field, or the label of the empty option. */
const NONE_LABELS: ReadonlySet<unknown> = new Set(['', 'Nenhuma', 'Nenhum']);

const isNone = (value: unknown) => value === null || NONE_LABELS.has(value);

/** A select or text field's number as the form holds it ('12'), or the number itself. */
export function numberFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
}

/** A write body: `shape`'s keys, the others dropped (never refused, never applied). */
export const writeBody = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape);

/**
 * `body` read with another spelling of some of its keys (the spec's, or an older client's): `aliases` maps each to
 * ours, and ours wins when both are sent.
 */
export function withAliases<T extends z.ZodType>(aliases: Readonly<Record<string, string>>, body: T) {
  return z.preprocess((value: z.input<T>) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const renamed: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [alias, key] of Object.entries(aliases)) {
      if (renamed[key] === undefined && renamed[alias] !== undefined) renamed[key] = renamed[alias];
    }
    return renamed;
  }, body);
}

/**
 * `inner`, read after `normalise` has turned a client's spelling into ours. Typed as `inner`'s own input, so our web
 * app's forms (typed from these schemas) keep exact types while any value is accepted at run time.
 */
export const readAs = <T extends z.ZodType, In = z.input<T>>(normalise: (value: unknown) => unknown, inner: T) =>
  z.preprocess((value: In) => normalise(value), inner);

/** `inner` where `""` (an empty field) and the spec's "none" labels mean null; the key may be left out. */
export const emptyAsNull = <T extends z.ZodType>(inner: T) =>
  readAs((value) => (isNone(value) ? null : value), inner.nullable()).optional();

/** An optional reference: none (`""`, `"Nenhuma"`, `false`, `0`, null) is null; an id held as text is read as one. */
export const optionalId = () =>
  readAs(
    (value) => (isNone(value) || value === false || value === 0 ? null : numberFromText(value)),
    idField().nullable(),
  ).optional();

/** The id of a listed row a form sends back (kept), or none for a row the form adds: `""`, null and 0 are none. */
export const rowId = () =>
  readAs(
    (value) => (isNone(value) || value === 0 ? undefined : numberFromText(value)),
    idField().optional(),
  ).optional();

/** A required id a select may hold as text. */
export const requiredId = (error?: { message: string }) => readAs(numberFromText, idField(error));

/** An optional number (`inner` bounds it): `""` is null, text holding a number is read as one. */
export const optionalNumber = <T extends z.ZodType<number>>(inner: T) =>
  readAs((value) => (isNone(value) ? null : numberFromText(value)), inner.nullable()).optional();

/** A number a field may hold as text, `fallback` when the field was emptied (a key left out stays out). */
export const numberOr = <T extends z.ZodType<number>>(inner: T, fallback: z.output<T>) =>
  readAs((value) => (isNone(value) ? fallback : numberFromText(value)), inner);

/** The words and numbers forms and query strings use for yes and no. */
const TRUE_WORDS: ReadonlySet<unknown> = new Set([true, 1, 'true', '1', 'on', 'enabled', 'enable', 'active']);
const FALSE_WORDS: ReadonlySet<unknown> = new Set([
  false,
  0,
  'false',
  '0',
  'off',
  'disabled',
  'disable',
  'inactive',
  '',
]);

/** A boolean as a checkbox, a switch or the spec's `enabled`/`enable` values spell it. */
export const flag = () =>
  readAs((value) => (TRUE_WORDS.has(value) ? true : FALSE_WORDS.has(value) ? false : value), z.boolean());

/** A two-valued setting stored as one of `values` ([on, off]); any spelling `flag` reads is accepted. */
export const onOff = <On extends string, Off extends string>(values: readonly [On, Off]) =>
  readAs((value) => (TRUE_WORDS.has(value) ? values[0] : FALSE_WORDS.has(value) ? values[1] : value), z.enum(values));

/** An optional calendar date (yyyy-MM-dd, or the date part of an instant); `""` is null. */
export const optionalDate = (message = 'validation.invalidDate') =>
  readAs(
    (value) =>
      isNone(value)
        ? null
        : typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)
          ? value.slice(0, 10)
          : value,
    z.iso.date({ message }).nullable(),
  ).optional();

/**
 * A date-time as a form holds it: an ISO instant with its offset, or a wall clock without one (`datetime-local`'s
 * '2026-11-29T18:00', spec 3 §5's '2026-11-29 18:00:00'). Kept as text: the service reads it with `instantOf` in the
 * company's time zone.
 */
export const dateTimeText = (message = 'validation.invalidDate') =>
  z.string({ message }).trim().regex(INSTANT_OR_WALL_CLOCK, { message });

/** An optional `dateTimeText`: `""` is null. */
export const optionalDateTime = (message = 'validation.invalidDate') => emptyAsNull(dateTimeText(message));

/** An optional '#rrggbb' colour: `""` is left out, so the service gives the record its default (or random) colour. */
export const optionalColor = () =>
  readAs(
    (value) => (isNone(value) ? undefined : value),
    z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, { message: 'validation.invalidColor' })
      .optional(),
  ).optional();
