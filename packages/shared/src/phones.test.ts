import { describe, expect, it } from 'vitest';
import {
  displayPhone,
  internationalPhone,
  isValidPhone,
  nationalPhone,
  optionalPhoneField,
  phoneEquivalents,
  phoneField,
  phoneOrMaskField,
  phoneRegionFor,
  phoneToSend,
  storedPhone,
} from './phones.js';

describe('phone numbers as people type them', () => {
  it('reads national and international forms, with or without +, spaces, dashes and parentheses', () => {
    for (const typed of [
      '+55 (11) 99999-4321',
      '(11) 99999-4321',
      '11 99999-4321',
      '11999994321',
      '5511999994321',
      '55 11 99999-4321',
      '011 99999-4321',
    ]) {
      expect(storedPhone(typed), typed).toBe('5511999994321');
    }
    expect(storedPhone('(11) 9999-4321')).toBe('551199994321');
    expect(storedPhone('+1 (212) 555-1234')).toBe('12125551234');
  });

  it('reads an international number written without its + when it is no number of the region', () => {
    expect(storedPhone('447911123456')).toBe('447911123456');
    expect(storedPhone('528112345678')).toBe('528112345678');
  });

  it('reads national numbers in the region given: Mexico for Spanish', () => {
    expect(phoneRegionFor('es')).toBe('MX');
    expect(phoneRegionFor('pt-BR')).toBe('BR');
    expect(phoneRegionFor('en')).toBe('BR');
    expect(phoneRegionFor('toString')).toBe('BR');
    expect(storedPhone('81 1234 5678', 'MX')).toBe('528112345678');
    expect(storedPhone('81 1234 5678', 'BR')).toBe('558112345678');
    expect(storedPhone('+55 11 99999-4321', 'MX')).toBe('5511999994321');
  });

  it('refuses what is no valid number', () => {
    for (const typed of [
      '',
      '   ',
      '1234',
      'abc',
      '12345678901234567890',
      '+55 11',
      '5281 1234 5678 999',
      '120363025246125486',
      '1'.repeat(50),
    ]) {
      expect(isValidPhone(typed), typed).toBe(false);
      expect(storedPhone(typed), typed).toBeUndefined();
    }
  });

  it('sends typed numbers with their +, so that the server reads them in no region of its own', () => {
    expect(phoneToSend('81 1234 5678', 'MX')).toBe('+528112345678');
    expect(storedPhone(phoneToSend('81 1234 5678', 'MX'))).toBe('528112345678');
    // '12125551234' alone is also a valid Brazilian number (area code 12).
    expect(storedPhone('12125551234')).toBe('5512125551234');
    expect(storedPhone(phoneToSend('+1 212 555 1234', 'BR'))).toBe('12125551234');
    expect(phoneToSend('55119••••4321')).toBe('55119••••4321');
    expect(phoneToSend('123')).toBe('123');
  });
});

describe('phone display', () => {
  it('is national for numbers of the region and international for the others', () => {
    expect(displayPhone('5511999994321')).toBe('(11) 99999-4321');
    expect(displayPhone('5511999994321', 'MX')).toBe('+55 11 99999 4321');
    expect(displayPhone('528112345678', 'MX')).toBe('81 1234 5678');
    expect(displayPhone('12125551234')).toBe('+1 212 555 1234');
    expect(nationalPhone('5511999994321')).toBe('(11) 99999-4321');
    expect(internationalPhone('5511999994321')).toBe('+55 11 99999 4321');
  });

  it('shows what is no phone as it is: group ids, masked numbers', () => {
    expect(displayPhone('120363025246125486')).toBe('120363025246125486');
    expect(displayPhone('55119••••4321')).toBe('55119••••4321');
    expect(internationalPhone('abc')).toBe('abc');
  });
});

describe("Brazil's ninth digit", () => {
  it('gives a mobile with its 9 and without it, both ways', () => {
    expect(phoneEquivalents('5511999994321')).toEqual(['5511999994321', '551199994321']);
    expect(phoneEquivalents('551199994321')).toEqual(['551199994321', '5511999994321']);
    expect(phoneEquivalents('5521987654321')).toEqual(['5521987654321', '552187654321']);
  });

  it('leaves landlines, other countries and group ids alone', () => {
    expect(phoneEquivalents('551133334444')).toEqual(['551133334444']);
    expect(phoneEquivalents('5511933334444')).toEqual(['5511933334444']);
    expect(phoneEquivalents('12125551234')).toEqual(['12125551234']);
    expect(phoneEquivalents('528112345678')).toEqual(['528112345678']);
    expect(phoneEquivalents('120363025246125486')).toEqual(['120363025246125486']);
  });
});

describe('phone fields', () => {
  it('give the stored form, or validation.invalidPhone', () => {
    expect(phoneField().parse(' (11) 99999-4321 ')).toBe('5511999994321');
    expect(phoneField('MX').parse('81 1234 5678')).toBe('528112345678');
    expect(
      phoneField()
        .safeParse('1234')
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['validation.invalidPhone']);
    expect(
      phoneField()
        .safeParse('')
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['validation.required']);
  });

  it('take an emptied optional field as none', () => {
    expect(optionalPhoneField().parse('')).toBeNull();
    expect(optionalPhoneField().parse(undefined)).toBeUndefined();
    expect(optionalPhoneField().parse('+55 11 99999-4321')).toBe('5511999994321');
    expect(optionalPhoneField().safeParse('99').success).toBe(false);
  });

  it('keep a masked number as sent where numbers may be shown masked', () => {
    expect(phoneOrMaskField().parse('55119••••4321')).toBe('55119••••4321');
    expect(phoneOrMaskField().parse('11 99999-4321')).toBe('5511999994321');
    expect(phoneOrMaskField().safeParse('12').success).toBe(false);
  });
});
