import type { ServiceHours } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { HeldEvents, type DomainEvents } from '../../events/domain-events.js';
import type { ConnectionRow } from '../connections/connections.repository.js';
import type { ContactRow } from '../contacts/contacts.repository.js';
import type { MessageRow } from '../messages/messages.repository.js';
import { postPreview, type Draft, type OutboundService } from '../messages/outbound.service.js';
import { hasPlaceholders } from '../messages/ticket-placeholders.js';
import { queuesReader, type ChatbotRow, type QueueRow } from '../queues/index.js';
import type { CompanySettings } from '../settings/company-settings.js';
import { changeTicket, type TicketChange } from '../tickets/ticket-change.js';
import type { NewTicket, TicketRow } from '../tickets/tickets.repository.js';
import type { BotHandOff } from './bot-hand-off.js';
import {
  botDrafts,
  channelTakes,
  postAsBot,
  sayAsBot,
  textsOf,
  type BotMessage,
  type BotSpeechOptions,
} from './bot-speech.js';
import type { EngineConfig } from './engine-config.js';
import { sameTurn, TurnRaced } from './ticket-turns.js';

export interface EngineDeps {
  db: Db;
  events: DomainEvents;
  outbound: OutboundService;
  now: () => Date;
  /** Queue integrations, AI prompts and file lists (absent: those hand-offs fall back to a person). */
  handOff?: BotHandOff | undefined;
}

/**
 * One contact message as the engine's steps see it: the facts read once (ticket, contact, connection, settings)
 * and the only ways a step acts: change the ticket (under its row lock, with log entries and the live events),
 * close it, and speak to the contact as the bot (through the outbound queue, placeholders rendered).
 */
export class Conversation {
  constructor(
    private readonly deps: EngineDeps,
    private readonly config: EngineConfig,
    public ticket: TicketRow,
    readonly message: MessageRow,
    readonly contact: ContactRow,
    readonly connection: ConnectionRow,
    readonly settings: CompanySettings,
    readonly now: Date,
    /** The company's zone, from its held configuration: service hours and placeholders are read in it. */
    readonly timeZone: string,
  ) {}

  get db(): Db {
    return this.deps.db;
  }

  get handOff(): BotHandOff | undefined {
    return this.deps.handOff;
  }

  /** The queue menu's entries. */
  queues(): Promise<readonly QueueRow[]> {
    return this.config.queuesOf(this.connection.id);
  }

  /** A queue by id: one of the connection's (already read for the menu), else read on its own. */
  async queue(queueId: number): Promise<QueueRow | undefined> {
    return (
      (await this.queues()).find((queue) => queue.id === queueId) ??
      (await queuesReader.findById(this.db, this.ticket.companyId, queueId))
    );
  }

  /** The queue's option tree. */
  treeOf(queueId: number): Promise<readonly ChatbotRow[]> {
    return this.config.treeOf(queueId);
  }

  /** The company's service hours (scheduleType 'company'). */
  companySchedules(): Promise<readonly ServiceHours[]> {
    return this.config.schedules();
  }

  /**
   * Applies `patch` to the ticket if it is still as this step saw it, unless `held` is allowed nobody holding it (an
   * attendant who accepted meanwhile wins over the bot); answers false when it was not applied. A ticket whose turn
   * state moved meanwhile (another process's turn greeted it, an attendant took it) throws TurnRaced: the turn is
   * decided again on the ticket as it is now (TicketTurns).
   *
   * `say`: what the bot answers with the change, composed for the ticket as the change leaves it ({{queue}} of a
   * queue just entered), said only if the change applied; the change still applies when the channel takes no
   * message now. The messages' preview is written by the change itself rather than by a second update as they are
   * posted (each update of a ticket row writes all ten of its indexes), and the change's live events go out with
   * the answer's, which read the same ticket view.
   */
  async change(
    patch: Partial<NewTicket>,
    logs: TicketChange['logs'] = [],
    options: { held?: boolean; say?: readonly (BotMessage | null | undefined)[] } = {},
  ): Promise<boolean> {
    const answer = options.say ? await this.answerTo({ ...this.ticket, ...patch }, options.say) : undefined;
    const touch: Partial<NewTicket> =
      answer?.preview === undefined
        ? {}
        : { lastMessage: answer.preview, lastMessageAt: this.deps.now(), fromMe: true };
    const heldEvents = answer ? new HeldEvents(this.deps.events) : undefined;
    try {
      const seen = this.ticket;
      const changed = await changeTicket(this.db, heldEvents ?? this.deps.events, { seen }, async (locked) => {
        if (!sameTurn(seen, locked)) throw new TurnRaced();
        return !options.held && locked.userId !== null ? undefined : { patch: { ...patch, ...touch }, logs };
      });
      if (!changed) return false;
      this.ticket = changed;
      if (answer)
        await postAsBot(this.deps.outbound, changed, answer.drafts, {
          touched: answer.preview !== undefined,
          connection: this.connection,
        });
      return true;
    } finally {
      heldEvents?.release();
    }
  }

  /** Closes the ticket as the bot (no rating: no attendant served it) and sends the completion message. */
  async close(): Promise<void> {
    await this.change(
      { status: 'closed', closedAt: this.now, isBot: false, chatbotOptionId: null },
      [{ type: 'closed', queueId: this.ticket.queueId }],
      { say: [this.connection.complationMessage] },
    );
  }

  /**
   * Sends bot messages in order, placeholders filled (bot-speech.ts). They answer the contact's message being
   * handled, so a Meta channel's reply window is open from that message on (no need to look for the latest).
   */
  async say(messages: readonly (BotMessage | null | undefined)[]): Promise<void> {
    await sayAsBot(this.deps, this.ticket, messages, await this.speechOptions(this.ticket, messages));
  }

  /** The drafts of `messages` for the ticket as a change leaves it, and their preview when the channel takes them now. */
  private async answerTo(
    ticket: TicketRow,
    messages: readonly (BotMessage | null | undefined)[],
  ): Promise<{ drafts: Draft[]; preview: string | undefined } | undefined> {
    const speech = await this.speechOptions(ticket, messages);
    const drafts = await botDrafts(this.db, ticket, messages, speech);
    if (drafts.length === 0 || !(await channelTakes(this.deps.outbound, ticket, speech))) return undefined;
    return { drafts, preview: postPreview(drafts) };
  }

  /** How bot-speech.ts composes `messages` for `ticket`, with the names this conversation holds. */
  private async speechOptions(
    ticket: TicketRow,
    messages: readonly (BotMessage | null | undefined)[],
  ): Promise<BotSpeechOptions> {
    const { queueId } = ticket;
    // {{queue}}'s name, from the queues this conversation reads anyway, and only when a text has placeholders.
    const queueName =
      queueId === null || !hasPlaceholders(textsOf(messages)) ? undefined : ((await this.queue(queueId))?.name ?? null);
    return {
      now: this.now,
      timeZone: this.timeZone,
      contactWroteAt: this.message.createdAt,
      known: { contactName: this.contact.name, queueName },
      connection: this.connection,
    };
  }
}
