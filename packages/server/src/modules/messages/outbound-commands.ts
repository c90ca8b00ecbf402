import type { ChannelManager } from '../../channels/manager/channel-manager.js';
import type { MessageRef } from '../../channels/types.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { TicketRow } from '../tickets/index.js';
import { connectionsReader } from '../connections/index.js';
import { isPending, type MessageRow } from './messages.repository.js';
import type { OutboundDelivery, OutboundJob } from './outbound-delivery.js';
import { SEND_RETRY } from './outbound-postings.js';
import { outboundQueueName } from './outbound-worker.js';

/** Channels whose accounts keep a block list of their own (ChannelAdapter.setBlocked). */
const CHANNELS_WITH_BLOCK_LIST: ReadonlySet<string> = new Set(['whatsapp']);
/** Read receipts are a courtesy: a few tries, then they are dropped. */
const READ_RETRY = { retryLimit: 2, retryDelay: 5 } as const;

/**
 * What follows a message on the channel once it is stored: edits, deletions, read receipts and block-list changes,
 * queued on the connection's send queue after the sends queued before them (OutboundService answers for them).
 */
export class OutboundCommands {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly channels: ChannelManager,
    private readonly delivery: OutboundDelivery,
    private readonly jobExpireSeconds: number,
  ) {}

  /** Carries an edit to the channel (a message still queued goes out with its new text anyway). */
  async queueEdit(message: MessageRow): Promise<void> {
    if (message.isPrivate || !message.whatsappId || isPending(message.wid)) return;
    await this.enqueue({
      command: 'edit',
      companyId: message.companyId,
      whatsappId: message.whatsappId,
      messageId: message.id,
      ticketId: message.ticketId,
    });
  }

  /**
   * Deletes a sent message for everyone. Where the session runs here, at once, so a refusal answers
   * ERR_DELETE_WAPP_MSG; elsewhere (or while it is down) through the queue. 'unsupported': the channel cannot
   * delete (Meta channels), so it is deleted here only.
   */
  async deleteOnChannel(message: MessageRow): Promise<'deleted' | 'queued' | 'unsupported' | 'not-sent'> {
    if (message.isPrivate || !message.whatsappId || isPending(message.wid)) return 'not-sent';
    const adapter = this.channels.adapter(message.whatsappId);
    if (!adapter) {
      await this.enqueue({
        command: 'delete',
        companyId: message.companyId,
        whatsappId: message.whatsappId,
        messageId: message.id,
        ticketId: message.ticketId,
      });
      return 'queued';
    }
    if (!adapter.capabilities.delete) return 'unsupported';
    try {
      await adapter.delete(await this.delivery.refOf(message));
    } catch (error) {
      throw new AppError('ERR_DELETE_WAPP_MSG', { message: error instanceof Error ? error.message : undefined });
    }
    return 'deleted';
  }

  /** Read receipts for the contact's messages just read (best effort). */
  async queueRead(ticket: TicketRow, refs: MessageRef[]): Promise<void> {
    if (!ticket.whatsappId || refs.length === 0) return;
    await this.enqueue({
      command: 'read',
      companyId: ticket.companyId,
      whatsappId: ticket.whatsappId,
      refs,
      ticketId: ticket.id,
    });
  }

  /**
   * A contact blocked or unblocked: each of the company's WhatsApp connections puts them on (or off) the account's
   * block list, through its send queue so the process running the session does it, once it runs.
   */
  async queueBlock(companyId: number, address: string, blocked: boolean): Promise<void> {
    const connections = await connectionsReader.list(this.db, companyId);
    for (const connection of connections.filter((row) => CHANNELS_WITH_BLOCK_LIST.has(row.channel))) {
      await this.enqueue({ command: 'block', companyId, whatsappId: connection.id, chatId: address, blocked });
    }
  }

  /** Edits, deletions, receipts and block-list changes (sends are queued with their messages: queueSends). */
  private async enqueue(job: Exclude<OutboundJob, { command: 'send' }>): Promise<void> {
    const queue = outboundQueueName(job.whatsappId);
    // A short expiry: a job whose worker died is taken back within a minute, not the default quarter of an hour.
    const expireInSeconds = this.jobExpireSeconds;
    if (job.command === 'read') await this.jobs.send<OutboundJob>(queue, job, { ...READ_RETRY, expireInSeconds });
    else await this.jobs.send<OutboundJob>(queue, job, { ...SEND_RETRY, expireInSeconds });
  }
}
