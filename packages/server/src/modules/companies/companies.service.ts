import {
  AUDIT_SECRET_MASK,
  PLATFORM_COMPANY_DUE_DATE,
  PLATFORM_COMPANY_ID,
  timeZoneOfLanguage,
  type CompanyDeletionImpact,
  type CompanyDetail,
  type CompanyPage,
  type CompanyPlan,
  type CreateCompanyValues,
  type ServiceHours,
  type UpdateCompanyValues,
} from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import { targetCompany } from '../../http/authorize.js';
import { changedFields, createdFields, deletedFields, type AuditTrail } from '../audit-logs/index.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { hashPassword } from '../auth/password.js';
import type { InvoicesService } from '../invoices/invoices.service.js';
import { toPlan } from '../plans/plan.presenter.js';
import { plansReader } from '../plans/index.js';
import { usersReader } from '../users/index.js';
import { assertCanChangeServiceHours, assertCanManageCompanies } from './companies.policy.js';
import { companiesRepository, type CompanyPatch } from './companies.repository.js';
import { createCompanyWithAdmin, translateDuplicate } from './company-creation.js';
import { shownDueDate, toCompanyDetail, toCompanyListItem } from './company.presenter.js';
import { dueDateAfterDays } from './trial.js';

const PAGE_SIZE = 20;

export interface CompaniesOptions {
  /** Days until the due date of a company created without one (the trial period). */
  trialDays: number;
  now: () => Date;
}

/** Company fields the billing rule reads to decide whether a cycle is due (invoices.repository billCyclesDueBy). */
const BILLING_FIELDS = ['dueDate', 'status'] as const satisfies readonly (keyof UpdateCompanyValues)[];

