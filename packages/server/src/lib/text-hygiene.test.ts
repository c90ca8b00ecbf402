import { describe, expect, it } from 'vitest';
import { cleanText, findInputFault, isCleanText, MAX_INPUT_DEPTH } from './text-hygiene.js';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { options: value };
  return value;
};

describe('clean text', () => {
  it('refuses NUL and unpaired surrogates, keeps paired ones (emoji)', () => {
    expect(isCleanText('Olá 👍 日本')).toBe(true);
    expect(isCleanText('a\u0000b')).toBe(false);
    expect(isCleanText('\uD800')).toBe(false);
    expect(isCleanText('x\uDC00')).toBe(false);
    expect(isCleanText('\uDC00\uD800')).toBe(false);
  });

  it('strips what cannot be stored and nothing else', () => {
    expect(cleanText('Ol\u0000á 👍\uD800!')).toBe('Olá 👍!');
    const clean = 'já está 👍';
    expect(cleanText(clean)).toBe(clean);
  });
});

describe('input faults', () => {
  it('finds NUL in values and keys, with the path', () => {
    expect(findInputFault({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({ fault: 'invalidText', path: 'a.1.c' });
    expect(findInputFault({ ['k\u0000']: 1 })).toEqual({ fault: 'invalidText', path: 'k\u0000' });
    expect(findInputFault({ a: 1, b: [true, null, 'fine'] })).toBeUndefined();
  });

  it('bounds the depth without recursing, however deep the input', () => {
    expect(findInputFault(nested(MAX_INPUT_DEPTH))).toBeUndefined();
    expect(findInputFault(nested(MAX_INPUT_DEPTH + 1))?.fault).toBe('tooDeep');
    expect(findInputFault(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))?.fault).toBe('tooDeep');
  });

  it('walks objects of any prototype (Fastify query and params) but not binary data (raw webhook bodies)', () => {
    expect(findInputFault(Buffer.from('a\u0000b'))).toBeUndefined();
    expect(findInputFault(Object.assign(Object.create(null) as object, { q: 'a\u0000' }))).toEqual({
      fault: 'invalidText',
      path: 'q',
    });
  });
});
