import { describe, expect, it } from 'vitest';
import { toPcm16 } from './mp3';

describe('toPcm16', () => {
  it('scales floats to 16-bit and clips what is out of range', () => {
    expect([...toPcm16(new Float32Array([0, 1, -1, 0.5, 2, -2]))]).toEqual([0, 32767, -32768, 16383, 32767, -32768]);
  });
});
