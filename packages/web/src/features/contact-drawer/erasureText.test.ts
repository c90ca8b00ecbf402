import { describe, expect, it } from 'vitest';
import { confirmsName } from './erasureText';

describe('confirmsName', () => {
  it('accepts the name whatever its case and spacing, and nothing else', () => {
    expect(confirmsName('Ana  Souza', '  ana souza ')).toBe(true);
    expect(confirmsName('Ana Souza', 'ANA SOUZA')).toBe(true);
    expect(confirmsName('Ana Souza', 'Ana')).toBe(false);
    expect(confirmsName('Ana Souza', 'Ana Souza.')).toBe(false);
    expect(confirmsName('   ', '  ')).toBe(false);
  });
});
