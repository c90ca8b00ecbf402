import { describe, expect, it } from 'vitest';
import { updateConnectionSchema } from '@guiche/shared';
import { generateConnectionToken } from './connectionToken';

describe('generateConnectionToken', () => {
  it('makes 30 upper-case letters and digits that the shared rule accepts', () => {
    const token = generateConnectionToken();
    expect(token).toMatch(/^[A-Z0-9]{30}$/);
    expect(updateConnectionSchema.safeParse({ token }).success).toBe(true);
  });

  it('gives a new token each time', () => {
    expect(new Set(Array.from({ length: 20 }, () => generateConnectionToken())).size).toBe(20);
  });

  it('draws again the bytes that would bias the alphabet', () => {
    // 252..255 are dropped; 0 → 'A', 35 → '9', 36 → 'A' again.
    const source = (bytes: Uint8Array<ArrayBuffer>) =>
      bytes.map((_byte, index) => [255, 0, 35, 36, 252][index % 5] ?? 0);
    expect(generateConnectionToken(source)).toBe('A9A'.repeat(10));
  });
});
