import { EventEmitter } from 'node:events';
import type { contacts, messages, tickets, whatsapps } from '../db/schema/index.js';
import type { ContactListImportReport, SessionEndReason } from '@guiche/shared';
import type { ChannelKind } from '../channels/types.js';

/*
 * Hints: what an emitter already holds as of its commit, so that a listener may skip a read or a send. Always
 * optional and never needed for correctness: a listener given none reads what it needs. The events themselves
 * state facts only.
 */

/** The new ticket and its contact as they were written. */
export interface TicketCreatedHints {
  ticket: typeof tickets.$inferSelect;
  contact: typeof contacts.$inferSelect;
}
export interface TicketUpdatedHints {
  /**
   * What changed is only what the messages announced just before with message.created did to it (last message,
   * unread count, order); their appMessage events carry the ticket, so sockets hear it there.
   */
  byMessages?: true | undefined;
}
/** The message row as written, with its ticket (as of that commit) and connection when the emitter holds them. */
export interface MessageHints {
  message: typeof messages.$inferSelect;
  ticket?: typeof tickets.$inferSelect | undefined;
  connection?: typeof whatsapps.$inferSelect | undefined;
  /**
   * The channel gave the message its id a moment ago: no reaction can name that id yet (the contact has not even
   * seen the message), so listeners need not look for any.
   */
  justSent?: true | undefined;
}

/** How a message's send through its connection ended (outbound-delivery.ts); reactions are not reported. */
export interface SendSettled {
  whatsappId: number | null;
  /** The connection's channel when its session runs in this process (its adapter says); else listeners look it up. */
  channel: ChannelKind | undefined;
  /** sent: the channel took it; failed: given up (refused, or out of retries); unconfirmed: interrupted, left to the attendant. */
  outcome: 'sent' | 'failed' | 'unconfirmed';
}

/** Everything services announce. Side effects (socket emits, webhooks, notifications) listen here. */
export interface DomainEventMap {
  /** A login created session `sessionId`; the sessions it replaced each end with auth.sessionEnded. */
  'auth.sessionStarted': { companyId: number; userId: number; sessionId: string };
  /** A session ended, and why: a login (`replacedBy`, the new session) replaced it, a logout, a replay, a revocation. */
  'auth.sessionEnded': { companyId: number; userId: number; sessionId: string } & (
    { reason: 'replaced'; replacedBy: string } | { reason: Exclude<SessionEndReason, 'replaced'> }
  );
  'user.created': { companyId: number; userId: number };
  'user.updated': { companyId: number; userId: number };
  'user.deleted': { companyId: number; userId: number };
  'connection.saved': { companyId: number; whatsappId: number };
  'connection.created': { companyId: number; whatsappId: number; channel: string };
  'connection.deleted': { companyId: number; whatsappId: number };
  /**
   * Another process saved or deleted the connection (realtime/connection-relay.ts): what this process holds of it in
   * memory (a running session's settings, a Meta account) is read again.
   */
  'connection.changedElsewhere': { companyId: number; whatsappId: number; deleted: boolean };
  /**
   * Progress of a connection's message import (spec 2 §4): `progress.processed` is -1 while the history is still
   * arriving; `progress` null when the import is over.
   */
  'connection.import': {
    companyId: number;
    whatsappId: number;
    progress: { processed: number; total: number; state: string } | null;
  };
  /** The live session's state (status, QR) changed. */
  'connection.session': { companyId: number; whatsappId: number };
  /** This process now runs (or no longer runs) the connection's live session. */
  'channel.sessionStarted': { companyId: number; whatsappId: number };
  'channel.sessionEnded': { companyId: number; whatsappId: number };
  /** The simulated phone of a simulator connection changed (a chat, or the pairing). */
  'simulator.changed': { companyId: number; whatsappId: number; contactNumber?: string | undefined };
  'ticket.created': { companyId: number; ticketId: number; hints?: TicketCreatedHints | undefined };
  /**
   * `before`: who could see the ticket before this change, set when its queue, user, group or status changed, so
   * that the sockets losing sight of it (or following the status list it left) are told to drop it.
   */
  'ticket.updated': {
    companyId: number;
    ticketId: number;
    before?: TicketAudienceFacts | undefined;
    /** The user whose request made the change, when one did (a transfer is news to its receiver, not to its maker). */
    byUserId?: number | undefined;
    hints?: TicketUpdatedHints | undefined;
  };
  /** The ticket is gone; `facts` say who could see it. */
  'ticket.deleted': { companyId: number; ticketId: number; facts: TicketAudienceFacts };
  'message.created': { companyId: number; ticketId: number; messageId: number; hints?: MessageHints | undefined };
  /** `send`: set when the update records how the message's send ended (a fact, unlike hints). */
  'message.updated': {
    companyId: number;
    ticketId: number;
    messageId: number;
    hints?: MessageHints | undefined;
    send?: SendSettled | undefined;
  };
  /** Opening the ticket's chat read the contact's messages: unreadMessages is 0 (live `ticket` updateUnread). */
  'ticket.read': { companyId: number; ticketId: number };
  /** The ticket's snooze ran out (its job woke it): `userIds`, whoever snoozed it and its attendant, are told. */
  'ticket.snoozeEnded': { companyId: number; ticketId: number; userIds: number[] };
  'contact.presence': { companyId: number; whatsappId: number; chatId: string; state: string };
  'contact.created': { companyId: number; contactId: number };
  /** The contact's fields, extra info or tags changed. */
  'contact.updated': { companyId: number; contactId: number };
  /** The contact is gone, and with it (by cascade) the tickets listed. */
  'contact.deleted': { companyId: number; contactId: number; ticketIds: number[] };
  /** Blocked (active false) or unblocked: the channels with a block list follow (`address`: number or LID). */
  'contact.blockChanged': { companyId: number; contactId: number; address: string; blocked: boolean };
  /**
   * A contact's data was erased on request (modules/contact-erasure): the contact and its tickets remain, anonymised.
   * `counts`: what went (messages, files, notes…), never the data.
   */
  'contact.erased': {
    companyId: number;
    contactId: number;
    erasureId: number;
    requestedById: number | null;
    counts: Record<string, number>;
  };
  'tag.saved': { companyId: number; tagId: number; created: boolean };
  'tag.deleted': { companyId: number; tagId: number };
  /** `wasGeral`: shared with the company before this save (its audience may have shrunk). */
  'quickMessage.saved': { companyId: number; quickMessageId: number; created: boolean; wasGeral: boolean };
  'quickMessage.deleted': { companyId: number; quickMessageId: number; userId: number | null; geral: boolean };
  'queue.saved': { companyId: number; queueId: number };
  'queue.deleted': { companyId: number; queueId: number };
  /** Created, edited, sent or failed: the live `schedule` event reads it back. */
  'schedule.saved': { companyId: number; scheduleId: number; created: boolean };
  'schedule.deleted': { companyId: number; scheduleId: number };
  /** A campaign was saved, changed state, or its sends moved on (the live `campaign` event reads it back). */
  'campaign.saved': { companyId: number; campaignId: number; created: boolean };
  'campaign.deleted': { companyId: number; campaignId: number };
  'contactList.saved': { companyId: number; contactListId: number; created: boolean };
  'contactList.deleted': { companyId: number; contactListId: number };
  /** A running upload's progress (and its end, `report.done`). */
  'contactList.import': { companyId: number; report: ContactListImportReport };
  /** Items of a list changed: one (`itemId`), or many at once (`reload`). */
  'contactListItem.changed': {
    companyId: number;
    contactListId: number;
    itemId?: number | undefined;
    action: 'create' | 'update' | 'delete' | 'reload';
  };
  /** An internal chat was created or changed; `leftUserIds` are members an edit removed. */
  'chat.saved': { companyId: number; chatId: number; created: boolean; leftUserIds: number[] };
  /** The chat is gone; `memberIds` were its members. */
  'chat.deleted': { companyId: number; chatId: number; memberIds: number[] };
  'chat.messageCreated': { companyId: number; chatId: number; messageId: number };
  /** `userId` read the chat: their unread count is 0. */
  'chat.read': { companyId: number; chatId: number; userId: number };
  /** `value` is already masked for secret keys. */
  'settings.updated': { companyId: number; key: string; value: string };
  /** A company was created (by the super administrator or by sign-up) with its admin user and first invoice. */
  'company.created': { companyId: number; adminUserId: number };
  'company.updated': { companyId: number };
  /** The company and everything it held are gone. */
  'company.deleted': { companyId: number };
  'user.presenceChanged': { companyId: number; userId: number; online: boolean };
  /** The invoice was paid and its company's due date moved on to `dueDate`. */
  'invoice.paid': { companyId: number; invoiceId: number; dueDate: string };
  /** Announcements are the platform's: their events name no company (every signed-in user hears them). */
  'announcement.saved': { announcementId: number; created: boolean };
  'announcement.deleted': { announcementId: number };
}

