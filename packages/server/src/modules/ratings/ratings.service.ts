import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { connectionsReader } from '../connections/index.js';
import type { InboundHook } from '../inbound/inbound.types.js';
import { REACTION_MEDIA_TYPE, type MessageRow } from '../messages/index.js';
import type { OutboundService } from '../messages/outbound.service.js';
import { farewellText, RATING_INVALID_OPTION } from '../tickets/agent-messages.js';
import { announceTicketUpdate } from '../tickets/ticket-events.js';
import { ticketLogsWriter, ticketsReader, ticketsWriter, type TicketRow } from '../tickets/index.js';
import { usersReader } from '../users/index.js';
import { parseRating } from './rating-answer.js';
import { ratingsRepository } from './ratings.repository.js';

/** Durable jobs that end a rating wait after the connection's expiresTicketNPS minutes; any process works them. */
export const RATING_EXPIRY_QUEUE = 'ticket-rating-expiry';
const EXPIRY_RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;
const MINUTE_MS = 60_000;

export interface RatingExpiryJob {
  companyId: number;
  ticketId: number;
}

/**
 * Rating on close (seed notes, inbound step 5): resolving with setting userRating and a connection's ratingMessage
 * moves the ticket to nps (tickets service) and asks the contact here. The contact's next messages are the answer:
 * a number from 0 to 10 is stored as the ticket's rating and closes it; anything else is answered with the invalid
 * option text and the question again, until maxUseBotQueuesNPS answers have been given; a wait longer than
 * expiresTicketNPS minutes ends too. Every ending closes the ticket with the farewell the resolve held back (unless
 * the resolve declined it).
 */
export class RatingsService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly outbound: OutboundService,
    private readonly jobs: JobQueue,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The inbound step that takes a contact's answer while their ticket waits for its rating (nps). */
  readonly inboundHook: InboundHook = ({ ticket, message, live }) =>
    live && ticket.status === 'nps' ? this.answer(ticket, message) : Promise.resolve();

  /** Works the expiry jobs in this process. */
  async start(): Promise<void> {
    await this.jobs.work<RatingExpiryJob>(RATING_EXPIRY_QUEUE, (job) => this.expire(job.data));
  }

  /** The ticket has just moved to nps: the question goes to the contact, and the wait's end is scheduled. */
  async ask(ticket: TicketRow): Promise<void> {
    if (ticket.whatsappId === null) return;
    const connection = await connectionsReader.findById(this.db, ticket.companyId, ticket.whatsappId);
    const question = connection?.ratingMessage?.trim();
    if (question) await this.postAsAgent(ticket, [question]);
    if (connection && connection.expiresTicketNPS > 0)
      await this.scheduleExpiry(ticket, connection.expiresTicketNPS * MINUTE_MS);
  }

  /** A contact's live message on a ticket waiting for its rating: the rating, another try or the last try. */
  async answer(ticket: TicketRow, message: MessageRow): Promise<void> {
    if (ticket.status !== 'nps' || message.fromMe || message.mediaType === REACTION_MEDIA_TYPE) return;
    const { companyId, id: ticketId } = ticket;
    const rate = parseRating(message.body);
    if (rate !== undefined) return this.close(ticket, rate);

    const connection =
      ticket.whatsappId === null ? undefined : await connectionsReader.findById(this.db, companyId, ticket.whatsappId);
    const question = connection?.ratingMessage?.trim();
    const answers = await ratingsRepository.answersSinceAsked(this.db, companyId, ticketId);
    if (!connection || !question || answers >= connection.maxUseBotQueuesNPS) return this.close(ticket, null);
    await this.postAsAgent(ticket, [RATING_INVALID_OPTION, question]);
  }

  /**
   * An expiry job: closes the ticket when it has waited for its rating expiresTicketNPS minutes. The wait is measured
   * from the latest ask, so a job left from an earlier ask (the ticket reopened and resolved again since) does not
   * cut the new wait short: it schedules its end again, as it does when the minutes were raised meanwhile.
   */
  async expire({ companyId, ticketId }: RatingExpiryJob): Promise<void> {
    const ticket = await ticketsReader.findById(this.db, companyId, ticketId);
    if (ticket?.status !== 'nps' || ticket.whatsappId === null) return;
    const [connection, askedAt] = await Promise.all([
      connectionsReader.findById(this.db, companyId, ticket.whatsappId),
      ratingsRepository.askedAt(this.db, companyId, ticketId),
    ]);
    if (!connection || connection.expiresTicketNPS <= 0 || !askedAt) return;
    const left = askedAt.getTime() + connection.expiresTicketNPS * MINUTE_MS - this.now().getTime();
    if (left > 0) return this.scheduleExpiry(ticket, left);
    await this.close(ticket, null);
  }

  /**
   * Ends the wait: the rate (when the contact gave one) is stored for the ticket's attendant and the ticket closes;
   * then the farewell goes out. Nothing happens when the ticket stopped waiting meanwhile (an attendant took it back).
   */
  private async close(ticket: TicketRow, rate: number | null): Promise<void> {
    const { companyId, id: ticketId } = ticket;
    const closed = await this.db.transaction(async (tx) => {
      const locked = await ticketsReader.lockById(tx, companyId, ticketId);
      if (locked?.status !== 'nps') return undefined;
      if (rate !== null) await ratingsRepository.upsert(tx, companyId, { ticketId, userId: locked.userId, rate });
      const patch = { status: 'closed', closedAt: this.now() } as const;
      await ticketsWriter.update(tx, companyId, ticketId, patch);
      await ticketLogsWriter.insert(tx, companyId, [{ ticketId, type: 'closed', queueId: locked.queueId }]);
      return { before: locked, after: { ...locked, ...patch } };
    });
    if (!closed) return;
    announceTicketUpdate(this.events, companyId, closed.before, closed.after);
    if (closed.after.farewellAfterRating) await this.sendFarewell(closed.after);
  }

  /** The farewell the resolve would have sent: the attendant's own, else the connection's completion message. */
  private async sendFarewell(ticket: TicketRow): Promise<void> {
    if (ticket.whatsappId === null) return;
    const [user, connection] = await Promise.all([
      ticket.userId === null ? undefined : usersReader.findById(this.db, ticket.companyId, ticket.userId),
      connectionsReader.findById(this.db, ticket.companyId, ticket.whatsappId),
    ]);
    const body = farewellText(user?.farewellMessage, connection?.complationMessage);
    if (body) await this.postAsAgent(ticket, [body]);
  }

  /**
   * Messages in the attendant's name. Like the greeting and the farewell they are courtesies: a channel that refuses
   * them (a Meta channel outside its reply window) does not stop the rating flow.
   */
  private async postAsAgent(ticket: TicketRow, bodies: string[]): Promise<void> {
    try {
      await this.outbound.assertChannelOpen(ticket);
      await this.outbound.post(
        ticket,
        ticket.userId,
        bodies.map((body) => ({ body })),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }

  private async scheduleExpiry(ticket: TicketRow, afterMs: number): Promise<void> {
    const job: RatingExpiryJob = { companyId: ticket.companyId, ticketId: ticket.id };
    await this.jobs.send(RATING_EXPIRY_QUEUE, job, { ...EXPIRY_RETRY, startAfter: Math.ceil(afterMs / 1000) });
  }
}
