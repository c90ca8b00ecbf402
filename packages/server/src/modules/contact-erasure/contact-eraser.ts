import type { FastifyBaseLogger } from 'fastify';
import { isErasedNumber, phoneEquivalents, type ContactErasureCounts } from '@guiche/shared';
import type { Db, DbOrTx, Tx } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { JobQueue, JobSendOptions } from '../../jobs/job-queue.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import {
  canParticipate,
  groupTicketsReader,
  participantFormsOf,
  type ParticipantForms,
} from '../contact-privacy/index.js';
import { contactDataRepository as data, type ErasedContactRow } from './contact-data.repository.js';
import { contactErasureRepository as erasures, type ContactErasureRow } from './contact-erasure.repository.js';
import { groupMessagesRepository as groups } from './group-messages.repository.js';
import { MessageEraser, type PassResult } from './message-eraser.js';

/** Durable jobs that erase a contact's data; any process works them. */
export const CONTACT_ERASURE_QUEUE = 'contact-erasure';
/**
 * Failures that may pass (the database away, a restart) are retried for about an hour. A job that dies with its
 * process is retried once it expires (5 minutes), or at once by the next process to start (`start`).
 */
const JOB_OPTIONS = { retryLimit: 12, retryDelay: 15, retryBackoff: true, expireInSeconds: 300 } as const;
/**
 * How long one job works before it hands the rest to a fresh job of its own: a long history is erased by a chain of
 * short jobs, none near its expiry, each leaving the worker free for a moment.
 */
const JOB_BUDGET_MS = 30_000;
/** Simulated-phone messages removed per batch (with their files). */
const SIMULATOR_BATCH = 200;
/** Other contacts' group tickets probed per query for the person's messages (the export reads them as many). */
const GROUP_TICKET_PAGE = 100;

export interface ContactErasureJob {
  companyId: number;
  erasureId: number;
}

export interface ContactEraserDeps {
  db: Db;
  events: DomainEvents;
  jobs: JobQueue;
  storage: Pick<TenantStorage, 'remove'>;
  logger: FastifyBaseLogger;
  now: () => Date;
  /** Messages per batch and a job's working time (tests make both small). */
  batchSize?: number | undefined;
  budgetMs?: number | undefined;
}

/** Counts this job adds as it goes; see ContactErasureCounts. */
type CountKey = keyof ContactErasureCounts;

/**
 * Erases a contact's data in steps, each idempotent and each in short transactions of its own, so an erasure never
 * holds the inbox up and a process killed at any point (kill -9) leaves work the next run simply continues: a repeat
 * of a step finds nothing left where it had finished. The order matters for that: everything found through the
 * contact's number and LID (campaign sends, list entries, simulated phones, what the person wrote in other contacts'
 * groups, cached answers) is erased before the contact row forgets them, and the messages are swept once more after
 * it, for any that arrived meanwhile.
 *
 * Counts are added in the transaction that erased what they count (exact after any crash). A job works at most
 * JOB_BUDGET_MS, then queues its own continuation; the queue keeps one waiting job per erasure ('short' policy), and two
 * runs of one erasure at once (an expired job retried beside its continuation) only repeat each other's no-ops.
 */
export class ContactEraser {
  private readonly messages: MessageEraser;
  private readonly budgetMs: number;

  constructor(private readonly deps: ContactEraserDeps) {
    this.messages = new MessageEraser(deps.db, deps.storage, deps.batchSize);
    this.budgetMs = deps.budgetMs ?? JOB_BUDGET_MS;
  }

  /** Works the queue here and queues every erasure left unfinished (a process died mid-way). */
  async start(): Promise<void> {
    await this.deps.jobs.declareQueue(CONTACT_ERASURE_QUEUE, 'short');
    await this.deps.jobs.work<ContactErasureJob>(CONTACT_ERASURE_QUEUE, (job) => this.run(job.data));
    for (const open of await erasures.unfinished(this.deps.db))
      await this.deps.jobs.send<ContactErasureJob>(
        CONTACT_ERASURE_QUEUE,
        { companyId: open.companyId, erasureId: open.id },
        this.options(open.id),
      );
  }

  /** Makes sure the queue exists: its creation must not run inside `queueWithin`'s transaction. */
  async prepare(): Promise<void> {
    await this.deps.jobs.declareQueue(CONTACT_ERASURE_QUEUE, 'short');
  }