export class CompaniesService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly options: CompaniesOptions,
    private readonly invoices: Pick<InvoicesService, 'billDueCycle'>,
    private readonly audit: AuditTrail,
  ) {}

  async getWithPlan(auth: RequestAuth, companyId: number): Promise<CompanyPlan> {
    targetCompany(auth, companyId);
    const found = await companiesRepository.findWithPlan(this.db, companyId);
    if (!found) throw new AppError('ERR_NOT_FOUND');
    const { company, plan } = found;
    await this.audit.companyAccessed(this.db, auth, companyId, 'plan');
    return {
      id: company.id,
      name: company.name,
      dueDate: shownDueDate(company),
      recurrence: company.recurrence,
      plan: toPlan(plan),
    };
  }

  async getDetail(auth: RequestAuth, companyId: number): Promise<CompanyDetail> {
    targetCompany(auth, companyId);
    const detail = await this.detail(companyId);
    await this.audit.companyAccessed(this.db, auth, companyId, 'company');
    return detail;
  }

  private async detail(companyId: number): Promise<CompanyDetail> {
    const company = await companiesRepository.findById(this.db, companyId);
    if (!company) throw new AppError('ERR_NOT_FOUND');
    return toCompanyDetail(company);
  }

  /** Company-level service hours and the zone they are read in: the company's admins, or the super administrator. */
  async updateSchedules(
    auth: RequestAuth,
    companyId: number,
    { schedules, timeZone }: { schedules: ServiceHours[]; timeZone?: string | undefined },
  ): Promise<CompanyDetail> {
    assertCanChangeServiceHours(auth);
    targetCompany(auth, companyId);
    await this.db.transaction(async (tx) => {
      const before = await companiesRepository.findById(tx, companyId);
      if (!before) throw new AppError('ERR_NOT_FOUND');
      await companiesRepository.updateSchedules(tx, companyId, schedules, timeZone);
      // The company's clock and hours are its settings: an entry of its own trail, whoever changed them.
      const changes = changedFields(before, { schedules, timeZone });
      if (Object.keys(changes).length === 0) return;
      const entityId = Object.keys(changes).join(', ');
      await this.audit.record(tx, auth, {
        companyId,
        action: 'settings.updated',
        entityType: 'setting',
        entityId,
        changes,
      });
    });
    return this.detail(companyId);
  }

  /** GET /companies, /companies/list and /companiesPlan/: the super administrator's pages of companies. */
  async list(auth: RequestAuth, query: { searchParam?: string | undefined; pageNumber: number }): Promise<CompanyPage> {
    assertCanManageCompanies(auth);
    const offset = (query.pageNumber - 1) * PAGE_SIZE;
    const { rows, count } = await companiesRepository.listPage(this.db, {
      search: query.searchParam,
      limit: PAGE_SIZE,
      offset,
    });
    return { companies: rows.map(toCompanyListItem), count, hasMore: offset + rows.length < count };
  }

  /**
   * POST /companies: the company, its admin (email and password), default settings and first invoice. Without a
   * zone, the company takes that of the super administrator's language (spec 1 §9: Monterrey for Spanish).
   */
  async create(auth: RequestAuth, input: CreateCompanyValues): Promise<CompanyDetail> {
    assertCanManageCompanies(auth);
    await this.assertPlanExists(input.planId, undefined);
    const { password, ...given } = input;
    const company = {
      ...given,
      timeZone:
        given.timeZone ??
        timeZoneOfLanguage((await usersReader.findById(this.db, auth.companyId, auth.userId))?.language),
    };
    const passwordHash = await hashPassword(password);
    const dueDate = company.dueDate ?? dueDateAfterDays(this.options.now(), this.options.trialDays);
    const created = await this.db.transaction(async (tx) => {
      const made = await createCompanyWithAdmin(
        tx,
        { ...company, dueDate },
        { name: company.name, email: company.email, passwordHash },
        this.options.now(),
      );
      // The companies are the platform's: a platform-level entry.
      const changes = createdFields({ ...company, dueDate, password: AUDIT_SECRET_MASK });
      await this.audit.record(tx, auth, {
        companyId: null,
        action: 'company.created',
        entityType: 'company',
        entityId: made.company.id,
        changes,
      });
      return made;
    });
    this.events.emit('company.created', { companyId: created.company.id, adminUserId: created.adminUserId });
    return toCompanyDetail(created.company);
  }

  async update(auth: RequestAuth, companyId: number, input: UpdateCompanyValues): Promise<CompanyDetail> {
    assertCanManageCompanies(auth);
    if (companyId === PLATFORM_COMPANY_ID) assertPlatformCompanyKept(input);
    if (input.planId !== undefined) await this.assertPlanExists(input.planId, companyId);
    const patch: CompanyPatch = { ...input };
    if (companyId === PLATFORM_COMPANY_ID) delete patch.dueDate;
    let row;
    try {
      row = await this.db.transaction(async (tx) => {
        const before = await companiesRepository.findById(tx, companyId);
        if (!before || Object.keys(patch).length === 0) return before;
        const after = await companiesRepository.update(tx, companyId, patch);
        const changes = changedFields(before, patch);
        if (after && Object.keys(changes).length > 0)
          await this.audit.record(tx, auth, {
            companyId: null,
            action: 'company.updated',
            entityType: 'company',
            entityId: companyId,
            changes,
          });
        return after;
      });
    } catch (error) {
      throw translateDuplicate(error);
    }
    if (!row) throw new AppError('ERR_NOT_FOUND');
    // A due date moved to today or before (or a company made active past it) would leave it nothing to pay until the
    // 03:00 run: the invoices module bills that cycle now, by the run's own rule. Should this process stop first, the
    // run still bills it, the cycle being due. A free cycle is settled at once, which moves the due date on.
    if (BILLING_FIELDS.some((field) => patch[field] !== undefined) && (await this.invoices.billDueCycle(companyId)) > 0)
      row = (await companiesRepository.findById(this.db, companyId)) ?? row;
    this.events.emit('company.updated', { companyId });
    return toCompanyDetail(row);
  }

  /** GET /companies/{id}/deletion: what goes with the company, for the super administrator's confirmation to say. */
  async deletionImpact(auth: RequestAuth, companyId: number): Promise<CompanyDeletionImpact> {
    assertCanManageCompanies(auth);
    if (companyId === PLATFORM_COMPANY_ID) throw new AppError('ERR_PLATFORM_COMPANY');
    const impact = await companiesRepository.deletionImpact(this.db, companyId);
    if (!impact) throw new AppError('ERR_NOT_FOUND');
    await this.audit.companyAccessed(this.db, auth, companyId, 'deletion');
    return impact;
  }

  /**
   * Deletes the company with all its data (every company table cascades). Refused for company 1, and while one of its
   * connections holds a live channel session: a process would go on running it for a company that no longer exists.
   */
  async delete(auth: RequestAuth, companyId: number): Promise<void> {
    assertCanManageCompanies(auth);
    if (companyId === PLATFORM_COMPANY_ID) throw new AppError('ERR_PLATFORM_COMPANY');
    const found = await companiesRepository.findById(this.db, companyId);
    if (!found) throw new AppError('ERR_NOT_FOUND');
    if ((await companiesRepository.countLiveSessions(this.db, companyId)) > 0)
      throw new AppError('ERR_COMPANY_HAS_ACTIVE_SESSIONS');
    await this.db.transaction(async (tx) => {
      if (!(await companiesRepository.delete(tx, companyId))) throw new AppError('ERR_NOT_FOUND');
      // Platform-level: the company's own trail goes with it.
      const changes = deletedFields({ name: found.name, email: found.email });
      await this.audit.record(tx, auth, {
        companyId: null,
        action: 'company.deleted',
        entityType: 'company',
        entityId: companyId,
        changes,
      });
    });
    this.events.emit('company.deleted', { companyId });
  }

  /** A catalogue plan, or the company's own one (its paid custom terms): never another company's own plan. */
  private async assertPlanExists(planId: number, companyId: number | undefined): Promise<void> {
    const plan = await plansReader.findById(this.db, planId);
    if (!plan || (plan.companyId !== null && plan.companyId !== companyId)) {
      throw new AppError('ERR_VALIDATION', { issues: [{ path: 'planId', message: 'validation.invalidOption' }] });
    }
  }
}

/** Company 1 is the platform: it stays active and keeps its fixed due date. */
function assertPlatformCompanyKept(input: UpdateCompanyValues): void {
  const expires = input.dueDate !== undefined && input.dueDate !== PLATFORM_COMPANY_DUE_DATE;
  if (input.status === false || expires) throw new AppError('ERR_PLATFORM_COMPANY');
}
