import type { FastifyBaseLogger } from 'fastify';
import { ACK_NUMBER, type ChannelEvent, type InboundMessage, type MessageRef } from '../../channels/types.js';
import type { Db } from '../../db/database.js';
import { lockForTransaction } from '../../db/locks.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { KeyedSerialQueue } from '../../lib/keyed-serial-queue.js';
import { extensionForMime, type TenantStorage } from '../../storage/tenant-storage.js';
import { messagesRepository } from '../messages/messages.repository.js';
import { ticketsRepository } from '../tickets/tickets.repository.js';
import { resolveContact } from './contact-resolver.js';
import type { InboundConnection, InboundHook } from './inbound.types.js';
import { MEDIA_TYPE_OF, previewOf } from './message-kinds.js';
import { resolveTicket } from './ticket-resolver.js';

/** Thrown inside the transaction when the message was already stored: the whole unit rolls back untouched. */
class AlreadyStored extends Error {}

/**
 * Channel events → contacts, tickets and messages. Each message is stored once per (connection, channel id) by a
 * unique key; the events of one chat are processed one at a time across processes (advisory lock), so they land in
 * order. Side effects are domain events; the chatbot engine plugs in through hooks.
 */
export class InboundPipeline {
  private readonly hooks: InboundHook[] = [];
  /** Events of one chat, in the order the channel delivered them (the advisory lock covers other processes). */
  private readonly chats = new KeyedSerialQueue();

  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly storage: TenantStorage,
    private readonly logger: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  addHook(hook: InboundHook): void {
    this.hooks.push(hook);
  }

  async handle(connection: InboundConnection, event: ChannelEvent): Promise<void> {
    const chatId = 'ref' in event ? event.ref.chatId : event.type === 'message' ? event.message.ref.chatId : undefined;
    if (chatId === undefined) return this.apply(connection, event);
    return this.chats.run(`${connection.id}:${chatId}`, () => this.apply(connection, event));
  }

  private async apply(connection: InboundConnection, event: ChannelEvent): Promise<void> {
    switch (event.type) {
      case 'message':
        return this.storeMessage(connection, event.message);
      case 'ack':
        return this.raiseAck(connection, event.ref, ACK_NUMBER[event.ack]);
      case 'failed':
        return this.changeMessage(connection, event.ref, { failedReason: event.error.code });
      case 'edited':
        return this.changeMessage(connection, event.ref, { body: event.body, isEdited: true });
      case 'deleted':
        return this.changeMessage(connection, event.ref, { isDeleted: true });
      case 'presence':
        this.events.emit('contact.presence', { companyId: connection.companyId, whatsappId: connection.id, chatId: event.chatId, state: event.state });
        return;
      case 'status':
        // Connection state belongs to the channel manager.
        return;
    }
  }

  private async storeMessage(connection: InboundConnection, message: InboundMessage): Promise<void> {
    const { companyId, id: whatsappId } = connection;
    // Media is fetched before the transaction (provider URLs expire, downloads are slow); a redelivery skips it.
    if (await messagesRepository.exists(this.db, companyId, whatsappId, message.ref.messageId)) return;
    const mediaUrl = await this.saveMedia(companyId, message);
    const at = message.at;
    let stored;
    try {
      stored = await this.db.transaction(async (tx) => {
        await lockForTransaction(tx, `inbound:${whatsappId}:${message.ref.chatId}`);
        if (await messagesRepository.exists(tx, companyId, whatsappId, message.ref.messageId)) throw new AlreadyStored();
        const contact = await resolveContact(tx, companyId, connection.channel, message.sender, message.group);
        const { ticket, created } = await resolveTicket(tx, connection, contact, this.now());
        const row = await messagesRepository.insertOnce(tx, companyId, {
          ticketId: ticket.id,
          contactId: contact.id,
          whatsappId,
          wid: message.ref.messageId,
          remoteJid: message.ref.chatId,
          participant: message.ref.participant ?? null,
          fromMe: message.ref.fromMe,
          body: message.reaction ? message.reaction.emoji : message.body,
          mediaType: MEDIA_TYPE_OF[message.kind],
          mediaUrl,
          // Our own messages sent from the phone are already on the network.
          ack: message.ref.fromMe ? ACK_NUMBER.sent : ACK_NUMBER.pending,
          quotedMsgId: message.reaction?.targetId ?? message.quotedId ?? null,
          sentAt: at,
        });
        if (!row) throw new AlreadyStored();
        if (message.kind !== 'reaction') {
          await ticketsRepository.touchWithMessage(tx, companyId, ticket.id, { preview: previewOf(message.kind, message.body), at, fromMe: message.ref.fromMe });
        }
        return { ticketId: ticket.id, messageId: row.id, created };
      });
    } catch (error) {
      if (error instanceof AlreadyStored) {
        await this.storage.remove(mediaUrl);
        return;
      }
      throw error;
    }
    if (stored.created) this.events.emit('ticket.created', { companyId, ticketId: stored.ticketId });
    this.events.emit('message.created', { companyId, ticketId: stored.ticketId, messageId: stored.messageId });
    this.events.emit('ticket.updated', { companyId, ticketId: stored.ticketId });
    await this.runHooks({
      companyId,
      whatsappId,
      ticketId: stored.ticketId,
      messageId: stored.messageId,
      ticketCreated: stored.created,
      fromMe: message.ref.fromMe,
      live: message.live,
    });
  }

  private async saveMedia(companyId: number, message: InboundMessage): Promise<string | null> {
    if (!message.media) return null;
    try {
      const content = await message.media.download();
      return await this.storage.save(companyId, 'messages', extensionForMime(message.media.mime), content);
    } catch (error) {
      // The message is still stored (with its caption); the attendant sees it without the file.
      this.logger.warn({ err: error, messageId: message.ref.messageId }, 'inbound media download failed');
      return null;
    }
  }

  private async raiseAck(connection: InboundConnection, ref: MessageRef, ack: number): Promise<void> {
    const row = await messagesRepository.raiseAck(this.db, connection.companyId, connection.id, ref.messageId, ack);
    if (row) this.events.emit('message.updated', { companyId: connection.companyId, ticketId: row.ticketId, messageId: row.id });
  }

  private async changeMessage(
    connection: InboundConnection,
    ref: MessageRef,
    values: { body?: string; isEdited?: boolean; isDeleted?: boolean; failedReason?: string },
  ): Promise<void> {
    const row = await messagesRepository.updateByWid(this.db, connection.companyId, connection.id, ref.messageId, values);
    if (row) this.events.emit('message.updated', { companyId: connection.companyId, ticketId: row.ticketId, messageId: row.id });
  }

  private async runHooks(context: Parameters<InboundHook>[0]): Promise<void> {
    for (const hook of this.hooks) {
      try {
        await hook(context);
      } catch (error) {
        // One failing hook must not undo a stored message nor stop the others.
        this.logger.error({ err: error, ticketId: context.ticketId }, 'inbound hook failed');
      }
    }
  }
}
