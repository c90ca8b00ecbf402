import { describe, expect, it } from 'vitest';
import { passwordStrength, signupSchema } from './signup.js';

const valid = {
  name: 'Maria',
  email: 'maria@example.com',
  password: 'Segura123',
  phone: '(11) 98765-4321',
  phoneCode: '123456',
  document: '529.982.247-25',
  companyName: 'Padaria da Maria',
  planId: 2,
  termo: true,
};

describe('passwordStrength', () => {
  it('gives 33 for length, 33 for a lowercase and 34 for an uppercase letter', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abcdefgh')).toBe(66);
    expect(passwordStrength('ABCDEFGH')).toBe(67);
    expect(passwordStrength('Ab')).toBe(67);
    expect(passwordStrength('Abcdefgh')).toBe(100);
  });
});

describe('signupSchema', () => {
  it("takes the spec payload (with the phone's WhatsApp code): the phone as its WhatsApp number, the document as digits", () => {
    expect(signupSchema.parse(valid)).toMatchObject({ phone: '5511987654321', document: '52998224725' });
    expect(signupSchema.parse({ ...valid, phone: '11987654321' })).toMatchObject({ phone: '5511987654321' });
    expect(signupSchema.parse({ ...valid, phone: '+52 81 1234 5678' })).toMatchObject({ phone: '528112345678' });
  });

  it('names each broken rule', () => {
    const issues = (input: object) =>
      signupSchema.safeParse({ ...valid, ...input }).error?.issues.map((issue) => issue.message);
    expect(issues({ document: '529.982.247-24' })).toEqual(['validation.invalidDocument']);
    expect(issues({ phone: '119876' })).toEqual(['validation.invalidPhone']);
    expect(issues({ password: 'segura123' })).toEqual(['validation.weakPassword']);
    expect(issues({ termo: false })).toEqual(['validation.termsRequired']);
    expect(issues({ phoneCode: undefined })).toEqual(['validation.required']);
    expect(issues({ phoneCode: '12345' })).toEqual(['validation.recoveryCode']);
  });
});
