import type { Plan, PlanValues } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { toPlan } from './plan.presenter.js';
import { assertCanManagePlans } from './plans.policy.js';
import { plansRepository } from './plans.repository.js';

/** Plans (spec 2 "Plans"): the super administrator writes them; sign-up lists the public ones. */
export class PlansService {
  constructor(private readonly db: Db) {}

  /** GET /plans/listPublic: no login, public plans only. */
  async listPublic(): Promise<Plan[]> {
    return (await plansRepository.list(this.db, { publicOnly: true })).map(toPlan);
  }

  /** GET /plans/list and /plans/all: every plan to the super administrator, the public ones to everyone else. */
  async list(auth: RequestAuth): Promise<Plan[]> {
    return (await plansRepository.list(this.db, { publicOnly: !auth.super })).map(toPlan);
  }

  async create(auth: RequestAuth, values: PlanValues): Promise<Plan> {
    assertCanManagePlans(auth);
    const row = await translateDuplicateName(() => plansRepository.insert(this.db, values));
    return toPlan(row);
  }

  async update(auth: RequestAuth, planId: number, values: PlanValues): Promise<Plan> {
    assertCanManagePlans(auth);
    const row = await translateDuplicateName(() => plansRepository.update(this.db, planId, values));
    if (!row) throw new AppError('ERR_NOT_FOUND');
    return toPlan(row);
  }

  /** A plan some company is on stays (ERR_PLAN_IN_USE); the foreign key settles a company joining meanwhile. */
  async delete(auth: RequestAuth, planId: number): Promise<void> {
    assertCanManagePlans(auth);
    if (!(await plansRepository.findById(this.db, planId))) throw new AppError('ERR_NOT_FOUND');
    if ((await plansRepository.companiesOn(this.db, planId)) > 0) throw new AppError('ERR_PLAN_IN_USE');
    try {
      await plansRepository.delete(this.db, planId);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError('ERR_PLAN_IN_USE');
      throw error;
    }
  }
}

async function translateDuplicateName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'plans_name_key')) throw new AppError('ERR_PLAN_NAME_ALREADY_EXISTS');
    throw error;
  }
}
