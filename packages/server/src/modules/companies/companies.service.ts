import { PLAN_FLAGS, PLATFORM_COMPANY_DUE_DATE, PLATFORM_COMPANY_ID, type CompanyPlan, type Plan } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { assertCanReadCompany } from './companies.policy.js';
import { companiesRepository, type PlanRow } from './companies.repository.js';

export class CompaniesService {
  constructor(private readonly db: Db) {}

  async getWithPlan(auth: RequestAuth, companyId: number): Promise<CompanyPlan> {
    assertCanReadCompany(auth, companyId);
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