  /** Queues the erasure's job in the transaction that creates the erasure: both commit, or neither. */
  async queueWithin(tx: DbOrTx, job: ContactErasureJob): Promise<void> {
    await this.deps.jobs.sendWithin<ContactErasureJob>(tx, CONTACT_ERASURE_QUEUE, [
      { data: job, options: this.options(job.erasureId) },
    ]);
  }

  queued(): void {
    this.deps.jobs.queued(CONTACT_ERASURE_QUEUE);
  }

  /** One job's share of the erasure; the rest goes to a continuation job. */
  async run(job: ContactErasureJob): Promise<void> {
    const { companyId, erasureId } = job;
    const erasure = await erasures.findById(this.deps.db, companyId, erasureId);
    if (!erasure || erasure.status === 'done') return;
    await erasures.markRunning(this.deps.db, companyId, erasureId);
    const deadline = Date.now() + this.budgetMs;
    const finished = await this.erase(erasure, () => Date.now() >= deadline);
    if (!finished) {
      await this.deps.jobs.send<ContactErasureJob>(CONTACT_ERASURE_QUEUE, job, this.options(erasureId));
      this.deps.logger.info({ companyId, erasureId }, 'contact erasure continues in a new job');
    }
  }

  /** Every step in order; false when the budget ran out first. */
  private async erase(erasure: ContactErasureRow, overBudget: () => boolean): Promise<boolean> {
    const { companyId, id: erasureId, contactId } = erasure;
    const contact = contactId === null ? undefined : await data.findContact(this.deps.db, companyId, contactId);
    if (!contact) {
      // The contact was deleted meanwhile, and its tickets and messages with it: nothing of it is left to erase.
      await this.finish(erasure, [], 0);
      return true;
    }
    // How the person appears in groups; unknown once the contact forgot its number and LID (a run resumed after that).
    const person = isErasedNumber(contact.number) ? undefined : participantFormsOf(contact);
    const ticketIds = await data.ticketIds(this.deps.db, companyId, contact.id);
    if (!(await this.eraseMessages(erasure, ticketIds, overBudget))) return false;
    await data.clearTickets(this.deps.db, companyId, ticketIds);
    await this.count(erasure, 'notesDeleted', (tx) => data.deleteNotes(tx, companyId, contact.id));
    await this.count(erasure, 'extraInfoDeleted', (tx) => data.deleteExtraInfo(tx, companyId, contact.id));
    await this.count(erasure, 'schedulesCleared', (tx) => data.clearSchedules(tx, companyId, contact.id));
    // Found by the number: before the contact forgets it. Once it has (a run resumed after that step), these were done.
    if (person) {
      const numbers = numbersOf(contact);
      await this.count(erasure, 'campaignSendsCleared', (tx) =>
        data.clearCampaignSends(tx, companyId, erasureId, numbers),
      );
      await this.count(erasure, 'contactListEntriesRemoved', (tx) => data.deleteListEntries(tx, companyId, numbers));
      if (!(await this.eraseSimulatorCopies(erasure, numbers, overBudget))) return false;
      if (!(await this.eraseGroupMessages(erasure, contact.id, person, overBudget))) return false;
      await data.deleteCachedAnswers(this.deps.db, companyId, textsOf(contact));
      await this.deps.storage.remove(contact.profilePicUrl);
      await this.deps.db.transaction((tx) => data.anonymise(tx, companyId, contact.id, erasureId));
      // What the person wrote in groups since the pass above. Only this run still knows their number and LID, so this
      // sweep does not stop for the budget (it finds the few messages of a moment); a process killed between the
      // anonymisation and its end leaves those few, as nothing left in the database can find them again.
      await this.eraseGroupMessages(erasure, contact.id, person, () => false);
    }
    // Messages stored while the steps above ran (the contact wrote): the contact row no longer draws new ones.
    const latestTickets = await data.ticketIds(this.deps.db, companyId, contact.id);
    if (!(await this.eraseMessages(erasure, latestTickets, overBudget))) return false;
    await data.clearTickets(this.deps.db, companyId, latestTickets);
    await this.finish(erasure, latestTickets, latestTickets.length);
    return true;
  }

  private async eraseMessages(
    erasure: ContactErasureRow,
    ticketIds: readonly number[],
    overBudget: () => boolean,
  ): Promise<boolean> {
    if (ticketIds.length === 0) return true;
    const { companyId, id } = erasure;
    const result: PassResult = await this.messages.eraseMessages(
      { companyId, ticketIds },
      {
        within: (tx, batch) =>
          erasures.addCounts(tx, companyId, id, { messagesReplaced: batch.messages, mediaRemoved: batch.media }),
        shouldStop: overBudget,
      },
    );
    return result.finished;
  }

