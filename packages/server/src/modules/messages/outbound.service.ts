import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageView, SendContactCardInput, SendMessageInput } from '@guiche/shared';
import type { ChannelManager } from '../../channels/manager/channel-manager.js';
import type { MessageRef } from '../../channels/types.js';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { toCompanySettings } from '../settings/company-settings.js';
import { settingsReader } from '../settings/index.js';
import { assertTicketVisible } from '../tickets/ticket-access.js';
import { ticketsReader, type TicketRow } from '../tickets/index.js';
import { usersReader } from '../users/index.js';
import type { ConnectionRow } from '../connections/index.js';
import { MEDIA_TYPE_OF_KIND } from './message-files.js';
import { presentMessages, presentMessageView } from './message.presenter.js';
import type { StoredUpload } from './message-uploads.js';
import { isPending, messagesRepository, PENDING_PREFIX, type MessageRow } from './messages.repository.js';
import { OutboundCommands } from './outbound-commands.js';
import { OutboundDelivery } from './outbound-delivery.js';
import { COMMIT_CHECK_PAUSES_MS, OutboundPostings, SEND_RETRY } from './outbound-postings.js';
import { outboundAttemptsRepository } from './outbound-attempts.repository.js';
import { DEFAULT_OUTBOUND_TIMING, OutboundWorker, outboundQueueName, type OutboundTiming } from './outbound-worker.js';
import { buildVCard, type OutboundData } from './outbound-content.js';
import { outboundPreview, REPLYABLE_STATUSES, replyWindowHours, signatureOf } from './reply-rules.js';
import { fillDrafts } from './ticket-placeholders.js';

const HOUR_MS = 3_600_000;

/** One outbound message to store (and, unless private, to carry to the channel). */
export interface Draft {
  body: string;
  mediaType?: string | null | undefined;
  mediaUrl?: string | null | undefined;
  mediaName?: string | null | undefined;
  /** The quoted (or, for a reaction, the reacted) message's channel id. */
  quotedMsgId?: string | null | undefined;
  isPrivate?: boolean | undefined;
  isForwarded?: boolean | undefined;
  data?: OutboundData | undefined;
  /** The ticket row's last message, when the body is not a good one (a vCard). */
  preview?: string | undefined;
  /** Written by the conversation engine, not an attendant (the chat marks it as the bot's). */
  isBot?: boolean | undefined;
}

/**
 * The preview drafts leave on their ticket: the last one shown in the chat's list (notes and reactions leave none).
 * A caller that writes the ticket anyway puts it there itself and posts with `touched`.
 */
export function postPreview(drafts: readonly Draft[]): string | undefined {
  const last = drafts.filter((d) => !d.isPrivate && d.mediaType !== 'reactionMessage').at(-1);
  return last ? (last.preview ?? outboundPreview(last.mediaType, last.body)) : undefined;
}

export interface PostOptions {
  /** The caller already wrote the drafts' preview on the ticket. */
  touched?: boolean;
  /** The ticket's connection as the caller read it: the messages' events carry it (MessageHints). */
  connection?: ConnectionRow | undefined;
}

export interface MultipartSendFields {
  /** One caption per file, in order; a single caption goes with the first file. */
  body: string[];
  mediaTitle: string[];
  quotedMsgId?: string | undefined;
  isPrivate: boolean;
  signMessage: boolean;
}

/**
 * Replies go through a durable queue per connection: the message is stored first (ack 0, clock icon), a job
 * carries it to the channel, and only the process running the connection's session works that queue. A send while
 * the connection is down waits and is retried; when it finally fails the message says so, it is never dropped.
 * Edits, deletions and read receipts travel the same queue, after the sends queued before them.
 */
