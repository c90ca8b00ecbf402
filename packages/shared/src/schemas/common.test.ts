import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listParam } from './common.js';

const ids = z.object({ ids: listParam(z.coerce.number().int().positive(), 3) });

describe('listParam', () => {
  it('reads JSON arrays, comma lists and repeated keys alike', () => {
    expect(ids.parse({ ids: '[1,2]' }).ids).toEqual([1, 2]);
    expect(ids.parse({ ids: '1,2' }).ids).toEqual([1, 2]);
    expect(ids.parse({ ids: ['1', '2'] }).ids).toEqual([1, 2]);
    expect(ids.parse({}).ids).toBeUndefined();
    expect(ids.parse({ ids: '' }).ids).toBeUndefined();
  });

  it('refuses malformed JSON, bad items and too many items instead of throwing', () => {
    expect(ids.safeParse({ ids: '[1,' }).success).toBe(false);
    expect(ids.safeParse({ ids: 'a,b' }).success).toBe(false);
    expect(ids.safeParse({ ids: '1,2,3,4' }).success).toBe(false);
  });
});
