import { PLATFORM_COMPANY_ID, timeZoneOfLanguage, type SignupValues } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import { hashPassword } from '../auth/password.js';
import { createCompanyWithAdmin } from '../companies/company-creation.js';
import { dueDateAfterDays } from '../companies/trial.js';
import { plansReader } from '../plans/index.js';
import { settingsReader } from '../settings/index.js';
import type { PhoneVerification } from './phone-verification.js';
import { phoneVerificationRepository } from './phone-verification.repository.js';

export interface SignupOptions {
  /** The platform's trial period in days: the new company's first due date. */
  trialDays: number;
  now: () => Date;
}

/** A number already in use: said only to whoever typed its code, so it tells nobody else which numbers exist. */
const wppInUse = () =>
  new AppError('ERR_WPP_ALREADY_IN_USE', { issues: [{ path: 'phone', message: 'errors.ERR_WPP_ALREADY_IN_USE' }] });

/**
 * POST /auth/signup (spec 2 "Sign-up"): a new company on a public plan, with its admin, in a trial. The admin's
 * WhatsApp number is verified by a code (docs/spec-deviations.md) and must be nobody else's: it is the number password
 * recovery sends to, and a number of two accounts recovers neither (finding 6).
 */
export class SignupService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly verification: Pick<PhoneVerification, 'check'>,
    private readonly options: SignupOptions,
  ) {}

  async signup(input: SignupValues): Promise<{ companyId: number; userId: number }> {
    // userCreation is the platform's switch (company 1's key/value setting, set by the super administrator).
    if ((await settingsReader.findKeyValue(this.db, PLATFORM_COMPANY_ID, 'userCreation')) === 'disabled') {
      throw new AppError('ERR_USER_CREATION_DISABLED');
    }
    const plan = await plansReader.findById(this.db, input.planId);
    if (!plan?.isPublic)
      throw new AppError('ERR_VALIDATION', { issues: [{ path: 'planId', message: 'validation.invalidOption' }] });
    // The phone comes in its stored form (signupPhoneField): also the admin's WhatsApp number.
    const number = input.phone;
    const codeHash = await this.verification.check(number, input.phoneCode);
    if (await phoneVerificationRepository.numberInUse(this.db, number)) throw wppInUse();
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
      // The language the form was filled in (spec 1 §9): Monterrey for Spanish, else Sao Paulo.
      timeZone: timeZoneOfLanguage(input.language),
    } as const;
    const admin = { name: input.name, email: input.email, passwordHash, wpp: number };
    const created = await this.db
      .transaction(async (tx) => {
        const made = await createCompanyWithAdmin(tx, company, admin, this.options.now());
        await phoneVerificationRepository.markVerified(tx, made.company.id, made.adminUserId, number);
        await phoneVerificationRepository.drop(tx, number, codeHash);
        return made;
      })
      .catch((error: unknown) => {
        // Another sign-up verified the number meanwhile.
        throw isUniqueViolation(error, 'users_verified_wpp_key') ? wppInUse() : error;
      });
    this.events.emit('company.created', { companyId: created.company.id, adminUserId: created.adminUserId });
    return { companyId: created.company.id, userId: created.adminUserId };
  }
}
