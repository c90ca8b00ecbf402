import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { SendMessageInput } from '@guiche/shared';
import type { ChannelManager } from '../../channels/manager/channel-manager.js';
import { ChannelError } from '../../channels/types.js';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { contactsRepository } from '../contacts/contacts.repository.js';
import { ticketsRepository } from '../tickets/tickets.repository.js';
import { presentMessage, type MessageView } from './message.presenter.js';
import { messagesRepository } from './messages.repository.js';

interface OutboundJob {
  companyId: number;
  whatsappId: number;
  messageId: number;
}

/** A queued message's id until the channel gives it its own. */
const PENDING_PREFIX = 'pending:';
/** Only open and group tickets take replies (spec 1 §2: closed tickets disable the input). */
const REPLYABLE = new Set(['open', 'group']);
/** About 20 minutes of retries (5 s doubling) before a send is given up as ERR_SENDING_WAPP_MSG. */
const RETRY = { retryLimit: 8, retryDelay: 5, retryBackoff: true } as const;

export const outboundQueueName = (whatsappId: number) => `outbound.${whatsappId}`;

/**
 * Replies go through a durable queue per connection: the message is stored first (ack 0, clock icon), a job
 * carries it to the channel, and only the process running the connection's session works that queue. A send while
 * the connection is down waits and is retried; when it finally fails the message says so, it is never dropped.
 */
export class OutboundService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly jobs: JobQueue,
    private readonly channels: ChannelManager,
    private readonly logger: FastifyBaseLogger,
  ) {}

  async reply(auth: RequestAuth, ticketId: number, input: SendMessageInput): Promise<MessageView> {
    const ticket = await ticketsRepository.findById(this.db, auth.companyId, ticketId);
    if (!ticket) throw new AppError('ERR_NO_TICKET_FOUND');
    if (!REPLYABLE.has(ticket.status)) throw new AppError('ERR_NO_PERMISSION', { message: 'Only open tickets take replies' });
    if (!ticket.whatsappId && !input.isPrivate) throw new AppError('ERR_NO_WAPP_FOUND');
    const at = new Date();
    const row = await this.db.transaction(async (tx) => {
      const message = await messagesRepository.insertOnce(tx, auth.companyId, {
        ticketId,
        contactId: ticket.contactId,
        whatsappId: ticket.whatsappId,
        wid: `${PENDING_PREFIX}${randomUUID()}`,
        fromMe: true,
        body: input.body,
        ack: 0,
        // A private note stays inside the company: it never goes to the channel.
        isPrivate: input.isPrivate ?? false,
        quotedMsgId: input.quotedMsgId === undefined ? null : String(input.quotedMsgId),
        sentAt: at,
      });
      if (!message) throw new Error('a fresh message id collided');
      if (!message.isPrivate) await ticketsRepository.touchWithMessage(tx, auth.companyId, ticketId, { preview: input.body, at, fromMe: true });
      return message;
    });
    if (!row.isPrivate && ticket.whatsappId) {
      await this.jobs.send<OutboundJob>(
        outboundQueueName(ticket.whatsappId),
        { companyId: auth.companyId, whatsappId: ticket.whatsappId, messageId: row.id },
        { ...RETRY, singletonKey: `message:${row.id}` },
      );
    }
    this.events.emit('message.created', { companyId: auth.companyId, ticketId, messageId: row.id });
    this.events.emit('ticket.updated', { companyId: auth.companyId, ticketId });
    return presentMessage(row);
  }

  /** Starts carrying a connection's queued messages; the channel manager calls it when the session runs here. */
  async attach(whatsappId: number): Promise<void> {
    await this.jobs.work<OutboundJob>(outboundQueueName(whatsappId), (job) => this.deliver(job));
  }

  async detach(whatsappId: number): Promise<void> {
    await this.jobs.stopWorking(outboundQueueName(whatsappId));
  }

  private async deliver(job: PgBoss.JobWithMetadata<OutboundJob>): Promise<void> {
    const { companyId, whatsappId, messageId } = job.data;
    const message = await messagesRepository.findById(this.db, companyId, messageId);
    // Gone, or already carried by an earlier attempt: nothing to do, and nothing sent twice.
    if (!message || !message.wid.startsWith(PENDING_PREFIX)) return;
    try {
      const adapter = this.channels.adapter(whatsappId);
      if (!adapter) throw new ChannelError('NOT_CONNECTED', 'the session is not running here', true);
      const chatId = await this.chatOf(companyId, message.ticketId, message.contactId);
      const quote = message.quotedMsgId ? { chatId, messageId: message.quotedMsgId, fromMe: false } : undefined;
      const ref = await adapter.send(chatId, { kind: 'text', text: message.body }, { quote, idempotencyKey: message.wid });
      const sent = await messagesRepository.markSent(this.db, companyId, messageId, ref.messageId);
      if (sent) this.events.emit('message.updated', { companyId, ticketId: sent.ticketId, messageId });
    } catch (error) {
      const retryable = error instanceof ChannelError ? error.retryable : true;
      if (retryable && job.retryCount < RETRY.retryLimit) throw error;
      this.logger.warn({ err: error, messageId, whatsappId }, 'outbound message given up');
      const failed = await messagesRepository.markFailed(this.db, companyId, messageId, 'ERR_SENDING_WAPP_MSG');
      if (failed) this.events.emit('message.updated', { companyId, ticketId: failed.ticketId, messageId });
    }
  }

  private async chatOf(companyId: number, ticketId: number, contactId: number | null): Promise<string> {
    const chat = await messagesRepository.lastInboundChat(this.db, companyId, ticketId);
    if (chat) return chat;
    const contact = contactId ? await contactsRepository.findById(this.db, companyId, contactId) : undefined;
    const address = contact?.number ?? contact?.lid ?? contact?.externalId;
    if (!address) throw new ChannelError('INVALID_RECIPIENT', 'the contact has no address on this channel');
    return address;
  }
}
