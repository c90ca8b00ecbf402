import type { DomainEventMap } from '../../events/domain-events.js';
import { connectionsReader, type ConnectionRow } from '../connections/index.js';
import { sayAsBot } from '../conversation-engine/bot-speech.js';
import { queuesReader } from '../queues/index.js';
import { transferNotice } from '../tickets/agent-messages.js';
import { changeTicket } from '../tickets/ticket-change.js';
import { ticketsReader, type TicketRow } from '../tickets/index.js';
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

  async onTicketCreated({ companyId, ticketId, hints }: DomainEventMap['ticket.created']): Promise<void> {
    const ticket = hints?.ticket ?? (await ticketsReader.findById(this.deps.db, companyId, ticketId));
    if (!ticket || !waitsForQueue(ticket) || ticket.whatsappId === null) return;
    const connection = await connectionsReader.load(this.deps.db, companyId, ticket.whatsappId);
    if (!connection || !redirects(connection)) return;
    await this.deps.timers.schedule(
      { kind: 'redirect', companyId, ticketId },
      this.deps.timers.minutes(connection.timeSendQueue),
    );
  }

  async run(job: RedirectJob): Promise<void> {
    const { db, events, timers } = this.deps;
    let remainingMs: number | undefined;
    const moved = await changeTicket(db, events, job, async (locked, tx) => {
      if (!waitsForQueue(locked) || locked.whatsappId === null) return undefined;
      const connection = await connectionsReader.findById(tx, job.companyId, locked.whatsappId);
      if (!connection || !redirects(connection)) return undefined;
      // The minutes may have been raised since this job was scheduled: then it is not due yet.
      const left = timers.minutes(connection.timeSendQueue) - (await ticketsReader.ageMs(tx, job.companyId, locked.id));
      if (left > 0) {
        remainingMs = left;
        return undefined;
      }
      return {
        patch: { queueId: connection.sendIdQueue, isBot: false },
        logs: [{ type: 'redirect', queueId: connection.sendIdQueue }],
      };
    });
    if (remainingMs !== undefined) await timers.schedule(job, remainingMs);
    if (moved) await this.tellContact(moved);
  }

  private async tellContact(ticket: TicketRow): Promise<void> {
    const settings = await this.deps.settings.read(ticket.companyId);
    if (!settings.sendMsgTransfTicket || ticket.queueId === null) return;
    const queue = await queuesReader.findById(this.deps.db, ticket.companyId, ticket.queueId);
    await sayAsBot(this.deps, ticket, [transferNotice({ queueName: queue?.name })], { now: this.deps.now() });
  }
}

const waitsForQueue = (ticket: TicketRow) => ticket.status === 'pending' && ticket.queueId === null && !ticket.isGroup;
const redirects = (connection: ConnectionRow): connection is ConnectionRow & { sendIdQueue: number } =>
  connection.timeSendQueue > 0 && connection.sendIdQueue !== null;
