import { DEFAULT_TIMEZONE, renderPlaceholders, type TicketLogType } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import { mimeOf } from '../../storage/tenant-storage.js';
import type { ConnectionRow } from '../connections/connections.repository.js';
import type { ContactRow } from '../contacts/contacts.repository.js';
import type { MessageRow } from '../messages/messages.repository.js';
import type { Draft, OutboundService } from '../messages/outbound.service.js';
import type { QueueRow } from '../queues/queues.repository.js';
import { queuesRepository } from '../queues/queues.repository.js';
import type { CompanySettings } from '../settings/company-settings.js';
import { announceTicketUpdate } from '../tickets/ticket-events.js';
import { ticketLogsRepository } from '../tickets/ticket-logs.repository.js';
import { ticketsRepository, type NewTicket, type TicketRow } from '../tickets/tickets.repository.js';
import { usersRepository } from '../users/users.repository.js';
import { engineRepository } from './engine.repository.js';

export interface EngineDeps {
  db: Db;
  events: DomainEvents;
  outbound: OutboundService;
  now: () => Date;
}

/** What the bot sends: a text, or a file with the text as its caption. */
export type BotMessage = string | { body: string; mediaUrl: string };

interface LogEntry {
  type: TicketLogType;
  queueId?: number | null;
  userId?: number | null;
}

/**
 * One contact message as the engine's steps see it: the facts read once (ticket, contact, connection, settings)
 * and the only ways a step acts: change the ticket (under its row lock, with log entries and the live events),
 * close it, and speak to the contact as the bot (through the outbound queue, placeholders rendered).
 */
export class Conversation {
  private connectionQueues: QueueRow[] | undefined;

  constructor(
    private readonly deps: EngineDeps,
    public ticket: TicketRow,
    readonly message: MessageRow,
    readonly contact: ContactRow,
    readonly connection: ConnectionRow,
    readonly settings: CompanySettings,
    readonly now: Date,
  ) {}

  get db(): Db {
    return this.deps.db;
  }

  /** The time zone service hours and {{ms}} are read in (no per-company zone exists yet). */
  get timeZone(): string {
    return DEFAULT_TIMEZONE;
  }

  /** The queue menu's entries, read once per message. */
  async queues(): Promise<QueueRow[]> {
    this.connectionQueues ??= await engineRepository.queuesOf(this.db, this.ticket.companyId, this.connection.id);
    return this.connectionQueues;
  }

  /**
   * Applies `patch` to the ticket if it is still as this step saw it: same status and, unless `held` is allowed,
   * nobody holding it (an attendant who accepted meanwhile wins over the bot). Answers false when it was not.
   */
  async change(patch: Partial<NewTicket>, logs: LogEntry[] = [], options: { held?: boolean } = {}): Promise<boolean> {
    const { companyId, id } = this.ticket;
    const seen = this.ticket;
    const changed = await this.db.transaction(async (tx) => {
      const locked = await ticketsRepository.lockById(tx, companyId, id);
      if (!locked || locked.status !== seen.status || (!options.held && locked.userId !== null)) return undefined;
      await ticketsRepository.update(tx, companyId, id, patch);
      await ticketLogsRepository.insert(tx, companyId, logs.map((log) => ({ ticketId: id, ...log })));
      return { before: locked, after: { ...locked, ...patch } as TicketRow };
    });
    if (!changed) return false;
    this.ticket = changed.after;
    announceTicketUpdate(this.deps.events, companyId, changed.before, changed.after);
    return true;
  }

  /** Closes the ticket as the bot (no rating: no attendant served it) and sends the completion message. */
  async close(): Promise<void> {
    const closed = await this.change({ status: 'closed', closedAt: this.now, isBot: false, chatbotOptionId: null }, [{ type: 'closed', queueId: this.ticket.queueId }]);
    if (closed) await this.say([this.connection.complationMessage]);
  }

  /**
   * Sends bot messages in order, placeholders filled. Like the rating's, they are courtesies: a channel that refuses
   * them (a Meta channel outside its window) does not fail the contact's message.
   */
  async say(messages: readonly (BotMessage | null | undefined)[]): Promise<void> {
    const drafts: Draft[] = [];
    for (const message of messages) {
      if (!message) continue;
      const text = typeof message === 'string' ? message : message.body;
      const body = await this.render(text);
      if (typeof message === 'string') {
        if (body.trim()) drafts.push({ body, isBot: true });
      } else {
        drafts.push({ body, isBot: true, mediaUrl: message.mediaUrl, mediaType: mimeOf(message.mediaUrl).startsWith('video/') ? 'video' : 'image', data: { mime: mimeOf(message.mediaUrl) } });
      }
    }
    if (drafts.length === 0) return;
    try {
      await this.deps.outbound.assertChannelOpen(this.ticket);
      await this.deps.outbound.post(this.ticket, null, drafts);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }

  private async render(template: string): Promise<string> {
    if (!template.includes('{{')) return template;
    const { companyId, userId, queueId } = this.ticket;
    const [user, queue] = await Promise.all([
      userId === null ? undefined : usersRepository.findById(this.db, companyId, userId),
      queueId === null ? undefined : queuesRepository.findById(this.db, companyId, queueId),
    ]);
    return renderPlaceholders(template, {
      contactName: this.contact.name,
      userName: user?.name,
      ticketId: this.ticket.id,
      queueName: queue?.name,
      connectionName: this.connection.name,
      now: this.now,
      timeZone: this.timeZone,
    });
  }
}
