import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { ChannelManager } from '../../channels/manager/channel-manager.js';
import { ChannelError, type ChannelAdapter, type MessageRef } from '../../channels/types.js';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import { contactsRepository } from '../contacts/contacts.repository.js';
import { messagesRepository, REACTION_MEDIA_TYPE, type MessageRow } from './messages.repository.js';
import { channelText, outboundContentOf } from './outbound-content.js';

/** A queued message's id until the channel gives it its own. */
export const PENDING_PREFIX = 'pending:';
export const isPending = (wid: string) => wid.startsWith(PENDING_PREFIX);

interface MessageJob {
  companyId: number;
  whatsappId: number;
  messageId: number;
}

/** Jobs of a connection's outbound queue (jobs queued before commands existed carry no `command`: sends). */
export type OutboundJob =
  | (MessageJob & { command: 'send' | 'edit' | 'delete' })
  | { command: 'read'; companyId: number; whatsappId: number; refs: MessageRef[] };

/** Carries the jobs of the outbound queues to the channel adapters, in the process that runs the session. */
export class OutboundDelivery {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly channels: ChannelManager,
    private readonly storage: TenantStorage,
    private readonly logger: FastifyBaseLogger,
    private readonly defaultRetryLimit: number,
  ) {}

  async handle(job: PgBoss.JobWithMetadata<OutboundJob>): Promise<void> {
    const data = job.data;
    try {
      if (data.command === 'read') await this.adapter(data.whatsappId).markRead(data.refs);
      else if (data.command === 'edit') await this.edit(data);
      else if (data.command === 'delete') await this.delete(data);
      else await this.send(data);
    } catch (error) {
      const retryable = error instanceof ChannelError ? error.retryable : true;
      if (retryable && job.retryCount < (job.retryLimit ?? this.defaultRetryLimit)) throw error;
      await this.giveUp(data, error);
    }
  }

  /** Where a message lives on the channel, for edits, deletions, quotes and reactions. */
  async refOf(message: MessageRow, chatId?: string): Promise<MessageRef> {
    return {
      chatId: message.remoteJid ?? chatId ?? (await this.chatOf(message.companyId, message.ticketId, message.contactId)),
      messageId: message.wid,
      fromMe: message.fromMe,
      participant: message.participant ?? undefined,
    };
  }

  private async send({ companyId, whatsappId, messageId }: MessageJob): Promise<void> {
    const message = await messagesRepository.findById(this.db, companyId, messageId);
    // Gone, deleted before it left, or already carried by an earlier attempt: nothing to do, nothing sent twice.
    if (!message || message.isDeleted || !isPending(message.wid)) return;
    const adapter = this.adapter(whatsappId);
    const chatId = await this.chatOf(companyId, message.ticketId, message.contactId);
    const related = message.quotedMsgId ? await messagesRepository.findByWid(this.db, companyId, whatsappId, message.quotedMsgId) : undefined;
    const isReaction = message.mediaType === REACTION_MEDIA_TYPE;
    // The reacted message must be on the channel first; a quote of one that never left is simply not sent.
    if (isReaction && related && isPending(related.wid)) throw new ChannelError('PROVIDER_ERROR', 'the reacted message is still queued', true);
    const relatedRef = related && !isPending(related.wid) ? await this.refOf(related, chatId) : undefined;
    const content = outboundContentOf(message, this.storage, isReaction ? relatedRef : undefined);
    const ref = await adapter.send(chatId, content, { quote: isReaction ? undefined : relatedRef, idempotencyKey: message.wid });
    const sent = await this.db.transaction(async (tx) => {
      const row = await messagesRepository.markSent(tx, companyId, messageId, { wid: ref.messageId, chatId: ref.chatId });
      await messagesRepository.relinkQuotes(tx, companyId, message.ticketId, message.wid, ref.messageId);
      return row;
    });
    // A reaction shows on its target, which is what changed for whoever watches the chat.
    const shownId = isReaction ? related?.id : messageId;
    if (sent && shownId !== undefined) this.events.emit('message.updated', { companyId, ticketId: sent.ticketId, messageId: shownId });
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
    this.logger.warn({ err: error, messageId: job.messageId, whatsappId: job.whatsappId, command: job.command }, 'outbound command given up');
    if (job.command === 'edit') return;
    const reason = job.command === 'delete' ? 'ERR_DELETE_WAPP_MSG' : 'ERR_SENDING_WAPP_MSG';
    const failed = await messagesRepository.markFailed(this.db, job.companyId, job.messageId, reason);
    if (failed && failed.mediaType !== REACTION_MEDIA_TYPE) this.events.emit('message.updated', { companyId: job.companyId, ticketId: failed.ticketId, messageId: job.messageId });
  }

  private adapter(whatsappId: number): ChannelAdapter {
    const adapter = this.channels.adapter(whatsappId);
    if (!adapter) throw new ChannelError('NOT_CONNECTED', 'the session is not running here', true);
    return adapter;
  }

  /** Where replies of a ticket go: the chat of the contact's latest message, else the contact's address. */
  private async chatOf(companyId: number, ticketId: number, contactId: number | null): Promise<string> {
    const chat = await messagesRepository.lastInboundChat(this.db, companyId, ticketId);
    if (chat) return chat;
    const contact = contactId ? await contactsRepository.findById(this.db, companyId, contactId) : undefined;
    const address = contact?.number ?? contact?.lid ?? contact?.externalId;
    if (!address) throw new ChannelError('INVALID_RECIPIENT', 'the contact has no address on this channel');
    return address;
  }
}
