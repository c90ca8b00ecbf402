import { describe, expect, it } from 'vitest';
import { formatCpfOrCnpj, isValidCnpj, isValidCpf, isValidCpfOrCnpj, normalizeCpfOrCnpj } from './document.js';

describe('CPF', () => {
  it('accepts numbers whose check digits are right, with or without punctuation', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and repeated digits', () => {
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('52998224715')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
  });
});

describe('CNPJ', () => {
  it('accepts numbers whose check digits are right, with or without punctuation', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and repeated digits', () => {
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('11222333000171')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
  });
});

describe('CPF or CNPJ', () => {
  it('takes either kind and nothing else', () => {
    expect(isValidCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfOrCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfOrCnpj('123456789012')).toBe(false);
    expect(isValidCpfOrCnpj('')).toBe(false);
  });
});

describe('alphanumeric CNPJ (Receita Federal, from July 2026)', () => {
  it('is valid with its letters, in any case and punctuation, and is kept upper case without punctuation', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCpfOrCnpj('12abc34501de35')).toBe(true);
    expect(normalizeCpfOrCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(formatCpfOrCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
  });

  it('leaves numeric documents as they were: digits stored, punctuation shown', () => {
    expect(normalizeCpfOrCnpj('529.982.247-25')).toBe('52998224725');
    expect(normalizeCpfOrCnpj('11.222.333/0001-81')).toBe('11222333000181');
    expect(formatCpfOrCnpj('52998224725')).toBe('529.982.247-25');
    expect(formatCpfOrCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});
