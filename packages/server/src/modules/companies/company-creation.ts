import type { Recurrence } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import { createFirstInvoice } from '../invoices/first-invoice.js';
import { settingsWriter } from '../settings/index.js';
import { usersWriter } from '../users/index.js';
import { companiesRepository, type CompanyRow } from './companies.repository.js';

export interface NewCompany {
  name: string;
  email: string;
  phone?: string | null | undefined;
  document?: string | null | undefined;
  planId: number;
  status: boolean;
  /** yyyy-MM-dd: the end of the first (paid or trial) cycle, which the first invoice bills. */
  dueDate: string;
  recurrence: Recurrence;
  paymentMethod?: string | null | undefined;
  /** The zone its wall clocks are read in: given, else that of the language it is created in (timeZoneOf). */
  timeZone: string;
}

export interface NewCompanyAdmin {
  name: string;
  email: string;
  passwordHash: string;
  wpp?: string | undefined;
}

/**
 * Creates a company inside the caller's transaction, as the super administrator and sign-up both do: the company, its
 * default settings, its admin user and its first invoice, so none exists without the others. A duplicate company name
 * or admin email rolls it all back with its catalogue code.
 */
export async function createCompanyWithAdmin(
  tx: DbOrTx,
  company: NewCompany,
  admin: NewCompanyAdmin,
  now: Date,
): Promise<{ company: CompanyRow; adminUserId: number }> {
  try {
    const row = await companiesRepository.insert(tx, {
      name: company.name,
      email: company.email,
      phone: company.phone ?? null,
      document: company.document ?? null,
      planId: company.planId,
      status: company.status,
      dueDate: company.dueDate,
      recurrence: company.recurrence,
      paymentMethod: company.paymentMethod ?? null,
      timeZone: company.timeZone,
    });
    await settingsWriter.ensureDefaults(tx, row.id);
    const user = await usersWriter.insert(tx, row.id, {
      name: admin.name,
      email: admin.email,
      passwordHash: admin.passwordHash,
      profile: 'admin',
      wpp: admin.wpp ?? null,
      // The company's first admin sees everything its company does.
      allTicket: 'enable',
      showDashboard: 'enabled',
      allowRealTime: 'enabled',
      allowConnections: 'enabled',
    });
    const invoice = await createFirstInvoice(
      tx,
      { companyId: row.id, planId: row.planId, dueDate: company.dueDate },
      now,
    );
    // A free plan's first cycle is settled at once, which moved the due date on.
    const current = invoice?.status === 'paid' ? await companiesRepository.findById(tx, row.id) : row;
    return { company: current ?? row, adminUserId: user.id };
  } catch (error) {
    throw translateDuplicate(error);
  }
}

/** The catalogue code of a duplicate company name or admin email; anything else unchanged. */
export function translateDuplicate(error: unknown): unknown {
  if (isUniqueViolation(error, 'companies_name_key')) return new AppError('ERR_COMPANY_NAME_ALREADY_EXISTS');
  if (isUniqueViolation(error, 'users_email_key')) return new AppError('ERR_EMAIL_ALREADY_EXISTS');
  return error;
}