export class OutboundService {
  private readonly delivery: OutboundDelivery;
  private readonly worker: OutboundWorker;
  private readonly postings: OutboundPostings;
  private readonly commands: OutboundCommands;

  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly jobs: JobQueue,
    private readonly channels: ChannelManager,
    storage: TenantStorage,
    logger: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
    timing: OutboundTiming = DEFAULT_OUTBOUND_TIMING,
  ) {
    this.delivery = new OutboundDelivery(
      db,
      events,
      channels,
      storage,
      logger,
      SEND_RETRY.retryLimit,
      timing.attemptTimeoutMs,
    );
    this.worker = new OutboundWorker(jobs, this.delivery, timing, logger);
    this.postings = new OutboundPostings(db, jobs, timing.jobExpireSeconds);
    this.commands = new OutboundCommands(db, jobs, channels, this.delivery, timing.jobExpireSeconds);
  }

  /** POST /messages/{ticketId} as JSON: a text reply (optionally quoting and signed) or a private note. */
  async reply(auth: RequestAuth, ticketId: number, input: SendMessageInput): Promise<MessageView> {
    const isPrivate = input.isPrivate ?? false;
    const ticket = await this.openForReply(auth, ticketId, isPrivate);
    const quotedMsgId = await this.quoteKey(auth.companyId, ticket, input.quotedMsgId);
    const signature = isPrivate ? undefined : await this.signature(auth, input.signMessage);
    const [row] = await this.post(ticket, auth.userId, [
      { body: input.body, quotedMsgId, isPrivate, data: signature ? { signature } : undefined },
    ]);
    return this.view(ticket, row);
  }

  /** POST /messages/{ticketId} as JSON with `vCard`: a contact card. */
  async sendContactCard(auth: RequestAuth, ticketId: number, input: SendContactCardInput): Promise<MessageView> {
    const isPrivate = input.isPrivate ?? false;
    const ticket = await this.openForReply(auth, ticketId, isPrivate);
    const quotedMsgId = await this.quoteKey(auth.companyId, ticket, input.quotedMsgId);
    const [row] = await this.post(ticket, auth.userId, [
      {
        body: buildVCard(input.vCard),
        mediaType: 'contactMessage',
        quotedMsgId,
        isPrivate,
        data: { vCard: input.vCard },
        preview: outboundPreview('contactMessage', input.vCard.name),
      },
    ]);
    return this.view(ticket, row);
  }

  /** POST /messages/{ticketId} as multipart: one message per file, already in the company's storage. */
  async sendFiles(
    auth: RequestAuth,
    ticketId: number,
    files: StoredUpload[],
    fields: MultipartSendFields,
  ): Promise<MessageView[]> {
    const ticket = await this.openForReply(auth, ticketId, fields.isPrivate);
    const quotedMsgId = await this.quoteKey(auth.companyId, ticket, fields.quotedMsgId);
    const signature = fields.isPrivate ? undefined : await this.signature(auth, fields.signMessage);
    const drafts = files.map((file, index): Draft => {
      const caption = (fields.body.length > 1 ? fields.body[index] : index === 0 ? fields.body[0] : undefined) ?? '';
      const title = (
        fields.mediaTitle.length > 1 ? fields.mediaTitle[index] : index === 0 ? fields.mediaTitle[0] : undefined
      )?.trim();
      return {
        body: caption.trim(),
        mediaType: MEDIA_TYPE_OF_KIND[file.kind],
        mediaUrl: file.key,
        mediaName: title || file.fileName,
        quotedMsgId: index === 0 ? quotedMsgId : null,
        isPrivate: fields.isPrivate,
        data: { mime: file.mime, ...(signature && caption.trim() ? { signature } : {}) },
      };
    });
    const rows = await this.post(ticket, auth.userId, drafts);
    return presentMessages(this.db, auth.companyId, rows);
  }

  /**
   * A message the system writes in the agent's name (greeting on accept, farewell on close): no visibility or
   * status check (the ticket may be closing), but the channel's reply window still applies (ERR_OUTSIDE_REPLY_WINDOW).
   */
  async sendAsAgent(companyId: number, ticketId: number, userId: number | null, body: string): Promise<MessageView> {
    const ticket = await ticketsReader.findById(this.db, companyId, ticketId);
    if (!ticket) throw new AppError('ERR_NO_TICKET_FOUND');
    await this.assertChannelOpen(ticket);
    const [row] = await this.post(ticket, userId, [{ body }]);
    return this.view(ticket, row);
  }

  /** The ticket, if the caller may see it and it takes this message now. */
  async openForReply(auth: RequestAuth, ticketId: number, isPrivate: boolean): Promise<TicketRow> {
    const ticket = await assertTicketVisible(this.db, auth, ticketId);
    if (!REPLYABLE_STATUSES.has(ticket.status)) throw new AppError('ERR_TICKET_NOT_OPEN');
    if (!isPrivate) await this.assertChannelOpen(ticket);
    return ticket;
  }

  /**
   * A connection to send through, and (Meta channels) within the window since the contact last wrote;
   * `contactWroteAt`: the caller answers the contact's latest message, written then (no need to look it up).
   */
  async assertChannelOpen(ticket: TicketRow, contactWroteAt?: Date): Promise<void> {
    if (!ticket.whatsappId) throw new AppError('ERR_NO_WAPP_FOUND');
    await this.assertWithinWindow(ticket.companyId, ticket.whatsappId, ticket.channel, ticket.id, contactWroteAt);
  }

  /** Meta channels take free-form replies only for a while after the contact last wrote (in ticket `ticketId`). */
  async assertWithinWindow(
    companyId: number,
    whatsappId: number,
    channel: TicketRow['channel'],
    ticketId: number | undefined,
    contactWroteAt?: Date,
  ): Promise<void> {
    const hours = replyWindowHours(channel, this.channels.adapter(whatsappId));
    if (hours === undefined) return;
    const last =
      contactWroteAt ??
      (ticketId === undefined ? undefined : await messagesRepository.lastInboundAt(this.db, companyId, ticketId));
    if (!last || this.now().getTime() - last.getTime() > hours * HOUR_MS)
      throw new AppError('ERR_OUTSIDE_REPLY_WINDOW');
  }

  /** The signature prefix when the chat asks for it and the company's sendSignMessage allows it. */
  async signature(
    auth: Pick<RequestAuth, 'companyId' | 'userId'>,
    wanted: boolean | undefined,
  ): Promise<string | undefined> {
    if (!wanted) return undefined;
    const settings = toCompanySettings(await settingsReader.findRow(this.db, auth.companyId));
    if (!settings.sendSignMessage) return undefined;
    const user = await usersReader.findById(this.db, auth.companyId, auth.userId);
    return user ? signatureOf(user.name) : undefined;
  }

  /** A quote as the client names it (our id or the channel id) → the quoted message's channel id in this ticket. */
  private async quoteKey(
    companyId: number,
    ticket: TicketRow,
    key: string | number | undefined,
  ): Promise<string | null> {
    if (key === undefined || key === '') return null;
    const quoted = await messagesRepository.findInTicket(this.db, companyId, ticket.id, key);
    if (!quoted)
      throw new AppError('ERR_VALIDATION', {
        message: 'The quoted message is not in this ticket',
        issues: [{ path: 'quotedMsgId', message: 'validation.invalid' }],
      });
    return quoted.wid;
  }

  /**
   * Stores drafts as the ticket's outbound messages (in one statement with the other posts in flight), queues those
   * for the channel and announces them. Reactions neither move the ticket nor show as messages of their own: the
   * caller announces their target.
   */
  async post(
    ticket: TicketRow,
    userId: number | null,
    written: Draft[],
    options: PostOptions = {},
  ): Promise<MessageRow[]> {
    const { companyId } = ticket;
    const at = this.now();
    const drafts = await fillDrafts(this.db, ticket, userId, written, at);
    const preview = options.touched ? undefined : postPreview(drafts);
    const touch = preview === undefined ? undefined : { ticketId: ticket.id, preview, at };
    // The send jobs are written with the rows (OutboundPostings): their queue must exist before that transaction.
    const queue =
      ticket.whatsappId && drafts.some((draft) => !draft.isPrivate) ? outboundQueueName(ticket.whatsappId) : undefined;
    if (queue) await this.jobs.prepare(queue);
    const rows = await this.postings.submit({
      companyId,
      rows: drafts.map((draft) => ({
        ticketId: ticket.id,
        contactId: ticket.contactId,
        whatsappId: ticket.whatsappId,
        wid: `${PENDING_PREFIX}${randomUUID()}`,
        fromMe: true,
        userId,
        body: draft.body,
        mediaType: draft.mediaType ?? null,
        mediaUrl: draft.mediaUrl ?? null,
        mediaName: draft.mediaName ?? null,
        ack: 0,
        // A private note stays inside the company: it never goes to the channel.
        isPrivate: draft.isPrivate ?? false,
        isForwarded: draft.isForwarded ?? false,
        isBot: draft.isBot ?? false,
        quotedMsgId: draft.quotedMsgId ?? null,
        dataJson: draft.data && Object.keys(draft.data).length > 0 ? draft.data : null,
        sentAt: at,
      })),
      touch,
    });
    if (rows.length !== drafts.length) throw new Error('a fresh message id collided');
    if (queue) this.jobs.queued(queue);
    const shown = rows.filter((row) => row.mediaType !== 'reactionMessage');
    for (const row of shown)
      this.events.emit('message.created', {
        companyId,
        ticketId: ticket.id,
        messageId: row.id,
        hints: { message: row, ticket, connection: options.connection },
      });
    if (shown.some((row) => !row.isPrivate))
      this.events.emit('ticket.updated', { companyId, ticketId: ticket.id, hints: { byMessages: true } });
    return rows;
  }

  /** Carries an edit to the channel (OutboundCommands). */
  queueEdit(message: MessageRow): Promise<void> {
    return this.commands.queueEdit(message);
  }

  /** Deletes a sent message for everyone, at once where the session runs here, else queued (OutboundCommands). */
  deleteOnChannel(message: MessageRow): Promise<'deleted' | 'queued' | 'unsupported' | 'not-sent'> {
    return this.commands.deleteOnChannel(message);
  }

  /** Read receipts for the contact's messages just read (best effort; OutboundCommands). */
  queueRead(ticket: TicketRow, refs: MessageRef[]): Promise<void> {
    return this.commands.queueRead(ticket, refs);
  }

  /** A contact blocked or unblocked on the company's WhatsApp connections' block lists (OutboundCommands). */
  queueBlock(companyId: number, address: string, blocked: boolean): Promise<void> {
    return this.commands.queueBlock(companyId, address, blocked);
  }

  /** Starts carrying a connection's queued messages; the channel manager calls it when the session runs here. */
  async attach(whatsappId: number): Promise<void> {
    await this.worker.start(whatsappId, this.channels.adapter(whatsappId));
  }

  async detach(whatsappId: number): Promise<void> {
    await this.worker.stop(whatsappId);
  }

  /**
   * POST /messages/{messageId}/resend: the attendant sends again a reply left not confirmed (or given up). Refused
   * with ERR_MESSAGE_ALREADY_DELIVERED once the channel confirmed it; a reply still on its way is left as it is.
   */
  async resend(auth: RequestAuth, messageId: number): Promise<MessageView> {
    const message = await messagesRepository.findById(this.db, auth.companyId, messageId);
    if (!message) throw new AppError('ERR_NOT_FOUND');
    const ticket = await assertTicketVisible(this.db, auth, message.ticketId);
    if (!message.fromMe || message.isPrivate || message.isDeleted || !message.whatsappId)
      throw new AppError('ERR_NO_PERMISSION');
    if (!isPending(message.wid)) throw new AppError('ERR_MESSAGE_ALREADY_DELIVERED');
    if (!message.unconfirmedAt && !message.failedReason) return this.view(ticket, message);
    await this.assertChannelOpen(ticket);
    const { whatsappId } = message;
    const queue = outboundQueueName(whatsappId);
    await this.jobs.prepare(queue);
    // Cleared and queued in one commit, as a new message is (OutboundPostings).
    const row = await this.db.transaction(async (tx) => {
      const cleared = await outboundAttemptsRepository.clearForResend(tx, auth.companyId, messageId, message.wid);
      if (cleared) await this.postings.queueSends(tx, [cleared]);
      return cleared;
    });
    if (!row) throw new AppError('ERR_MESSAGE_ALREADY_DELIVERED');
    this.jobs.queued(queue);
    if (row.mediaType !== 'reactionMessage')
      this.events.emit('message.updated', { companyId: row.companyId, ticketId: row.ticketId, messageId: row.id });
    return this.view(ticket, row);
  }

  /** The view of a message just posted on `ticket`, whose queue it shows. */
  private async view(ticket: TicketRow, row: MessageRow | undefined): Promise<MessageView> {
    if (!row) throw new AppError('ERR_CREATING_MESSAGE');
    const present = () =>
      presentMessageView(this.db, ticket.companyId, row, { tickets: new Map([[ticket.id, ticket]]) });
    // The message is stored and queued: a failed read now (a connection cut) would answer 5xx, release the request's
    // Idempotency-Key, and its retry would post the reply a second time. The read is tried again first.
    for (const pauseMs of COMMIT_CHECK_PAUSES_MS) {
      try {
        return await present();
      } catch {
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }
    return present();
  }
}
