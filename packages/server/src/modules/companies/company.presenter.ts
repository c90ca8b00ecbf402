import {
  PLATFORM_COMPANY_DUE_DATE,
  PLATFORM_COMPANY_ID,
  type CompanyDetail,
  type CompanyListItem,
} from '@guiche/shared';
import type { CompanyListRow, CompanyRow } from './companies.repository.js';

/** Company 1 shows its fixed due date whatever its row holds: it never expires. */
export function shownDueDate(company: Pick<CompanyRow, 'id' | 'dueDate'>): string | null {
  return company.id === PLATFORM_COMPANY_ID ? PLATFORM_COMPANY_DUE_DATE : company.dueDate;
}

/** Contact texts answer "" for none in both views: spec clients fill their company forms from them and validate strings. */
export function toCompanyDetail(company: CompanyRow): CompanyDetail {
  return {
    id: company.id,
    name: company.name,
    email: company.email ?? '',
    phone: company.phone ?? '',
    document: company.document ?? '',
    planId: company.planId,
    status: company.status,
    dueDate: shownDueDate(company),
    recurrence: company.recurrence,
    schedules: company.schedules,
    timeZone: company.timeZone,
  };
}

/** A row of the super administrator's lists. No password is ever part of it (spec 2 §3 passwordDefault: see docs). */
export function toCompanyListItem({
  company,
  plan,
  numberAttendants,
  numberConections,
}: CompanyListRow): CompanyListItem {
  return {
    id: company.id,
    name: company.name,
    email: company.email ?? '',
    phone: company.phone ?? '',
    document: company.document ?? '',
    planId: company.planId,
    plan,
    status: company.status,
    dueDate: shownDueDate(company),
    recurrence: company.recurrence,
    paymentMethod: company.paymentMethod ?? '',
    timeZone: company.timeZone,
    numberAttendants,
    numberConections,
    createdAt: company.createdAt.toISOString(),
    lastLogin: company.lastLogin?.toISOString() ?? null,
  };
}
