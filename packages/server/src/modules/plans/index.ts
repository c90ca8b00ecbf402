import { plansRepository } from './plans.repository.js';

export type { PlanRow } from './plans.repository.js';

/** What other modules may read of plans. */
export const plansReader: Pick<typeof plansRepository, 'findById'> = plansRepository;

/** What invoice settlement may change of plans: the company's own plan. */
export const plansWriter: Pick<typeof plansRepository, 'upsertOwn'> = plansRepository;
