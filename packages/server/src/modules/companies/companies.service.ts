import {
  PLAN_FLAGS,
  PLATFORM_COMPANY_DUE_DATE,
  PLATFORM_COMPANY_ID,
  type CompanyDetail,
  type CompanyPlan,
  type Plan,
  type ServiceHours,
} from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { requireCompanyAdmin, targetCompany } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { companiesRepository, type CompanyRow, type PlanRow } from './companies.repository.js';

export class CompaniesService {
  constructor(private readonly db: Db) {}

  async getWithPlan(auth: RequestAuth, companyId: number): Promise<CompanyPlan> {
    targetCompany(auth, companyId);
    const found = await companiesRepository.findWithPlan(this.db, companyId);
    if (!found) throw new AppError('ERR_NOT_FOUND');
    const { company, plan } = found;
    return {
      id: company.id,
      name: company.name,
      dueDate: company.id === PLATFORM_COMPANY_ID ? PLATFORM_COMPANY_DUE_DATE : company.dueDate,
      recurrence: company.recurrence,
      plan: toPlan(plan),
    };
  }

  async getDetail(auth: RequestAuth, companyId: number): Promise<CompanyDetail> {
    targetCompany(auth, companyId);
    const company = await companiesRepository.findById(this.db, companyId);
    if (!company) throw new AppError('ERR_NOT_FOUND');
    return toCompanyDetail(company);
  }

  /** Company-level service hours: the company's admins, or the super administrator. */
  async updateSchedules(auth: RequestAuth, companyId: number, schedules: ServiceHours[]): Promise<CompanyDetail> {
    requireCompanyAdmin(auth);
    targetCompany(auth, companyId);
    if (!(await companiesRepository.findById(this.db, companyId))) throw new AppError('ERR_NOT_FOUND');
    await companiesRepository.updateSchedules(this.db, companyId, schedules);
    return this.getDetail(auth, companyId);
  }
}

function toCompanyDetail(company: CompanyRow): CompanyDetail {
  return {
    id: company.id,
    name: company.name,
    email: company.email,
    phone: company.phone,
    document: company.document,
    planId: company.planId,
    status: company.status,
    dueDate: company.id === PLATFORM_COMPANY_ID ? PLATFORM_COMPANY_DUE_DATE : company.dueDate,
    recurrence: company.recurrence,
    schedules: company.schedules,
  };
}

export function toPlan(row: PlanRow): Plan {
  const flags = Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, row[flag]])) as Record<(typeof PLAN_FLAGS)[number], boolean>;
  return {
    id: row.id,
    name: row.name,
    users: row.users,
    connections: row.connections,
    queues: row.queues,
    amount: row.amount,
    isPublic: row.isPublic,
    ...flags,
  };
}
