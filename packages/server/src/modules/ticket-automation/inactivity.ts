import type { DomainEventMap } from '../../events/domain-events.js';
import { sayAsBot } from '../conversation-engine/bot-speech.js';
import { connectionsReader } from '../connections/index.js';
import { REACTION_MEDIA_TYPE, messagesReader, type MessageRow } from '../messages/index.js';
import { changeTicket } from '../tickets/ticket-change.js';
import { ticketsReader } from '../tickets/index.js';
import type { AutomationDeps } from './automation-deps.js';
import type { AutomationJob } from './automation-jobs.js';
import { hasInactivityRules, inactivityStep, isWatched } from './inactivity-rules.js';
import { INACTIVITY_NOTICE, inactivityRepository } from './inactivity.repository.js';

type InactivityJob = Extract<AutomationJob, { kind: 'inactivity' }>;

/**
 * Inactivity (connection fields timeInactiveMessage/inactiveMessage, expiresTicket/whenExpiresTicket/
 * expiresInactiveMessage): a silence starts when the company speaks and the contact does not answer. After
 * timeInactiveMessage minutes the contact gets inactiveMessage (once per silence); after expiresTicket minutes the
 * ticket closes with expiresInactiveMessage.
 *
 * Both count from the company's latest message: an attendant who writes again has asked something new, and the
 * contact's time to answer runs from there (counting from the first unanswered message would close a ticket minutes
 * after the attendant's real answer). The contact writing ends the silence; nothing needs cancelling: the waiting
 * job belongs to the silence it was scheduled for (its key and data name the contact's latest message) and stops
 * when that is no longer the latest. A closed ticket is no longer watched, so its job stops too.
 */
export class InactivityTimers {
  constructor(private readonly deps: AutomationDeps) {}

  /** Every new message: a company message that the contact could answer starts (or continues) a silence. */
  async onMessage({ companyId, ticketId, messageId, hints }: DomainEventMap['message.created']): Promise<void> {
    // Contact messages (most inbound traffic) are settled without a query.
    if (hints && !hints.message.fromMe) return;
    const message = hints?.message ?? (await messagesReader.findById(this.deps.db, companyId, messageId));
    if (!message || !speaksToContact(message)) return;
    const ticket = hints?.ticket ?? (await ticketsReader.findById(this.deps.db, companyId, ticketId));
    if (!ticket || ticket.whatsappId === null) return;
    // The bot's answers carry the connection the engine read for them.
    const connection =
      hints?.connection?.id === ticket.whatsappId
        ? hints.connection
        : await connectionsReader.load(this.deps.db, companyId, ticket.whatsappId);
    if (!connection || !hasInactivityRules(connection) || !isWatched(ticket, connection)) return;
    const afterMessageId = await inactivityRepository.lastContactId(this.deps.db, companyId, ticketId);
    const first = inactivityStep(0, false, connection, this.deps.timers.minuteMs);
    if (first.nextInMs !== undefined)
      await this.deps.timers.schedule({ kind: 'inactivity', companyId, ticketId, afterMessageId }, first.nextInMs);
  }

  /** A due (or early, or stale) inactivity job: reads the silence as it is now and does what is due. */
  async run(job: InactivityJob): Promise<void> {
    const { db, timers } = this.deps;
    const { companyId, ticketId } = job;
    const ticket = await ticketsReader.findById(db, companyId, ticketId);
    if (!ticket || ticket.whatsappId === null) return;
    const connection = await connectionsReader.findById(db, companyId, ticket.whatsappId);
    if (!connection || !isWatched(ticket, connection)) return;
    const silence = await inactivityRepository.silenceOf(db, companyId, ticketId);
    if (silence.lastContactId !== job.afterMessageId || silence.silenceMs === null) return;
    const step = inactivityStep(silence.silenceMs, silence.noticeSent, connection, timers.minuteMs);
    if (step.action === 'close') {
      await this.close(job, connection.expiresInactiveMessage);
      return;
    }
    // A repeated delivery of this job finds the reminder sent (noticeSent) and does not send it again.
    if (step.action === 'notice')
      await sayAsBot(this.deps, ticket, [connection.inactiveMessage], {
        now: this.deps.now(),
        data: { automation: INACTIVITY_NOTICE },
      });
    if (step.nextInMs !== undefined) await timers.schedule(job, step.nextInMs);
  }

  /** Closes the ticket if, under its lock, it is still watched and still silent in this silence; then the message. */
  private async close(job: InactivityJob, closingText: string | null): Promise<void> {
    const { db, events, now, timers } = this.deps;
    const closed = await changeTicket(db, events, job, async (locked, tx) => {
      const connection =
        locked.whatsappId === null ? undefined : await connectionsReader.findById(tx, job.companyId, locked.whatsappId);
      if (!connection || !isWatched(locked, connection)) return undefined;
      const silence = await inactivityRepository.silenceOf(tx, job.companyId, job.ticketId);
      if (silence.lastContactId !== job.afterMessageId || silence.silenceMs === null) return undefined;
      if (inactivityStep(silence.silenceMs, silence.noticeSent, connection, timers.minuteMs).action !== 'close')
        return undefined;
      return {
        patch: { status: 'closed', closedAt: now(), isBot: false },
        logs: [{ type: 'closed', queueId: locked.queueId }],
      };
    });
    if (closed) await sayAsBot(this.deps, closed, [closingText], { now: now() });
  }
}

function speaksToContact(message: MessageRow): boolean {
  if (!message.fromMe || message.isPrivate || message.mediaType === REACTION_MEDIA_TYPE) return false;
  // The reminder is the company speaking too, but it waits for the same answer: the silence goes on.
  const data = message.dataJson as { automation?: unknown } | null;
  return data?.automation !== INACTIVITY_NOTICE;
}
