import {
  maskPhoneNumber,
  rooms,
  serverEvents,
  type AuthEventPayload,
  type ImportMessagesEventPayload,
  type UserEventPayload,
} from '@guiche/shared';
import type { Db } from '../db/database.js';
import type { DomainEvents } from '../events/domain-events.js';
import type { ConnectionsService } from '../modules/connections/connections.service.js';
import type { ContactsService } from '../modules/contacts/contacts.service.js';
import type { QueuesService } from '../modules/queues/queues.service.js';
import type { UsersService } from '../modules/users/users.service.js';
import { loadSessionUser } from '../modules/users/session-user.js';
import type { Broadcaster } from './broadcaster.js';
import { sessionRoom } from './socket-server.js';

/** Domain events → socket emits. Every emit targets a room of the event's own company. */
export function registerRealtimeListeners(
  io: Broadcaster,
  events: DomainEvents,
  db: Db,
  {
    users,
    queues,
    connections,
    contacts,
  }: { users: UsersService; queues: QueuesService; connections: ConnectionsService; contacts: ContactsService },
): void {
  // A replaced session hears it (spec 1: company-{id}-auth sessionReplaced, naming the session that replaced it)
  // before its sockets close. Sent to its own room only: with appSession the user's session of the other kind lives on.
  events.on('auth.sessionEnded', (ended) => {
    const room = sessionRoom(ended.sessionId);
    if (ended.reason === 'replaced') {
      const payload: AuthEventPayload = {
        action: 'sessionReplaced',
        user: { id: ended.userId },
        sessionId: ended.replacedBy,
      };
      io.to(room).emit(serverEvents.auth(ended.companyId), payload);
    }
    io.in(room).disconnectSockets(true);
  });

  // The user's own sockets get the whole session user (a client may take it as its own), the others the public one.
  const emitUser = async (companyId: number, userId: number, action: 'create' | 'update') => {
    const user = await users.getPublic(companyId, userId);
    if (!user) return;
    const sessionUser = await loadSessionUser(db, companyId, userId);
    const event = serverEvents.user(companyId);
    const own = rooms.user(companyId, userId);
    io.to(rooms.company(companyId))
      .except(own)
      .emit(event, { action, user } satisfies UserEventPayload);
    io.to(own).emit(event, { action, user: { ...sessionUser, online: user.online } } satisfies UserEventPayload);
  };
  events.on('user.created', ({ companyId, userId }) => emitUser(companyId, userId, 'create'));
  events.on('user.updated', ({ companyId, userId }) => emitUser(companyId, userId, 'update'));
  events.on('user.presenceChanged', ({ companyId, userId }) => emitUser(companyId, userId, 'update'));
  events.on('user.deleted', ({ companyId, userId }) => {
    const payload: UserEventPayload = { action: 'delete', userId };
    io.to(rooms.company(companyId)).emit(serverEvents.user(companyId), payload);
    io.in(rooms.user(companyId, userId)).disconnectSockets(true);
  });

  events.on('queue.saved', async ({ companyId, queueId }) => {
    const queue = await queues.snapshot(companyId, queueId);
    if (queue) io.to(rooms.company(companyId)).emit(serverEvents.queue(companyId), { action: 'update', queue });
  });
  events.on('queue.deleted', ({ companyId, queueId }) => {
    io.to(rooms.company(companyId)).emit(serverEvents.queue(companyId), { action: 'delete', queueId });
  });
  events.on('settings.updated', ({ companyId, key, value }) => {
    io.to(rooms.company(companyId)).emit(serverEvents.settings(companyId), {
      action: 'update',
      setting: { key, value },
    });
  });
  events.on('connection.saved', async ({ companyId, whatsappId }) => {
    const whatsapp = await connections.snapshot(companyId, whatsappId);
    if (whatsapp)
      io.to(rooms.company(companyId)).emit(serverEvents.whatsapp(companyId), { action: 'update', whatsapp });
  });
  events.on('connection.session', async ({ companyId, whatsappId }) => {
    const session = await connections.snapshot(companyId, whatsappId);
    if (session)
      io.to(rooms.company(companyId)).emit(serverEvents.whatsappSession(companyId), { action: 'update', session });
  });
  events.on('simulator.changed', async ({ companyId, whatsappId, contactNumber }) => {
    const event = serverEvents.simulator(companyId);
    const payload = { action: 'update', whatsappId, contactNumber };
    if (contactNumber === undefined || !(await contacts.hidesNumbersIn(companyId))) {
      io.to(rooms.company(companyId)).emit(event, payload);
      return;
    }
    // lgpdHideNumber: the contact's whole number only to sockets in the unmasked room (ticket-rooms.ts), as contacts.
    io.to(rooms.ticketsUnmasked(companyId)).emit(event, payload);
    io.to(rooms.company(companyId))
      .except(rooms.ticketsUnmasked(companyId))
      .emit(event, { ...payload, contactNumber: maskPhoneNumber(contactNumber) });
  });
  events.on('connection.import', ({ companyId, whatsappId, progress }) => {
    const payload: ImportMessagesEventPayload = progress
      ? {
          action: 'update',
          whatsappId,
          status: { this: progress.processed, all: progress.total, state: progress.state },
        }
      : { action: 'refresh', whatsappId };
    io.to(rooms.company(companyId)).emit(serverEvents.importMessages(companyId), payload);
  });
  events.on('connection.deleted', ({ companyId, whatsappId }) => {
    io.to(rooms.company(companyId)).emit(serverEvents.whatsapp(companyId), { action: 'delete', whatsappId });
  });
}
