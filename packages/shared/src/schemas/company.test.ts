import { describe, expect, it } from 'vitest';
import { addRecurrence, createCompanySchema, updateCompanySchema } from './company.js';

describe('addRecurrence', () => {
  it('adds the months of each recurrence', () => {
    expect(addRecurrence('2026-01-15', 'MENSAL')).toBe('2026-02-15');
    expect(addRecurrence('2026-01-15', 'BIMESTRAL')).toBe('2026-03-15');
    expect(addRecurrence('2026-01-15', 'TRIMESTRAL')).toBe('2026-04-15');
    expect(addRecurrence('2026-01-15', 'SEMESTRAL')).toBe('2026-07-15');
    expect(addRecurrence('2026-11-15', 'ANUAL')).toBe('2027-11-15');
  });

  it('keeps a day past the end of the month inside it', () => {
    expect(addRecurrence('2026-01-31', 'MENSAL')).toBe('2026-02-28');
    expect(addRecurrence('2027-12-31', 'BIMESTRAL')).toBe('2028-02-29');
  });
});

describe('createCompanySchema', () => {
  it('sends an empty due date as null and defaults the recurrence', () => {
    const parsed = createCompanySchema.parse({
      name: 'Acme',
      email: 'A@B.com',
      password: 'secret',
      planId: 1,
      dueDate: '',
    });
    expect(parsed).toMatchObject({ email: 'a@b.com', dueDate: null, recurrence: 'MENSAL', status: true });
  });

  it('answers the company form’s own texts for a missing name and a missing or malformed email (spec 2 §5)', () => {
    // The form shows a field's first issue.
    const firstMessage = (input: object) =>
      createCompanySchema.safeParse({ password: 'secret', planId: 1, ...input }).error?.issues[0]?.message;
    expect(firstMessage({ name: '', email: 'a@b.com' })).toBe('companies.nameRequired');
    expect(firstMessage({ name: 'Acme', email: '' })).toBe('companies.emailRequired');
    expect(firstMessage({ name: 'Acme', email: 'not-an-email' })).toBe('companies.emailInvalid');
  });

  it('refuses an invalid due date', () => {
    expect(
      createCompanySchema.safeParse({
        name: 'Acme',
        email: 'a@b.com',
        password: 'secret',
        planId: 1,
        dueDate: '2026-13-01',
      }).success,
    ).toBe(false);
  });
});

describe('updateCompanySchema', () => {
  it('leaves out what the request leaves out (no defaults on an update)', () => {
    expect(updateCompanySchema.parse({ name: 'Acme' })).toEqual({ name: 'Acme' });
  });
});
