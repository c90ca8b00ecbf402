/**
 * Text PostgreSQL cannot store or that names no character: U+0000 (a `text` value cannot hold it, the query fails)
 * and UTF-16 surrogates without their pair. Matched per code unit, on purpose (no `u` flag).
 */
// eslint-disable-next-line no-control-regex -- matching U+0000 is the point.
const INVALID_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const INVALID_TEXT_ALL = new RegExp(INVALID_TEXT.source, 'g');

export function isCleanText(text: string): boolean {
  return !INVALID_TEXT.test(text);
}

/** The text without NULs and lone surrogates (channel text is kept, minus what cannot be stored). */
export function cleanText(text: string): string {
  return isCleanText(text) ? text : text.replace(INVALID_TEXT_ALL, '');
}

/**
 * Deepest nesting accepted in API input. The deepest legitimate body is a queue's chatbot tree: 10 levels
 * (MAX_CHATBOT_DEPTH) are 21 JSON levels (object, options array, object…). Validators recurse, so this bound is
 * checked first, without recursion.
 */
export const MAX_INPUT_DEPTH = 32;

export interface InputFault {
  fault: 'tooDeep' | 'invalidText';
  /** Dotted path of the offending value or key ('' for the root). */
  path: string;
}

/**
 * The first fault of a parsed input (JSON body, query, params): nesting beyond `maxDepth`, or a string (value or
 * key) that is not clean text. Walks with an explicit stack, so a hostile depth cannot overflow this either.
 * Binary data is not entered (a raw webhook body is a Buffer and is left to its own checks).
 */
export function findInputFault(input: unknown, maxDepth = MAX_INPUT_DEPTH): InputFault | undefined {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value: input, depth: 0, path: '' }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, depth, path } = item;
    if (typeof value === 'string') {
      if (!isCleanText(value)) return { fault: 'invalidText', path };
      continue;
    }
    if (!isContainer(value)) continue;
    if (depth >= maxDepth) return { fault: 'tooDeep', path };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!isCleanText(key)) return { fault: 'invalidText', path: childPath };
      stack.push({ value: child, depth: depth + 1, path: childPath });
    }
  }
  return undefined;
}

/** Objects and arrays; not binary data. (Fastify's params and query objects are not plain `Object`s.) */
function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer);
}
