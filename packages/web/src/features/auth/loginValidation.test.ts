import { describe, expect, it } from 'vitest';
import { validateLogin } from './loginValidation';

describe('validateLogin', () => {
  it('gives the credentials as the shared schema outputs them', () => {
    expect(validateLogin({ email: '  Ana@Empresa.COM ', password: 'secret1' })).toEqual({
      credentials: { email: 'ana@empresa.com', password: 'secret1' },
      errors: {},
    });
  });

  it('gives the first message of each invalid field, as translation keys', () => {
    expect(validateLogin({ email: 'not-an-email', password: '12345' })).toEqual({
      credentials: null,
      errors: { email: 'validation.emailInvalid', password: 'validation.passwordMin6' },
    });
  });

  it('leaves a valid field without a message', () => {
    expect(validateLogin({ email: 'ana@empresa.com', password: '' }).errors).toEqual({
      password: 'validation.passwordMin6',
    });
  });
});
