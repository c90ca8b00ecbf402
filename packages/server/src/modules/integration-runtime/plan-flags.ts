import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { companiesReader } from '../companies/index.js';

/** Spec 3 §3: queue integrations need the plan flag useIntegrations, AI prompts useOpenAi (checked on every call). */
export async function assertPlanFlag(db: Db, companyId: number, flag: 'useIntegrations' | 'useOpenAi'): Promise<void> {
  const plan = (await companiesReader.findWithPlan(db, companyId))?.plan;
  if (!plan?.[flag])
    throw new AppError('ERR_NO_PERMISSION', {
      message: `The plan does not include ${flag === 'useOpenAi' ? 'AI prompts' : 'integrations'}`,
    });
}

/** Whether the company's plan still includes `flag` (the runtime lets go of a ticket when it no longer does). */
export async function planAllows(db: Db, companyId: number, flag: 'useIntegrations' | 'useOpenAi'): Promise<boolean> {
  return Boolean((await companiesReader.findWithPlan(db, companyId))?.plan[flag]);
}