/** The fields of a ticket that decide who may see it (spec 1 §5), and its status (which lists show it, spec 1 §7). */
export interface TicketAudienceFacts {
  queueId: number | null;
  userId: number | null;
  isGroup: boolean;
  status: string;
}

export type DomainEventName = keyof DomainEventMap;
type Listener<K extends DomainEventName> = (payload: DomainEventMap[K]) => void | Promise<void>;

/**
 * In-process, typed event bus. Listeners run after the emitting service returns (on the next tick) so a slow or
 * failing listener never breaks the request that caused the event; failures are reported to `onError`.
 */
export class DomainEvents {
  private readonly emitter = new EventEmitter();

  constructor(private readonly onError: (error: unknown, event: DomainEventName) => void) {
    this.emitter.setMaxListeners(100);
  }

  on<K extends DomainEventName>(event: K, listener: Listener<K>): void {
    this.emitter.on(event, (payload: DomainEventMap[K]) => {
      queueMicrotask(() => {
        Promise.resolve()
          .then(() => listener(payload))
          .catch((error: unknown) => this.onError(error, event));
      });
    });
  }

  emit<K extends DomainEventName>(event: K, payload: DomainEventMap[K]): void {
    this.emitter.emit(event, payload);
  }
}

/** Where events are emitted: the bus, or a HeldEvents in front of it. */
export type EventSink = Pick<DomainEvents, 'emit'>;

/**
 * Events held back until `release()`, then emitted in order. A bot's ticket change and its answer's post are two
 * writes a round trip apart: released together with the post's events, the change's live event and the message's
 * read the ticket's view once instead of twice (the view readers gather the reads of one turn).
 */
export class HeldEvents implements EventSink {
  private readonly held: (() => void)[] = [];

  constructor(private readonly events: EventSink) {}

  emit<K extends DomainEventName>(event: K, payload: DomainEventMap[K]): void {
    this.held.push(() => this.events.emit(event, payload));
  }

  release(): void {
    for (const emit of this.held.splice(0)) emit();
  }
}
