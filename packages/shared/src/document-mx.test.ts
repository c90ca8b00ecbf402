import { describe, expect, it } from 'vitest';
import { isValidRecordDocument, normalizeRecordDocument } from './document.js';
import { isValidCurp, isValidCurpOrRfc, isValidRfc } from './document-mx.js';
import { signupSchema } from './schemas/signup.js';
import { subscriptionSchema } from './schemas/subscription.js';

describe('CURP', () => {
  it("accepts RENAPO's published example, in any case and with separators", () => {
    expect(isValidCurp('HEGG560427MVZRRL04')).toBe(true);
    expect(isValidCurp('hegg-560427-mvzrrl04')).toBe(true);
  });

  it('refuses a wrong check digit, an impossible date, an unknown state and a wrong length', () => {
    expect(isValidCurp('HEGG560427MVZRRL05')).toBe(false);
    expect(isValidCurp('HEGG561327MVZRRL04')).toBe(false);
    expect(isValidCurp('HEGG560427MXXRRL04')).toBe(false);
    expect(isValidCurp('HEGG560427MVZRRL0')).toBe(false);
  });
});

describe('RFC', () => {
  it("takes a person's (13 characters) and a company's (12)", () => {
    expect(isValidRfc('GODE561231GR8')).toBe(true);
    expect(isValidRfc('ABC680524P76')).toBe(true);
    expect(isValidRfc('gode 561231 gr8')).toBe(true);
  });

  it('refuses an impossible date, a wrong length and a bad last character', () => {
    expect(isValidRfc('GODE561331GR8')).toBe(false);
    expect(isValidRfc('GODE561231GR')).toBe(false);
    expect(isValidRfc('GODE561231GRB')).toBe(false);
    expect(isValidCurpOrRfc('52998224725')).toBe(false);
  });
});

describe('the company document of the records (spec 1 §9: CPF/CNPJ in Portuguese, CURP/RFC in Spanish)', () => {
  it('takes any of the four and stores a CPF/CNPJ as digits, a CURP/RFC upper case without separators', () => {
    expect(isValidRecordDocument('529.982.247-25')).toBe(true);
    expect(isValidRecordDocument('HEGG560427MVZRRL04')).toBe(true);
    expect(isValidRecordDocument('GODE561231GR8')).toBe(true);
    expect(isValidRecordDocument('123')).toBe(false);
    expect(normalizeRecordDocument('529.982.247-25')).toBe('52998224725');
    expect(normalizeRecordDocument('hegg 560427 mvzrrl04')).toBe('HEGG560427MVZRRL04');
  });

  it('is what sign-up takes, while the payer document of the checkout stays CPF/CNPJ with its own message', () => {
    const signup = {
      name: 'Ana',
      email: 'ana@example.com',
      password: 'Segura123',
      phone: '11999998888',
      phoneCode: '123456',
      companyName: 'Empresa',
      planId: 1,
      termo: true,
    };
    expect(signupSchema.parse({ ...signup, document: 'GODE561231GR8' }).document).toBe('GODE561231GR8');
    expect(signupSchema.safeParse({ ...signup, document: 'GODE561331GR8' }).error?.issues[0]?.message).toBe(
      'validation.invalidDocument',
    );
    const payer = subscriptionSchema.safeParse({ invoiceId: 1, firstName: 'Ana', zipcode: 'HEGG560427MVZRRL04' });
    expect(payer.error?.issues.map((issue) => issue.message)).toEqual(['validation.invalidPaymentDocument']);
    expect(subscriptionSchema.parse({ invoiceId: 1, firstName: 'Ana', zipcode: '529.982.247-25' }).zipcode).toBe(
      '52998224725',
    );
  });
});
