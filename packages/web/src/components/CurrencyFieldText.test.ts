import { describe, expect, it } from 'vitest';
import { moneyFormat } from '../features/plans/money';
import { cleanMoneyText, formatMoneyText, moneyConventions, parseMoneyText } from './CurrencyFieldText';

const pt = moneyConventions(moneyFormat('pt-BR'));
const en = moneyConventions(moneyFormat('en'));
const es = moneyConventions(moneyFormat('es'));
const tr = moneyConventions(moneyFormat('tr'));

describe('money field text', () => {
  it('reads the currency label and its side from the language’s format', () => {
    expect([pt.currency, es.currency, en.currency, tr.currency]).toEqual(['R$', 'MXN', 'R$', 'R$']);
    expect([pt, es, en, tr].some((rules) => rules.currencyAfter)).toBe(false);
    expect([pt.decimal, es.decimal, en.decimal, tr.decimal]).toEqual([',', '.', '.', ',']);
  });

  it("reads the locale's decimal mark, and the other one before one or two final digits", () => {
    expect(parseMoneyText('49,90', pt)).toBe(49.9);
    expect(parseMoneyText('49.90', pt)).toBe(49.9);
    expect(parseMoneyText('1.234', pt)).toBe(1234);
    expect(parseMoneyText('1.234,56', pt)).toBe(1234.56);
    expect(parseMoneyText('1,234.56', pt)).toBe(1234.56);
    expect(parseMoneyText('49.90', en)).toBe(49.9);
    expect(parseMoneyText('1,234', en)).toBe(1234);
    expect(parseMoneyText('R$ 1.234,56', en)).toBe(1234.56);
    expect(parseMoneyText('49,9', tr)).toBe(49.9);
    expect(parseMoneyText('MXN 1,234.56', es)).toBe(1234.56);
  });

  it('holds no amount without a digit; a bare mark is a point still to be followed by cents', () => {
    expect(parseMoneyText('', pt)).toBeUndefined();
    expect(parseMoneyText('R$ ,', pt)).toBeUndefined();
    expect(parseMoneyText('49,', pt)).toBe(49);
    expect(parseMoneyText(',5', pt)).toBe(0.5);
  });

  it('keeps digits and marks, refusing a third decimal', () => {
    expect(cleanMoneyText('R$ 1.234,567', pt)).toBe('1.234,56');
    expect(cleanMoneyText('1.2345', pt)).toBe('1.2345');
    expect(cleanMoneyText('1.234', en)).toBe('1.23');
    expect(cleanMoneyText('abc', en)).toBe('');
  });

  it('writes the amount with the grouping and two decimals of the language, without the currency', () => {
    expect(formatMoneyText(1234.5, pt)).toBe('1.234,50');
    expect(formatMoneyText(1234.5, en)).toBe('1,234.50');
    expect(formatMoneyText(49.9, tr)).toBe('49,90');
    expect(formatMoneyText(undefined, pt)).toBe('');
  });
});
