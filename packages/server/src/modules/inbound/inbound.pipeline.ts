import type { FastifyBaseLogger } from 'fastify';
import { ACK_NUMBER, type ChannelEvent, type InboundMessage, type MessageRef } from '../../channels/types.js';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { Coalescer } from '../../lib/coalescer.js';
import { extensionForMime, type TenantStorage } from '../../storage/tenant-storage.js';
import { messagesReader, messagesWriter } from '../messages/index.js';
import { ticketsReader, type TicketRow } from '../tickets/index.js';
import { ChatSequencer } from './chat-sequencer.js';
import { cleanEvent } from './clean-event.js';
import type { EchoFilter, InboundConnection, InboundHook, ScreenWatch } from './inbound.types.js';
import { StoredMeanwhile, storeBatch, type OnScreen, type PendingMessage, type StoreOutcome } from './store-batch.js';

/**
 * One write lane per connection: its messages are written one batch at a time, each batch taking every message
 * that arrived while the previous one was written. Under load batches grow instead of multiplying, which is what
 * makes the group commit pay: measured on 2 cores with one message per webhook, four lanes per connection wrote
 * batches of about 4 messages at 343 msg/s, one lane batches of about 16 at 711 msg/s (less CPU per message on
 * both sides). Different connections write in parallel, up to maxParallel batches at once.
 */
const GROUP_COMMIT = { maxBatch: 200, maxParallel: 4, isolateFailures: true };

/** A message's outcome and the write batch it came from (an object per batch, so it can key a WeakMap). */
interface BatchOutcome {
  outcome: StoreOutcome;
  batch: object;
}

/**
 * Channel events → contacts, tickets and messages. Each message is stored once per (connection, channel id) by a
 * unique key; the events of one chat land in the order the channel delivered them (in-process by the chat
 * sequencer and the write lanes, across processes by an advisory lock per chat). Messages that arrive together
 * (one delivery carrying several, or concurrent deliveries) are written together, several per transaction (group
 * commit). Side effects are domain events, which carry the rows written; the chatbot engine plugs in through hooks.
 */
