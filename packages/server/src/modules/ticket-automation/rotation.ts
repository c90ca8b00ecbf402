import type { DomainEventMap } from '../../events/domain-events.js';
import { queuesReader } from '../queues/index.js';
import { announceTicketUpdate } from '../tickets/ticket-events.js';
import { ticketLogsWriter, ticketsWriter, type TicketRow } from '../tickets/index.js';
import type { AutomationDeps } from './automation-deps.js';
import type { AutomationJob } from './automation-jobs.js';
import { nextAttendants } from './rotation-order.js';
import { rotationRepository } from './rotation.repository.js';

type RotationJob = Extract<AutomationJob, { kind: 'rotation' }>;

/**
 * Queue rotation (queue fields ativarRoteador/tempoRoteador, setting userRandom): every tempoRoteador minutes the
 * queue's waiting tickets are handed to its online attendants in turn (or at random). Never to an offline user: only
 * users.online counts, and a ticket left with someone who went offline is handed on at the next run.
 *
 * Handing out assigns the attendant and leaves the ticket pending. The spec says the tickets are "assigned", not
 * accepted: the attendant finds it among their own pending tickets and accepts it, and accepting is what opens a
 * ticket everywhere else (spec 1 §4: status open, the greeting of sendGreetingAccepted, the waiting time ending).
 * Opening it here would start a conversation nobody has looked at yet.
 *
 * One job per queue chains the runs (each run schedules the next one, carrying the round-robin cursor); saving the
 * queue and starting a server schedule it too, and the queue's 'short' policy keeps that to one waiting job.
 */
export class QueueRotation {
  constructor(
    private readonly deps: AutomationDeps,
    private readonly random: () => number = Math.random,
  ) {}

  /** A server starting: every rotating queue gets its timer (kept where one already waits). */
  async resumeAll(): Promise<void> {
    const rotating = await rotationRepository.rotatingQueues(this.deps.db);
    for (const { companyId, queueId, minutes } of rotating)
      await this.deps.timers.schedule({ kind: 'rotation', companyId, queueId }, this.deps.timers.minutes(minutes));
  }

  async onQueueSaved({ companyId, queueId }: DomainEventMap['queue.saved']): Promise<void> {
    const queue = await queuesReader.findById(this.deps.db, companyId, queueId);
    if (queue?.ativarRoteador && queue.tempoRoteador > 0)
      await this.deps.timers.schedule(
        { kind: 'rotation', companyId, queueId },
        this.deps.timers.minutes(queue.tempoRoteador),
      );
  }

  /** One run; the next is scheduled while the queue still rotates (turned off or deleted: the chain ends here). */
  async run(job: RotationJob): Promise<void> {
    const { companyId, queueId } = job;
    const queue = await queuesReader.findById(this.deps.db, companyId, queueId);
    if (!queue?.ativarRoteador || queue.tempoRoteador <= 0) return;
    const last = await this.handOut(companyId, queueId, job.afterUserId);
    await this.deps.timers.schedule(
      { kind: 'rotation', companyId, queueId, afterUserId: last ?? job.afterUserId },
      this.deps.timers.minutes(queue.tempoRoteador),
    );
  }

  /** Assigns the waiting tickets in one transaction; answers the last attendant served. */
  private async handOut(
    companyId: number,
    queueId: number,
    afterUserId: number | undefined,
  ): Promise<number | undefined> {
    const { db, events, settings } = this.deps;
    const { userRandom } = await settings.read(companyId);
    const changes = await db.transaction(async (tx) => {
      const online = await rotationRepository.onlineAttendants(tx, companyId, queueId);
      if (online.length === 0) return [];
      const waiting = await rotationRepository.lockWaiting(tx, companyId, queueId);
      const assignees = nextAttendants(online, waiting.length, afterUserId, userRandom ? this.random : undefined);
      const changed: { before: TicketRow; after: TicketRow }[] = [];
      for (const [index, ticket] of waiting.entries()) {
        const userId = assignees[index]!;
        await ticketsWriter.update(tx, companyId, ticket.id, { userId });
        changed.push({ before: ticket, after: { ...ticket, userId } });
      }
      // The attendant "received" the ticket, as from a transfer; the log shows who and in which queue.
      await ticketLogsWriter.insert(
        tx,
        companyId,
        changed.map(({ after }) => ({
          ticketId: after.id,
          type: 'receivedTransfer' as const,
          userId: after.userId,
          queueId,
        })),
      );
      return changed;
    });
    for (const { before, after } of changes) announceTicketUpdate(events, companyId, before, after);
    return changes.at(-1)?.after.userId ?? undefined;
  }
}
