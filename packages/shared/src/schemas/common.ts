import { z } from 'zod';

/** Field builders with the spec's validation texts as translation keys ('Too Short!', 'Too Long!', 'Required'). */
/** `required`: the key shown for a missing name, where a spec gives a form its own text. */
export const nameField = (min = 2, max = 50, required = 'validation.required') =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .min(min, { message: 'validation.tooShort' })
    .max(max, { message: 'validation.tooLong' });

/** `messages`: the keys shown for a missing or malformed email, where a spec gives a form its own texts. */
export const emailField = ({ required = 'validation.required', invalid = 'validation.invalidEmail' } = {}) =>
  z
    .string({ message: required })
    .trim()
    .toLowerCase()
    .min(1, { message: required })
    .pipe(z.email({ message: invalid }));

/** HH:MM on a 24-hour clock, as the masked time fields (##:##) produce. */
export const timeOfDayField = () =>
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.invalidTime' });

export const optionalText = (max: number) => z.string().max(max, { message: 'validation.tooLong' }).nullish();

/** Ids are PostgreSQL `integer` serials: anything outside 1..2^31−1 is bad input, not a failed query. */
export const MAX_ID = 2_147_483_647;

/** The one id schema: every id in a body is checked by it, and every id in a path or query string by `idParam`. */
export const idField = (error?: { message: string }) => z.number(error).int(error).min(1, error).max(MAX_ID, error);

/** An id as a path or query string carries it (text), read by the same rule as `idField`. */
export const idParam = () => z.coerce.number().pipe(idField());

/** Path parameters `{ id }`. */
export const idParamSchema = z.object({ id: idParam() });

export const idList = () => z.array(idField()).max(500);

/** `pageNumber` of the spec's paged lists: 1-based. */
export const pageNumberField = () => z.coerce.number().int().min(1).max(100_000).default(1);

export const searchParamField = () => z.string().trim().max(100).optional();

/** A query-string value read as a list: a JSON array ('[1,2]'), a comma list ('1,2') or repeated keys. */
function splitListParam(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value;
  const text = String(value).trim();
  if (!text.startsWith('[')) return text.split(',');
  try {
    return JSON.parse(text);
  } catch {
    // Malformed JSON becomes a value the item schema refuses: a 400, never a throw.
    return ['malformed'];
  }
}

/** A list query parameter (ids, statuses) of at most `max` items, each checked by `item`. */
export const listParam = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(splitListParam, z.array(item).max(max).optional());

/** In `queueIds` of the ticket lists and the kanban board, the queue id spec clients send for "no queue". */
export const NO_QUEUE_ID = 0;

/**
 * `queueIds` of GET /tickets and GET /ticket/kanban: queue ids, NO_QUEUE_ID for tickets without a queue. A `null`
 * item (a spec client builds the list from queues it has not loaded yet: `[null]`) is dropped, so it narrows nothing.
 */
export const queueIdsParam = () =>
  z.preprocess(
    (value) => {
      const list = splitListParam(value);
      return Array.isArray(list) ? list.filter((item) => item !== null) : list;
    },
    z
      .array(z.coerce.number().pipe(z.union([z.literal(NO_QUEUE_ID), idField()])))
      .max(500)
      .optional(),
  );
