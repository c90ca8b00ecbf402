import { companiesRepository } from './companies.repository.js';

/** What other modules may read of companies: the company with its plan, optionally locked for a limit check; its time zone. */
export const companiesReader: Pick<
  typeof companiesRepository,
  'findById' | 'findWithPlan' | 'lockWithPlan' | 'timeZoneOf'
> = companiesRepository;

/** What other modules may change of companies: login bookkeeping and settlement of a paid invoice. */
export const companiesWriter: Pick<typeof companiesRepository, 'touchLastLogin' | 'update'> = companiesRepository;
