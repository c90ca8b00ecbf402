import type { CompanyListItem } from '@guiche/shared';

/** A company row of the super administrator's list, for the unit tests; override what the test is about. */
export function companyFixture(overrides: Partial<CompanyListItem> = {}): CompanyListItem {
  return {
    id: 5,
    name: 'Padaria Central',
    email: 'dono@padaria.com',
    phone: '',
    document: '',
    planId: 2,
    plan: { id: 2, name: 'Plano Básico', amount: '49.00' },
    status: true,
    dueDate: '2999-12-31',
    recurrence: 'MENSAL',
    paymentMethod: '',
    timeZone: 'America/Sao_Paulo',
    numberAttendants: 3,
    numberConections: 1,
    createdAt: '2026-05-20T12:00:00.000Z',
    lastLogin: null,
    ...overrides,
  };
}
