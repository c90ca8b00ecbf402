import {
  instantOf,
  type ListSchedulesQuery,
  type ScheduleFormInput,
  type ScheduleListAnswer,
  type ScheduleView,
} from '@guiche/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { companiesReader } from '../companies/index.js';
import { hidesNumbersFrom } from '../contacts/contacts.policy.js';
import { contactsReader } from '../contacts/index.js';
import type { OutboundService } from '../messages/outbound.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { usersReader } from '../users/index.js';
import { presentSchedule } from './schedule.presenter.js';
import { ScheduleSender } from './schedule-sender.js';
import {
  assertCanActAs,
  assertCanChangeSchedule,
  assertNotSent,
  assertPlanHasSchedules,
  assertSendAtAhead,
} from './schedules.policy.js';
import { schedulesRepository } from './schedules.repository.js';

/** GET /schedules pages hold 20 schedules, like the other lists. */
export const SCHEDULES_PAGE_SIZE = 20;

/**
 * Scheduled messages (spec 3 "Scheduled messages", spec 1 §2): the company's plan must include them; everyone in
 * the company sees its schedules; a schedule is changed or deleted by its user or an admin, and a sent one is never
 * changed (409). Deleting a sent one is allowed: it only clears it from the list, the message stays in its ticket.
 * Sending is ScheduleSender's.
 */
export class SchedulesService {
  private readonly sender: ScheduleSender;

  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly settings: SettingsService,
    outbound: OutboundService,
    jobs: JobQueue,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.sender = new ScheduleSender(db, events, outbound, jobs, now);
  }

  /** Works the send jobs in this process. */
  async start(): Promise<void> {
    await this.sender.start();
  }

  /** GET /schedules: one page, the schedules still to go out first (schedules.repository.ts says why). */
  async list(auth: RequestAuth, query: ListSchedulesQuery): Promise<ScheduleListAnswer> {
    await this.assertPlan(auth);
    const offset = (query.pageNumber - 1) * SCHEDULES_PAGE_SIZE;
    const filter = { search: query.searchParam, contactId: query.contactId, userId: query.userId };
    const [{ rows, count }, hideNumbers] = await Promise.all([
      schedulesRepository.page(this.db, auth.companyId, filter, { limit: SCHEDULES_PAGE_SIZE, offset }),
      this.hidesNumbers(auth),
    ]);
    return {
      schedules: rows.map((row) => presentSchedule(row, hideNumbers)),
      count,
      hasMore: offset + rows.length < count,
    };
  }

  async get(auth: RequestAuth, id: number): Promise<ScheduleView> {
    await this.assertPlan(auth);
    return this.view(auth, id);
  }

  /** The schedule as live events carry it (number unmasked), or undefined once it is gone. */
  async snapshot(companyId: number, id: number): Promise<ScheduleView | undefined> {
    const record = await schedulesRepository.findRecord(this.db, companyId, id);
    return record && presentSchedule(record, false);
  }

  /** Whether the company hides numbers from some readers (live events then go out in two versions). */
  async hidesNumbersIn(companyId: number): Promise<boolean> {
    return (await this.settings.read(companyId)).lgpdHideNumber;
  }

  /** POST /schedules: in the caller's name unless an admin names another user. */
  async create(auth: RequestAuth, input: ScheduleFormInput): Promise<ScheduleView> {
    const { companyId } = auth;
    await this.assertPlan(auth);
    const sendAt = instantOf(input.sendAt, await companiesReader.timeZoneOf(this.db, companyId));
    assertSendAtAhead(sendAt, this.now());
    const userId = input.userId ?? auth.userId;
    assertCanActAs(auth, userId);
    await this.checkReferences(this.db, auth, input.contactId, userId);
    await this.sender.prepare();
    const row = await this.db.transaction(async (tx) => {
      const inserted = await schedulesRepository.insert(tx, companyId, {
        body: input.body,
        contactId: input.contactId,
        sendAt,
        userId,
      });
      await this.sender.queueWithin(tx, inserted);
      return inserted;
    });
    this.sender.queued();
    this.events.emit('schedule.saved', { companyId, scheduleId: row.id, created: true });
    return this.view(auth, row.id);
  }

  /**
   * PUT /schedules/{id}: every field of the form; without userId the schedule keeps its user. A failed schedule
   * saved again waits to be sent anew. Only a sendAt that moves must lie ahead: an overdue one keeps its turn.
   */
  async update(auth: RequestAuth, id: number, input: ScheduleFormInput): Promise<ScheduleView> {
    const { companyId } = auth;
    await this.assertPlan(auth);
    const sendAt = instantOf(input.sendAt, await companiesReader.timeZoneOf(this.db, companyId));
    await this.sender.prepare();
    await this.db.transaction(async (tx) => {
      const found = await schedulesRepository.lockById(tx, companyId, id);
      if (!found) throw new AppError('ERR_SCHEDULE_NOT_FOUND');
      assertCanChangeSchedule(auth, found);
      assertNotSent(found);
      if (sendAt.getTime() !== found.sendAt.getTime()) assertSendAtAhead(sendAt, this.now());
      const userId = input.userId ?? found.userId ?? auth.userId;
      if (userId !== found.userId) assertCanActAs(auth, userId);
      await this.checkReferences(tx, auth, input.contactId, userId);
      await schedulesRepository.update(tx, companyId, id, {
        body: input.body,
        contactId: input.contactId,
        sendAt,
        userId,
        status: 'PENDENTE',
        failedReason: null,
      });
      // Every save queues a send, in its own commit: the job reads the row when it runs, and the jobs of earlier saves
      // find nothing to do.
      await this.sender.queueWithin(tx, { companyId, id, sendAt });
    });
    this.sender.queued();
    this.events.emit('schedule.saved', { companyId, scheduleId: id, created: false });
    return this.view(auth, id);
  }

  async delete(auth: RequestAuth, id: number): Promise<void> {
    const { companyId } = auth;
    await this.assertPlan(auth);
    await this.db.transaction(async (tx) => {
      const found = await schedulesRepository.lockById(tx, companyId, id);
      if (!found) throw new AppError('ERR_SCHEDULE_NOT_FOUND');
      assertCanChangeSchedule(auth, found);
      await schedulesRepository.delete(tx, companyId, id);
    });
    this.events.emit('schedule.deleted', { companyId, scheduleId: id });
  }

  private async view(auth: RequestAuth, id: number): Promise<ScheduleView> {
    const [record, hideNumbers] = await Promise.all([
      schedulesRepository.findRecord(this.db, auth.companyId, id),
      this.hidesNumbers(auth),
    ]);
    if (!record) throw new AppError('ERR_SCHEDULE_NOT_FOUND');
    return presentSchedule(record, hideNumbers);
  }

  private async assertPlan(auth: RequestAuth): Promise<void> {
    assertPlanHasSchedules((await companiesReader.findWithPlan(this.db, auth.companyId))?.plan);
  }

  private async hidesNumbers(auth: RequestAuth): Promise<boolean> {
    return hidesNumbersFrom(auth, await this.settings.read(auth.companyId));
  }

  /** The contact and the user must be the company's own. */
  private async checkReferences(tx: DbOrTx, auth: RequestAuth, contactId: number, userId: number): Promise<void> {
    const [contact, user] = await Promise.all([
      contactsReader.findById(tx, auth.companyId, contactId),
      userId === auth.userId ? true : usersReader.findById(tx, auth.companyId, userId),
    ]);
    if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND');
    if (!user) throw new AppError('ERR_NO_USER_FOUND');
  }
}
