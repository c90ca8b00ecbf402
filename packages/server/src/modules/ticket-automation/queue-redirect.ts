import type { DomainEventMap } from '../../events/domain-events.js';
import { connectionsRepository, type ConnectionRow } from '../connections/connections.repository.js';
import { sayAsBot } from '../conversation-engine/bot-speech.js';
import { queuesRepository } from '../queues/queues.repository.js';
import { transferNotice } from '../tickets/agent-messages.js';
import { changeTicket } from '../tickets/ticket-change.js';
import { ticketsRepository, type TicketRow } from '../tickets/tickets.repository.js';
import type { AutomationDeps } from './automation-deps.js';
import type { AutomationJob } from './automation-jobs.js';

type RedirectJob = Extract<AutomationJob, { kind: 'redirect' }>;

/**
 * Connection fields timeSendQueue/sendIdQueue: a pending ticket that still has no queue timeSendQueue minutes after
 * it was opened (the contact never picked from the menu) moves to the sendIdQueue queue, to wait there for an
 * attendant: the bot lets go of it (isBot false), the move is logged as a redirect, and with sendMsgTransfTicket the
 * contact is told, as on any transfer.
 */
export class QueueRedirect {
  constructor(private readonly deps: AutomationDeps) {}

  async onTicketCreated({ companyId, ticketId, written }: DomainEventMap['ticket.created']): Promise<void> {
    const ticket = written?.ticket ?? (await ticketsRepository.findById(this.deps.db, companyId, ticketId));
    if (!ticket || !waitsForQueue(ticket) || ticket.whatsappId === null) return;
    const connection = await this.deps.connections.load(companyId, ticket.whatsappId);
    if (!connection || !redirects(connection)) return;
    await this.deps.timers.schedule({ kind: 'redirect', companyId, ticketId }, this.deps.timers.minutes(connection.timeSendQueue));
  }

  async run(job: RedirectJob): Promise<void> {
    const { db, events, timers } = this.deps;
    let remainingMs: number | undefined;
    const moved = await changeTicket(db, events, job.companyId, job.ticketId, async (locked, tx) => {
      if (!waitsForQueue(locked) || locked.whatsappId === null) return undefined;
      const connection = await connectionsRepository.findById(tx, job.companyId, locked.whatsappId);
      if (!connection || !redirects(connection)) return undefined;
      // The minutes may have been raised since this job was scheduled: then it is not due yet.
      const left = timers.minutes(connection.timeSendQueue) - (await ticketsRepository.ageMs(tx, job.companyId, locked.id));
      if (left > 0) {
        remainingMs = left;
        return undefined;
      }
      return { patch: { queueId: connection.sendIdQueue, isBot: false }, logs: [{ type: 'redirect', queueId: connection.sendIdQueue }] };
    });
    if (remainingMs !== undefined) await timers.schedule(job, remainingMs);
    if (moved) await this.tellContact(moved);
  }

  private async tellContact(ticket: TicketRow): Promise<void> {
    const settings = await this.deps.settings.read(ticket.companyId);
    if (!settings.sendMsgTransfTicket || ticket.queueId === null) return;
    const queue = await queuesRepository.findById(this.deps.db, ticket.companyId, ticket.queueId);
    await sayAsBot(this.deps, ticket, [transferNotice({ queueName: queue?.name })], { now: this.deps.now() });
  }
}

const waitsForQueue = (ticket: TicketRow) => ticket.status === 'pending' && ticket.queueId === null && !ticket.isGroup;
const redirects = (connection: ConnectionRow): connection is ConnectionRow & { sendIdQueue: number } => connection.timeSendQueue > 0 && connection.sendIdQueue !== null;