export class InboundPipeline {
  private readonly hooks: InboundHook[] = [];
  private readonly echoFilters: EchoFilter[] = [];
  private readonly chats = new ChatSequencer();
  private readonly writer: Coalescer<PendingMessage, BatchOutcome>;
  private screens: ScreenWatch | undefined;
  /** Per write batch, the tickets whose messages' hooks ran already (see afterStored). */
  private readonly hookedTickets = new WeakMap<object, Set<number>>();

  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly storage: TenantStorage,
    private readonly logger: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.writer = new Coalescer((batch) => this.write(batch), GROUP_COMMIT);
  }

  addHook(hook: InboundHook): void {
    this.hooks.push(hook);
  }

  /** Who has which chat on screen: their contact's new messages are not counted unread (set once the sockets run). */
  watchScreens(screens: ScreenWatch): void {
    this.screens = screens;
  }

  /** A filter that drops our own sends echoed back before anything is stored (campaign sends are not tickets). */
  addEchoFilter(filter: EchoFilter): void {
    this.echoFilters.push(filter);
  }

  /**
   * Resolves once the event is stored (and its hooks ran). Calls for one chat may overlap: they are applied in the
   * order of the calls, so a delivery's events can be handed in all at once (`handleAll`).
   */
  async handle(connection: InboundConnection, received: ChannelEvent): Promise<void> {
    // Text PostgreSQL cannot store would fail this delivery on every redelivery: it is dropped here, once.
    const event = cleanEvent(received);
    if (event.type === 'message') return this.receive(connection, event.message);
    const chatId = 'ref' in event ? event.ref.chatId : undefined;
    if (chatId === undefined) return this.apply(connection, event);
    return this.chats.exclusive(`${connection.id}:${chatId}`, () => this.apply(connection, event));
  }

  /** One delivery's events, handed in together so its messages share transactions; in order per chat. */
  async handleAll(connection: InboundConnection, events: readonly ChannelEvent[]): Promise<void> {
    const results = await Promise.allSettled(events.map((event) => this.handle(connection, event)));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  private async apply(connection: InboundConnection, event: Exclude<ChannelEvent, { type: 'message' }>): Promise<void> {
    switch (event.type) {
      case 'ack':
        return this.raiseAck(connection, event.ref, ACK_NUMBER[event.ack]);
      case 'failed':
        return this.changeMessage(connection, event.ref, { failedReason: event.error.code });
      case 'edited':
        return this.changeMessage(connection, event.ref, { body: event.body, isEdited: true });
      case 'deleted':
        return this.changeMessage(connection, event.ref, { isDeleted: true });
      case 'presence':
        this.events.emit('contact.presence', {
          companyId: connection.companyId,
          whatsappId: connection.id,
          chatId: event.chatId,
          state: event.state,
        });
        return;
      case 'status':
        // Connection state belongs to the channel manager.
        return;
    }
  }

  private receive(connection: InboundConnection, message: InboundMessage): Promise<void> {
    const { chatId } = message.ref;
    return this.chats.pipelined(
      `${connection.id}:${chatId}`,
      this.prepare(connection, message),
      async (pending) =>
        pending && { mediaUrl: pending.mediaUrl, ...(await this.writer.submit(pending, String(connection.id))) },
      (written) => this.afterStored(connection, message, written),
    );
  }

  /**
   * Before the write, outside any transaction: the media download (provider URLs expire, downloads are slow). A
   * redelivered media message is recognised first, so its file is not fetched again. Undefined: nothing to write.
   */
  private async prepare(connection: InboundConnection, message: InboundMessage): Promise<PendingMessage | undefined> {
    if (message.ref.fromMe) {
      for (const isEcho of this.echoFilters) if (await isEcho(connection, message)) return undefined;
    }
    if (!message.media) return { connection, message, mediaUrl: null };
    if (await messagesReader.exists(this.db, connection.companyId, connection.id, message.ref.messageId))
      return undefined;
    return { connection, message, mediaUrl: await this.saveMedia(connection.companyId, message) };
  }

  /**
   * Once per batch, before its transaction: a slow or failed answer (another process not answering) counts every
   * chat as off screen, which is what it was before anyone watched.
   */
  private async onScreen(companyId: number): Promise<OnScreen | undefined> {
    try {
      return await this.screens?.(companyId);
    } catch (error) {
      this.logger.warn({ err: error }, 'could not tell which chats are on screen; counting messages unread');
      return undefined;
    }
  }

  /** Writes one lane's batch; a message stored meanwhile by another writer counts as already stored. */
  private async write(batch: PendingMessage[]): Promise<BatchOutcome[]> {
    let outcomes: StoreOutcome[];
    try {
      outcomes = await storeBatch(
        this.db,
        batch,
        this.now(),
        await this.onScreen((batch[0] as PendingMessage).connection.companyId),
      );
    } catch (error) {
      if (!(error instanceof StoredMeanwhile) || batch.length > 1) throw error;
      outcomes = [{ stored: false }];
    }
    // Imported history is not announced message by message: the import announces its progress and its end.
    this.announce(outcomes.filter((_, index) => batch[index]?.message.imported !== true));
    const token = {};
    return outcomes.map((outcome) => ({ outcome, batch: token }));
  }

  /**
   * Domain events of a committed batch, in its order: a contact it created once, before its first ticket; a
   * ticket's update once, after its messages.
   */
  private announce(outcomes: readonly StoreOutcome[]): void {
    const updated = new Map<number, Extract<StoreOutcome, { stored: true }>>();
    // Tickets these messages reopened changed state; the others only took messages (a new one is announced as such).
    const reopened = new Set<number>();
    const announcedContacts = new Set<number>();
    for (const outcome of outcomes) {
      if (!outcome.stored) continue;
      const { ticket, contact, message } = outcome;
      const companyId = ticket.companyId;
      if (outcome.contactCreated && !announcedContacts.has(contact.id)) {
        announcedContacts.add(contact.id);
        this.events.emit('contact.created', { companyId, contactId: contact.id });
      }
      if (outcome.ticketCreated)
        this.events.emit('ticket.created', { companyId, ticketId: ticket.id, hints: { ticket, contact } });
      this.events.emit('message.created', {
        companyId,
        ticketId: ticket.id,
        messageId: message.id,
        hints: { ticket, message },
      });
      updated.set(ticket.id, outcome);
      if (outcome.ticketReopened) reopened.add(ticket.id);
    }
    for (const { ticket } of updated.values()) {
      const changed = { companyId: ticket.companyId, ticketId: ticket.id };
      this.events.emit(
        'ticket.updated',
        reopened.has(ticket.id) ? changed : { ...changed, hints: { byMessages: true } },
      );
    }
  }

  /**
   * In chat order: a redelivery drops the file it saved; a stored message runs the hooks. The rows a batch answers
   * are as its write left them, before any hook ran: a later message of the same ticket in that batch (a contact
   * who sent "Oi" and "tudo bem?" at once) reads the ticket again, as the earlier message's hooks left it (else the
   * bot greeted twice).
   */
  private async afterStored(
    connection: InboundConnection,
    message: InboundMessage,
    written: ({ mediaUrl: string | null } & BatchOutcome) | undefined,
  ): Promise<void> {
    if (!written) return;
    if (!written.outcome.stored) {
      await this.storage.remove(written.mediaUrl);
      return;
    }
    // Old history must not wake the chatbot nor greet anyone.
    if (message.imported) return;
    const { message: row, ticketCreated } = written.outcome;
    const ticket = await this.ticketForHooks(written.outcome.ticket, written.batch);
    await this.runHooks({
      companyId: connection.companyId,
      whatsappId: connection.id,
      ticketId: ticket.id,
      messageId: row.id,
      ticketCreated,
      fromMe: message.ref.fromMe,
      live: message.live,
      ticket,
      message: row,
    });
  }

  /** The batch's row for the first of its messages to reach the hooks, the ticket as it is now for later ones. */
  private async ticketForHooks(ticket: TicketRow, batch: object): Promise<TicketRow> {
    const hooked = this.hookedTickets.get(batch) ?? new Set<number>();
    this.hookedTickets.set(batch, hooked);
    if (!hooked.has(ticket.id)) {
      hooked.add(ticket.id);
      return ticket;
    }
    return (await ticketsReader.findById(this.db, ticket.companyId, ticket.id)) ?? ticket;
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
    const row = await messagesWriter.raiseAck(this.db, connection.companyId, connection.id, ref.messageId, ack);
    if (row)
      this.events.emit('message.updated', {
        companyId: connection.companyId,
        ticketId: row.ticketId,
        messageId: row.id,
        hints: { message: row },
      });
  }

  private async changeMessage(
    connection: InboundConnection,
    ref: MessageRef,
    values: { body?: string; isEdited?: boolean; isDeleted?: boolean; failedReason?: string },
  ): Promise<void> {
    const row = await messagesWriter.updateByWid(this.db, connection.companyId, connection.id, ref.messageId, values);
    if (row)
      this.events.emit('message.updated', {
        companyId: connection.companyId,
        ticketId: row.ticketId,
        messageId: row.id,
        hints: { message: row },
      });
  }

  private async runHooks(context: Parameters<InboundHook>[0]): Promise<void> {
    for (const hook of this.hooks) {
      try {
        if ((await hook(context)) === 'handled') return;
      } catch (error) {
        // One failing hook must not undo a stored message nor stop the others.
        this.logger.error({ err: error, ticketId: context.ticketId }, 'inbound hook failed');
      }
    }
  }
}
