import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import type { ChannelManager } from '../../channels/manager/channel-manager.js';
import { ChannelError, type ChannelAdapter, type MessageRef } from '../../channels/types.js';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import { contactsReader } from '../contacts/index.js';
import { isPending, messagesRepository, REACTION_MEDIA_TYPE, type MessageRow } from './messages.repository.js';
import { outboundAttemptsRepository, type TakenSend } from './outbound-attempts.repository.js';
import { channelText, outboundContentOf } from './outbound-content.js';
import { OutboundPacer } from './outbound-pacing.js';

interface MessageJob {
  companyId: number;
  whatsappId: number;
  messageId: number;
}

/**
 * Jobs of a connection's outbound queue (jobs queued before commands existed carry no `command`: sends). `ticketId`
 * names the chat: one chat's jobs are carried in order, different chats side by side (older jobs carry none).
 */
export type OutboundJob = (
  | (MessageJob & { command: 'send' | 'edit' | 'delete' })
  | { command: 'read'; companyId: number; whatsappId: number; refs: MessageRef[] }
  | { command: 'block'; companyId: number; whatsappId: number; chatId: string; blocked: boolean }
) & { ticketId?: number | undefined };

/** What became of a job: carried (or nothing left to do), or held back behind an earlier reply of its chat. */
export type JobOutcome = 'done' | 'held';

/** Whether the worker that took a job still owns its connection here: once not, outcomes it cannot vouch for are not written. */
export interface WorkerTenure {
  current(): boolean;
}

/**
 * Pauses before the channel's answer (its id for a message it took) is written again when the database failed: the
 * message was delivered, and an answer left unwritten made it a reply "sent but recorded unsent" (on channels that
 * do not dedupe, the next attempt must leave it to the attendant rather than send it twice).
 */
const SENT_WRITE_PAUSES_MS = [100, 500, 2000, 5000];

