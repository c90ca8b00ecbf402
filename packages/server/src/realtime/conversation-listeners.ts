import {
  PRESENCE_STATES,
  rooms,
  serverEvents,
  type AppMessageEventPayload,
  type PresenceEventPayload,
  type PresenceState,
  type TicketEventPayload,
  type TicketView,
} from '@guiche/shared';
import type { Db } from '../db/database.js';
import type { DomainEvents, MessageHints, TicketAudienceFacts } from '../events/domain-events.js';
import { liveMessageView, type LiveMessageHint } from '../modules/messages/message.presenter.js';
import { ticketAudienceRooms } from '../modules/tickets/ticket-rooms.js';
import { ticketViewsReader, ticketsReader, type TicketViewRow } from '../modules/tickets/index.js';
import { presentTicketView } from '../modules/tickets/ticket.presenter.js';
import { rememberPresence } from '../modules/tickets/ticket-presence.js';
import type { Broadcaster } from './broadcaster.js';
import { syncTicketRooms } from './ticket-room-membership.js';
import { registerTicketSnoozeListeners } from './ticket-snooze-listeners.js';

const presenceStates = new Set<string>(PRESENCE_STATES);

/**
 * Tickets and messages → sockets, only to the rooms allowed to see the ticket (ticket-rooms.ts). Each event reads
 * the ticket view with one query. Under lgpdHideNumber the view is sent twice: with the number masked to the
 * profile-user sockets and whole to the others.
 */
export function registerConversationListeners(io: Broadcaster, events: DomainEvents, db: Db): void {
  /** Emits `payload(view)` to the ticket's audience, masked or not per socket. Answers the audience rooms. */
  const toAudience = (
    companyId: number,
    row: TicketViewRow,
    event: string,
    payload: (ticket: TicketView) => unknown,
  ): string[] => {
    const audience = ticketAudienceRooms(companyId, row.ticket);
    const whole = payload(presentTicketView(row, { readerIsProfileUser: false }));
    if (!row.hideNumber) {
      io.to(audience).emit(event, whole);
      return audience;
    }
    io.to(audience).except(rooms.ticketsMasked(companyId)).emit(event, whole);
    io.to(audience)
      .except(rooms.ticketsUnmasked(companyId))
      .emit(event, payload(presentTicketView(row, { readerIsProfileUser: true })));
    return audience;
  };

  const emitTicket = async (companyId: number, ticketId: number, before?: TicketAudienceFacts) => {
    const row = await ticketViewsReader.load(db, companyId, ticketId);
    if (!row) return;
    const event = serverEvents.ticket(companyId);
    const audience = toAudience(companyId, row, event, (ticket): TicketEventPayload => ({ action: 'update', ticket }));
    if (before) {
      // Sockets that saw the ticket before the move and no longer may, or (spec mode) follow the status list it
      // left and nothing else of it: they drop it.
      const drop: TicketEventPayload = { action: 'delete', ticketId };
      io.to(ticketAudienceRooms(companyId, { id: ticketId, ...before }))
        .except(audience)
        .emit(event, drop);
    }
  };
  events.on('ticket.created', ({ companyId, ticketId }) => emitTicket(companyId, ticketId));
  // A ticket changed only by new messages is heard in their appMessage events, which carry it: one event per
  // message to every agent's socket instead of two (the seed product's clients read lists from appMessage too).
  events.on('ticket.updated', ({ companyId, ticketId, before, hints }) =>
    hints?.byMessages ? undefined : emitTicket(companyId, ticketId, before),
  );

  events.on('ticket.deleted', ({ companyId, ticketId, facts }) => {
    const payload: TicketEventPayload = { action: 'delete', ticketId };
    io.to(ticketAudienceRooms(companyId, { id: ticketId, ...facts })).emit(serverEvents.ticket(companyId), payload);
  });
  // Tickets removed with their contact: who saw them is no longer known, and an id alone tells nothing.
  events.on('contact.deleted', ({ companyId, ticketIds }) => {
    for (const ticketId of ticketIds) {
      const payload: TicketEventPayload = { action: 'delete', ticketId };
      io.to(rooms.company(companyId)).emit(serverEvents.ticket(companyId), payload);
    }
  });

  // The contact shows on its active tickets (name, number, tags, flags): lists and chat headers get them again.
  events.on('contact.updated', async ({ companyId, contactId }) => {
    const ticketIds = await ticketsReader.activeIdsOfContact(db, companyId, contactId);
    await Promise.all(ticketIds.map((ticketId) => emitTicket(companyId, ticketId)));
  });

  events.on('ticket.read', async ({ companyId, ticketId }) => {
    const facts = await ticketsReader.findById(db, companyId, ticketId);
    if (!facts) return;
    const payload: TicketEventPayload = { action: 'updateUnread', ticketId };
    io.to(ticketAudienceRooms(companyId, facts)).emit(serverEvents.ticket(companyId), payload);
  });

  /** The ticket view first: the message's view takes its contact and queue from it instead of reading them. */
  const emitMessage = async (
    companyId: number,
    ticketId: number,
    messageId: number,
    action: 'create' | 'update',
    hints?: MessageHints,
  ) => {
    const row = await ticketViewsReader.load(db, companyId, ticketId);
    if (!row) return;
    const { contact } = row;
    const hint: LiveMessageHint = {
      message: hints?.message,
      ticket: {
        id: ticketId,
        queueId: row.ticket.queueId,
        channel: row.ticket.channel,
        contact: { id: contact.id, name: contact.name, profilePicUrl: contact.profilePicUrl },
      },
      unreacted: hints?.justSent,
    };
    const live = await liveMessageView(db, companyId, messageId, hint);
    if (!live) return;
    // A reaction changes the message it reacts to: that message is sent again as an update.
    const shown = live.reaction ? 'update' : action;
    toAudience(companyId, row, serverEvents.appMessage(companyId), (ticket): AppMessageEventPayload => ({
      action: shown,
      message: live.message,
      ticket,
      contact: ticket.contact,
    }));
  };
  events.on('message.created', ({ companyId, ticketId, messageId, hints }) =>
    emitMessage(companyId, ticketId, messageId, 'create', hints),
  );
  events.on('message.updated', ({ companyId, ticketId, messageId, hints }) =>
    emitMessage(companyId, ticketId, messageId, 'update', hints),
  );

  events.on('contact.presence', async ({ companyId, whatsappId, chatId, state }) => {
    if (!presenceStates.has(state)) return;
    const ticket = await ticketsReader.findActiveByChat(db, companyId, whatsappId, chatId);
    if (!ticket) return;
    rememberPresence(ticket.id, state as PresenceState);
    const payload: PresenceEventPayload = { action: 'update', ticketId: ticket.id, presence: state as PresenceState };
    io.to(ticketAudienceRooms(companyId, ticket)).emit(serverEvents.presence(companyId), payload);
  });

  // A user's profile, queues, allTicket or allowGroup may have changed: their sockets' ticket rooms follow.
  events.on('user.updated', ({ companyId, userId }) => syncTicketRooms(io, db, companyId, userId));

  registerTicketSnoozeListeners(io, events, db);
}