  /**
   * What the person wrote in other contacts' WhatsApp groups, matched by participant address as the export matches
   * it: each group's preview of it, then those messages, batch by batch with their files first (as eraseMessages);
   * the rest of each group's messages stay. Counted as groupMessagesReplaced, their files in mediaRemoved. A run
   * resumed after a stop walks the groups from the first again: those done hold nothing of the person any more.
   */
  private async eraseGroupMessages(
    erasure: ContactErasureRow,
    contactId: number,
    person: ParticipantForms,
    overBudget: () => boolean,
  ): Promise<boolean> {
    if (!canParticipate(person)) return true;
    const { companyId, id } = erasure;
    const { db, events } = this.deps;
    for (let after = 0; ;) {
      const ticketIds = await groupTicketsReader.groupTicketIds(
        db,
        companyId,
        contactId,
        person,
        after,
        GROUP_TICKET_PAGE,
      );
      if (ticketIds.length === 0) return true;
      await groups.clearPreviews(db, companyId, ticketIds, person);
      const result = await this.messages.eraseMessages(
        { companyId, ticketIds, participant: person },
        {
          within: (tx, batch) =>
            erasures.addCounts(tx, companyId, id, { groupMessagesReplaced: batch.messages, mediaRemoved: batch.media }),
          shouldStop: overBudget,
        },
      );
      for (const ticketId of ticketIds) events.emit('ticket.updated', { companyId, ticketId });
      if (!result.finished) return false;
      if (ticketIds.length < GROUP_TICKET_PAGE) return true;
      after = ticketIds[ticketIds.length - 1] ?? after;
    }
  }

  /** The simulated phones' copies of the chat (the simulator connection's own store), with their files. */
  private async eraseSimulatorCopies(
    erasure: ContactErasureRow,
    numbers: readonly string[],
    overBudget: () => boolean,
  ): Promise<boolean> {
    const { companyId } = erasure;
    for (;;) {
      const rows = await data.simulatorMessages(this.deps.db, companyId, numbers, SIMULATOR_BATCH);
      if (rows.length === 0) return true;
      await Promise.all(rows.map((row) => this.deps.storage.remove(row.mediaKey)));
      await this.count(erasure, 'simulatorMessagesDeleted', (tx) =>
        data.deleteSimulatorMessages(
          tx,
          companyId,
          rows.map((row) => row.id),
        ),
      );
      if (rows.length < SIMULATOR_BATCH) return true;
      if (overBudget()) return false;
    }
  }

  /** One step's statement and its count, committed together. */
  private async count(erasure: ContactErasureRow, key: CountKey, step: (tx: Tx) => Promise<number>): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const changed = await step(tx);
      await erasures.addCounts(tx, erasure.companyId, erasure.id, { [key]: changed });
    });
  }

  /** Done: the tickets kept are counted, and the facts announced once (a second run finds it done). */
  private async finish(erasure: ContactErasureRow, ticketIds: readonly number[], ticketsKept: number): Promise<void> {
    const { companyId, id, contactId } = erasure;
    const finished = await this.deps.db.transaction((tx) =>
      erasures.finish(tx, companyId, id, this.deps.now(), { ticketsKept }),
    );
    if (!finished) return;
    const { events } = this.deps;
    if (contactId !== null) {
      events.emit('contact.erased', {
        companyId,
        contactId,
        erasureId: id,
        requestedById: erasure.requestedById,
        counts: await this.countsOf(companyId, id),
      });
      events.emit('contact.updated', { companyId, contactId });
    }
    for (const ticketId of ticketIds) events.emit('ticket.updated', { companyId, ticketId });
  }

  private async countsOf(companyId: number, id: number): Promise<Record<string, number>> {
    return (await erasures.findById(this.deps.db, companyId, id))?.counts ?? {};
  }

  private options(erasureId: number): JobSendOptions {
    return { ...JOB_OPTIONS, singletonKey: `erasure-${erasureId}` };
  }
}

/** The forms the contact's number is stored under elsewhere (a Brazilian mobile with and without its ninth digit). */
function numbersOf(contact: ErasedContactRow): string[] {
  return contact.number ? phoneEquivalents(contact.number) : [];
}

/** The contact's own texts, as another table may have copied them. */
function textsOf(contact: ErasedContactRow): string[] {
  return [contact.name, contact.number, contact.lid, contact.email].filter(
    (text): text is string => typeof text === 'string' && text !== '',
  );
}