/** Carries the jobs of the outbound queues to the channel adapters, in the process that runs the session. */
export class OutboundDelivery {
  private readonly pacer = new OutboundPacer();

  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly channels: ChannelManager,
    private readonly storage: TenantStorage,
    private readonly logger: FastifyBaseLogger,
    private readonly defaultRetryLimit: number,
    /** Longest wait for the channel to answer one send; past it the outcome is unknown. */
    private readonly attemptTimeoutMs: number,
  ) {}

  async handle(job: JobWithMetadata<OutboundJob>, tenure: WorkerTenure): Promise<JobOutcome> {
    const data = job.data;
    try {
      if (data.command === 'read') await this.adapter(data.whatsappId).markRead(data.refs);
      else if (data.command === 'block') await this.adapter(data.whatsappId).setBlocked?.(data.chatId, data.blocked);
      else if (data.command === 'edit') await this.edit(data);
      else if (data.command === 'delete') await this.delete(data);
      else return await this.send(data, tenure);
    } catch (error) {
      // A worker that no longer owns the connection leaves the outcome to the one that does (its recovery).
      if (!tenure.current()) throw error;
      if (
        data.command === 'send' &&
        error instanceof InterruptedSend &&
        this.channels.adapter(data.whatsappId)?.repeatIsHarmless === false
      ) {
        await this.leaveToAttendant(data);
        return 'done';
      }
      const retryable = error instanceof ChannelError ? error.retryable : true;
      if (retryable && job.retryCount < (job.retryLimit ?? this.defaultRetryLimit)) throw error;
      await this.giveUp(data, error);
    }
    return 'done';
  }

  forget(whatsappId: number): void {
    this.pacer.forget(whatsappId);
  }

  /** Where a message lives on the channel, for edits, deletions, quotes and reactions. */
  async refOf(message: MessageRow, chatId?: string): Promise<MessageRef> {
    return {
      chatId:
        message.remoteJid ?? chatId ?? (await this.chatOf(message.companyId, message.ticketId, message.contactId)),
      messageId: message.wid,
      fromMe: message.fromMe,
      participant: message.participant ?? undefined,
    };
  }

  private async send({ companyId, whatsappId, messageId }: MessageJob, tenure: WorkerTenure): Promise<JobOutcome> {
    const facts = await outboundAttemptsRepository.loadForSend(this.db, companyId, messageId);
    if (!facts) return 'done';
    const { message } = facts;
    // Deleted before it left, already carried by an earlier attempt, or left to the attendant: nothing to do.
    if (message.isDeleted || !isPending(message.wid) || message.unconfirmedAt) return 'done';
    const adapter = this.adapter(whatsappId);
    if (facts.earlierQueued) return 'held';
    // An earlier attempt began and nobody heard how it ended (its process died, or it timed out): a channel that
    // dedupes gets it again under the same id; elsewhere sending again could show it twice.
    if (message.sendStartedAt && !adapter.repeatIsHarmless) {
      await this.leaveToAttendant({ companyId, messageId }, message.wid);
      return 'done';
    }
    const chatId = facts.lastInboundChat ?? addressOf(facts.contactAddress);
    const related = message.quotedMsgId
      ? await messagesRepository.findByWid(this.db, companyId, whatsappId, message.quotedMsgId)
      : undefined;
    const isReaction = message.mediaType === REACTION_MEDIA_TYPE;
    // The reacted message must be on the channel first; a quote of one that never left is simply not sent.
    if (isReaction && related && isPending(related.wid))
      throw new ChannelError('PROVIDER_ERROR', 'the reacted message is still queued', true);
    const relatedRef = related && !isPending(related.wid) ? await this.refOf(related, chatId) : undefined;
    const content = outboundContentOf(message, this.storage, isReaction ? relatedRef : undefined);
    await this.pacer.take(whatsappId, adapter, content);
    if (
      !(await outboundAttemptsRepository.markOneStarted(this.db, { companyId, id: messageId, pendingWid: message.wid }))
    )
      return 'done';
    let ref: MessageRef;
    try {
      ref = await withTimeout(
        adapter.send(chatId, content, { quote: isReaction ? undefined : relatedRef, idempotencyKey: message.wid }),
        this.attemptTimeoutMs,
      );
    } catch (error) {
      if (outcomeUnknown(error)) throw new InterruptedSend(error);
      // A plain refusal means the channel does not hold it: the next attempt is an ordinary one.
      if (tenure.current()) await outboundAttemptsRepository.clearStarted(this.db, companyId, messageId, message.wid);
      throw error;
    }
    // The channel's answer is a fact whoever hears it, so it is written even by a worker that lost the connection.
    const sent = await this.recordSent({ companyId, message, ref: { wid: ref.messageId, chatId: ref.chatId } });
    // A reaction shows on its target, which is what changed for whoever watches the chat.
    const shownId = isReaction ? related?.id : messageId;
    if (sent && shownId !== undefined) {
      this.events.emit('message.updated', {
        companyId,
        ticketId: sent.ticketId,
        messageId: shownId,
        hints: isReaction ? undefined : { message: sent, justSent: true },
        send: isReaction ? undefined : { whatsappId, channel: adapter.kind, outcome: 'sent' },
      });
    }
    return 'done';
  }

  /** Writes that the channel took a message, trying again while the database fails (see SENT_WRITE_PAUSES_MS). */
  private async recordSent(send: TakenSend): Promise<MessageRow | undefined> {
    for (const pauseMs of SENT_WRITE_PAUSES_MS) {
      try {
        return await outboundAttemptsRepository.markOneSent(this.db, send);
      } catch (error) {
        this.logger.warn({ err: error, messageId: send.message.id }, 'writing a sent message failed; trying again');
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }
    return outboundAttemptsRepository.markOneSent(this.db, send);
  }

  /** Marks a reply whose delivery cannot be known as not confirmed, for the attendant to resend or not. */
  private async leaveToAttendant(
    { companyId, messageId }: Pick<MessageJob, 'companyId' | 'messageId'>,
    pendingWid?: string,
  ): Promise<void> {
    const wid = pendingWid ?? (await messagesRepository.findById(this.db, companyId, messageId))?.wid;
    if (!wid || !isPending(wid)) return;
    const row = await outboundAttemptsRepository.markUnconfirmed(this.db, companyId, messageId, wid);
    if (!row) return;
    this.logger.warn(
      { messageId, whatsappId: row.whatsappId },
      'outbound send interrupted: left to the attendant as not confirmed',
    );
    if (row.mediaType !== REACTION_MEDIA_TYPE)
      this.events.emit('message.updated', {
        companyId,
        ticketId: row.ticketId,
        messageId,
        send: {
          whatsappId: row.whatsappId,
          channel: row.whatsappId === null ? undefined : this.channels.adapter(row.whatsappId)?.kind,
          outcome: 'unconfirmed',
        },
      });
  }

  private async edit({ companyId, whatsappId, messageId }: MessageJob): Promise<void> {
    const message = await messagesRepository.findById(this.db, companyId, messageId);
    if (!message || message.isDeleted || isPending(message.wid)) return;
    const adapter = this.adapter(whatsappId);
    // A channel without edits (Meta) keeps the first text; the edit stands here only.
    if (!adapter.capabilities.edit) return;
    await adapter.edit(await this.refOf(message), channelText(message));
  }

  private async delete({ companyId, whatsappId, messageId }: MessageJob): Promise<void> {
    const message = await messagesRepository.findById(this.db, companyId, messageId);
    if (!message || isPending(message.wid)) return;
    const adapter = this.adapter(whatsappId);
    if (!adapter.capabilities.delete) return;
    await adapter.delete(await this.refOf(message));
  }

  private async giveUp(job: OutboundJob, error: unknown): Promise<void> {
    if (job.command === 'read') return;
    if (job.command === 'block') {
      this.logger.warn({ err: error, whatsappId: job.whatsappId, blocked: job.blocked }, 'block list change given up');
      return;
    }
    this.logger.warn(
      { err: error, messageId: job.messageId, whatsappId: job.whatsappId, command: job.command },
      'outbound command given up',
    );
    if (job.command === 'edit') return;
    const reason = job.command === 'delete' ? 'ERR_DELETE_WAPP_MSG' : 'ERR_SENDING_WAPP_MSG';
    const failed = await messagesRepository.markFailed(this.db, job.companyId, job.messageId, reason);
    const send =
      job.command === 'send'
        ? ({
            whatsappId: job.whatsappId,
            channel: this.channels.adapter(job.whatsappId)?.kind,
            outcome: 'failed',
          } as const)
        : undefined;
    if (failed && failed.mediaType !== REACTION_MEDIA_TYPE)
      this.events.emit('message.updated', {
        companyId: job.companyId,
        ticketId: failed.ticketId,
        messageId: job.messageId,
        send,
      });
  }

  private adapter(whatsappId: number): ChannelAdapter {
    const adapter = this.channels.adapter(whatsappId);
    if (!adapter) throw new ChannelError('NOT_CONNECTED', 'the session is not running here', true);
    return adapter;
  }

  /** Where replies of a ticket go: the chat of the contact's latest message, else the contact's address. */
  private async chatOf(companyId: number, ticketId: number, contactId: number | null): Promise<string> {
    return (
      (await messagesRepository.lastInboundChat(this.db, companyId, ticketId)) ??
      this.contactAddress(companyId, contactId)
    );
  }

  /** The contact's own address, for a ticket the contact never wrote on (an outbound first message). */
  private async contactAddress(companyId: number, contactId: number | null): Promise<string> {
    return addressOf(contactId ? await contactsReader.addressOf(this.db, companyId, contactId) : null);
  }
}

function addressOf(address: string | null | undefined): string {
  if (!address) throw new ChannelError('INVALID_RECIPIENT', 'the contact has no address on this channel');
  return address;
}

/** A call to the channel that may or may not have been carried out; retried (it is not a refusal). */
class InterruptedSend extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'InterruptedSend';
  }
}

/** Whether the channel may have carried out a call that failed (no answer came back). */
function outcomeUnknown(error: unknown): boolean {
  return !(error instanceof ChannelError) || error.outcomeUnknown;
}

/** The send, or an unknown-outcome error when the channel does not answer in time (the call itself goes on). */
async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChannelError('PROVIDER_ERROR', `the channel did not answer within ${ms} ms`, true, true)),
      ms,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
