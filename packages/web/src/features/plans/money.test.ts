import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

/** Spec 1 §9: R$ in Portuguese, MXN in Spanish; English and Turkish keep the billing currency, BRL. */
describe('formatMoney', () => {
  it('labels the same amount by the interface language, with 2 decimals and no conversion', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatMoney(1234.5, 'pt-BR'))).toBe('R$ 1.234,50');
    expect(plain(formatMoney('49', 'es'))).toBe('MXN 49.00');
    expect(plain(formatMoney(49, 'en'))).toBe('R$49.00');
    expect(plain(formatMoney(49, 'tr'))).toContain('R$');
    expect(plain(formatMoney(49, 'xx'))).toBe('R$ 49,00');
  });
});
