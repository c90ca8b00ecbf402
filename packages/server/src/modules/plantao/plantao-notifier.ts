import type { FastifyBaseLogger } from 'fastify';
import type { ChannelManager } from '../../channels/manager/channel-manager.js';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { contactsRepository } from '../contacts/contacts.repository.js';
import { ticketsRepository } from '../tickets/tickets.repository.js';
import { isOnDuty } from './plantao-hours.js';
import { plantaoRepository } from './plantao.repository.js';

/** Durable reminders about a waiting ticket; one waits per ticket at a time ('short' policy, singleton per ticket). */
export const PLANTAO_NOTIFY_QUEUE = 'plantao-notify';
/** With nobody on duty, the ticket is looked at again this often (someone's hours may begin while it waits). */
const IDLE_RECHECK_MS = 5 * 60_000;
/** The default connection runs in another process: try again shortly (whoever holds it then sends). */
const ELSEWHERE_RETRY_MS = 15_000;

export interface PlantaoNotifyJob {
  companyId: number;
  ticketId: number;
}

/**
 * On-call notices (seed notes, inbound step 4): while a ticket waits (pending) during someone's on-call hours, that
 * person gets a WhatsApp notice through the company's default connection, again every `interval` minutes until the
 * ticket is taken. The timer is a pg-boss job per ticket, so it survives restarts and runs once across processes.
 */
export class PlantaoNotifier {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly jobs: JobQueue,
    private readonly channels: ChannelManager,
    private readonly logger: FastifyBaseLogger,
    private readonly now: () => Date,
    private readonly minuteMs = 60_000,
  ) {}

  async start(): Promise<void> {
    await this.jobs.declareQueue(PLANTAO_NOTIFY_QUEUE, 'short');
    this.events.on('ticket.created', ({ companyId, ticketId, written }) => {
      if (written && written.ticket.status !== 'pending') return;
      return this.queue({ companyId, ticketId }, 0);
    });
    await this.jobs.work<PlantaoNotifyJob>(PLANTAO_NOTIFY_QUEUE, (job) => this.notify(job.data));
  }

  private async queue(job: PlantaoNotifyJob, delayMs: number): Promise<void> {
    await this.jobs.send(PLANTAO_NOTIFY_QUEUE, job, { singletonKey: String(job.ticketId), startAfter: new Date(Date.now() + delayMs), retryLimit: 3, retryDelay: 30 });
  }

  /** Tells everyone on duty about the waiting ticket, and comes back after the shortest interval among them. */
  async notify(job: PlantaoNotifyJob): Promise<void> {
    const { companyId, ticketId } = job;
    const ticket = await ticketsRepository.findById(this.db, companyId, ticketId);
    if (ticket?.status !== 'pending') return;
    const onDuty = (await plantaoRepository.list(this.db, companyId)).filter(({ plantao }) => isOnDuty(plantao.days, this.now()));
    if (onDuty.length === 0) return this.queue(job, IDLE_RECHECK_MS);
    const connection = await ticketsRepository.findDefaultConnection(this.db, companyId, null);
    if (!connection) return;
    const adapter = this.channels.adapter(connection.id);
    if (!adapter) return this.queue(job, ELSEWHERE_RETRY_MS);
    const contact = await contactsRepository.findById(this.db, companyId, ticket.contactId);
    const text = `Plantão: o atendimento #${ticketId}${contact ? ` de ${contact.name}` : ''} aguarda na fila.`;
    const slot = Math.floor(this.now().getTime() / this.minuteMs);
    for (const { plantao } of onDuty) {
      await adapter
        .send(plantao.phone, { kind: 'text', text }, { idempotencyKey: `plantao:${ticketId}:${plantao.id}:${slot}` })
        .catch((error: unknown) => this.logger.warn({ err: error, plantaoId: plantao.id, ticketId }, 'on-call notice not sent'));
    }
    const interval = Math.min(...onDuty.map(({ plantao }) => plantao.interval));
    await this.queue(job, interval * this.minuteMs);
  }
}
