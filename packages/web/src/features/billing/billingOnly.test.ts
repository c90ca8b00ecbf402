import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@guiche/shared';
import { billingRedirect, isBillingOnly, withDueDate } from './billingOnly';

const NOW = new Date('2026-03-10T12:00:00Z');
const user = (companyId: number, dueDate: string | null, superAdmin = false) =>
  ({
    id: 7,
    companyId,
    super: superAdmin,
    company: { id: companyId, name: 'Acme', dueDate, companieSettings: [] },
  }) as unknown as SessionUser;

describe('isBillingOnly', () => {
  it('is true once the due date is past, from the day after it', () => {
    expect(isBillingOnly(user(5, '2026-03-09'), NOW)).toBe(true);
    expect(isBillingOnly(user(5, '2026-03-10'), NOW)).toBe(false);
    expect(isBillingOnly(user(5, '2026-04-10'), NOW)).toBe(false);
  });

  it('never holds for super administrators, company 1 or a company without a due date', () => {
    expect(isBillingOnly(user(5, '2020-01-01', true), NOW)).toBe(false);
    expect(isBillingOnly(user(1, '2020-01-01'), NOW)).toBe(false);
    expect(isBillingOnly(user(5, null), NOW)).toBe(false);
  });

  it('lifts when the company takes a new due date', () => {
    expect(isBillingOnly(withDueDate(user(5, '2026-03-01'), '2026-04-10'), NOW)).toBe(false);
  });
});

describe('billingRedirect', () => {
  it('sends a billing-only session from any screen to /financeiro-aberto, and leaves it there', () => {
    const expired = user(5, '2026-03-01');
    expect(billingRedirect(expired, '/tickets', NOW)).toBe('/financeiro-aberto');
    expect(billingRedirect(expired, '/', NOW)).toBe('/financeiro-aberto');
    expect(billingRedirect(expired, '/financeiro', NOW)).toBe('/financeiro-aberto');
    expect(billingRedirect(expired, '/Financeiro-Aberto', NOW)).toBeNull();
  });

  it('leaves every other session where it is', () => {
    expect(billingRedirect(user(5, '2026-04-01'), '/tickets', NOW)).toBeNull();
    expect(billingRedirect(user(5, '2026-03-01', true), '/companies', NOW)).toBeNull();
  });
});
