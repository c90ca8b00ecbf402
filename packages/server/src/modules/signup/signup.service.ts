import { PLATFORM_COMPANY_ID, type SignupValues } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import { hashPassword } from '../auth/password.js';
import { createCompanyWithAdmin } from '../companies/company-creation.js';
import { dueDateAfterDays } from '../companies/trial.js';
import { plansRepository } from '../plans/plans.repository.js';
import { settingsRepository } from '../settings/settings.repository.js';
import { whatsappNumberOf } from './whatsapp-number.js';

export interface SignupOptions {
  /** The platform's trial period in days: the new company's first due date. */
  trialDays: number;
  now: () => Date;
}

/** POST /auth/signup (spec 2 "Sign-up"): a new company on a public plan, with its admin, in a trial. */
export class SignupService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly options: SignupOptions,
  ) {}

  async signup(input: SignupValues): Promise<{ companyId: number; userId: number }> {
    // userCreation is the platform's switch (company 1's key/value setting, set by the super administrator).
    if ((await settingsRepository.findKeyValue(this.db, PLATFORM_COMPANY_ID, 'userCreation')) === 'disabled') {
      throw new AppError('ERR_USER_CREATION_DISABLED');
    }
    const plan = await plansRepository.findById(this.db, input.planId);
    if (!plan?.isPublic) throw new AppError('ERR_VALIDATION', { issues: [{ path: 'planId', message: 'validation.invalidOption' }] });
    const passwordHash = await hashPassword(input.password);
    const company = {
      name: input.companyName,
      email: input.email,
      phone: input.phone,
      document: input.document,
      planId: plan.id,
      status: true,
      dueDate: dueDateAfterDays(this.options.now(), this.options.trialDays),
      recurrence: 'MENSAL',
    } as const;
    const admin = { name: input.name, email: input.email, passwordHash, wpp: whatsappNumberOf(input.phone) };
    const created = await this.db.transaction((tx) => createCompanyWithAdmin(tx, company, admin, this.options.now()));
    this.events.emit('company.created', { companyId: created.company.id, adminUserId: created.adminUserId });
    return { companyId: created.company.id, userId: created.adminUserId };
  }
}
