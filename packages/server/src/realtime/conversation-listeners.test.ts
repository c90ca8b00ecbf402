import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  serverEvents,
  type AppMessageEventPayload,
  type MessageListAnswer,
  type ContactEventPayload,
  type PresenceEventPayload,
  type TicketEventPayload,
  type TicketLogEntry,
  type TicketView,
} from '@guiche/shared';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import { settingsRepository } from '../modules/settings/settings.repository.js';
import { createInbox, insertContact, insertTicket, member, type Inbox } from '../modules/tickets/testing/inbox.js';
import { call } from '../test/http.js';
import { connectSocket, nextEvent } from '../test/sockets.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Seen = { event: 'ticket'; payload: TicketEventPayload } | { event: 'appMessage'; payload: AppMessageEventPayload };

/** A logged-in user's socket and everything ticket-related it hears, in order. */
async function listen(companyId: number, who: { user: { id: number }; publicToken: string }) {
  const socket = await connectSocket(t.url, { token: who.publicToken, companyId, userId: who.user.id });
  const seen: Seen[] = [];
  const waiters = new Set<() => void>();
  const record = (entry: Seen) => {
    seen.push(entry);
    for (const waiter of waiters) waiter();
  };
  socket.on(serverEvents.ticket(companyId), (payload: TicketEventPayload) => record({ event: 'ticket', payload }));
  socket.on(serverEvents.appMessage(companyId), (payload: AppMessageEventPayload) =>
    record({ event: 'appMessage', payload }),
  );
  return { socket, seen, waiters, userId: who.user.id };
}
type Listener = Awaited<ReturnType<typeof listen>>;

function waitFor(listener: Listener, match: (seen: Seen) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!listener.seen.some(match)) return;
      listener.waiters.delete(check);
      resolve();
    };
    listener.waiters.add(check);
    check();
  });
}

const isUpdateOf = (ticketId: number) => (seen: Seen) =>
  seen.event === 'ticket' && seen.payload.action === 'update' && seen.payload.ticket.id === ticketId;

/**
 * Socket.io keeps the order of one server's emits to a socket. Touching a ticket a listener sees (one it holds,
 * without a queue) and waiting for it proves that whatever the listener has not heard by then, it never will.
 */
async function settle(inbox: Inbox, listeners: Listener[]) {
  const sentinels = await Promise.all(
    listeners.map((listener) => insertTicket(t.database.db, inbox, { userId: listener.userId, status: 'open' })),
  );
  const arrived = Promise.all(listeners.map((listener, at) => waitFor(listener, isUpdateOf(sentinels[at]!.id))));
  for (const sentinel of sentinels)
    expect(await call(t.url, 'PUT', `/tickets/${sentinel.id}`, { token: inbox.admin.token, body: {} })).toMatchObject({
      status: 200,
    });
  await arrived;
  const isSentinel = (seen: Seen) => sentinels.some((sentinel) => isUpdateOf(sentinel.id)(seen));
  for (const listener of listeners) {
    const kept = listener.seen.filter((seen) => !isSentinel(seen));
    listener.seen.splice(0, listener.seen.length, ...kept);
  }
}

/** The ticket events a listener heard (sentinels excluded), as [action, ticket id]. */
const heard = (listener: Listener) =>
  listener.seen.map((seen) =>
    seen.event === 'appMessage'
      ? ['appMessage', seen.payload.ticket.id]
      : [seen.payload.action, seen.payload.action === 'update' ? seen.payload.ticket.id : seen.payload.ticketId],
  );
/** The same, in ticket id order, for events sent together in no particular order. */
const heardSorted = (listener: Listener) => heard(listener).sort((a, b) => Number(a[1]) - Number(b[1]));
/** The last ticket view a listener heard for this ticket. */
const lastView = (listener: Listener, ticketId: number): TicketView | undefined =>
  listener.seen
    .filter((seen): seen is { event: 'ticket'; payload: Extract<TicketEventPayload, { action: 'update' }> } =>
      isUpdateOf(ticketId)(seen),
    )
    .at(-1)?.payload.ticket;
const clear = (...listeners: Listener[]) => listeners.forEach((listener) => listener.seen.splice(0));
const closeAll = (...listeners: Listener[]) => listeners.forEach((listener) => (listener.socket as Socket).close());

describe('ticket and message events reach only who may see the ticket', () => {
  let inbox: Inbox;
  let other: Inbox;
  let listeners: Listener[];
  beforeAll(async () => {
    [inbox, other] = await Promise.all([createInbox(t), createInbox(t)]);
    listeners = await Promise.all([
      listen(inbox.companyId, inbox.admin),
      listen(inbox.companyId, inbox.agentA),
      listen(inbox.companyId, inbox.agentB),
      listen(other.companyId, other.admin),
    ]);
  });
  afterAll(() => closeAll(...listeners));

  it('two attendants of different queues, their admin, and another company', async () => {
    const [admin, agentA, agentB, stranger] = listeners as [Listener, Listener, Listener, Listener];
    // The stranger listens to the other company's names too, in case anything leaked under them.
    const leaked: unknown[] = [];
    stranger.socket.on(serverEvents.ticket(inbox.companyId), (payload: unknown) => leaked.push(payload));
    stranger.socket.emit('joinTickets', 'open');
    const ticket = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });

    // A accepts the ticket of queue A: A and the admin hear it, B does not.
    expect(
      await call(t.url, 'PUT', `/tickets/${ticket.id}`, { token: inbox.agentA.token, body: { status: 'open' } }),
    ).toMatchObject({ status: 200 });
    await settle(inbox, [admin, agentA, agentB]);
    expect(heard(admin)).toEqual([['update', ticket.id]]);
    expect(heard(agentA)).toEqual([['update', ticket.id]]);
    expect(heard(agentB)).toEqual([]);
    clear(admin, agentA, agentB);

    // A replies: the message reaches A and the admin only.
    expect(
      await call(t.url, 'POST', `/messages/${ticket.id}`, { token: inbox.agentA.token, body: { body: 'Oi!' } }),
    ).toMatchObject({ status: 201 });
    await settle(inbox, [admin, agentA, agentB]);
    const message = (listener: Listener) =>
      listener.seen.find((seen) => seen.event === 'appMessage')?.payload as AppMessageEventPayload | undefined;
    expect(message(agentA)).toMatchObject({ action: 'create', message: { body: 'Oi!' }, ticket: { id: ticket.id } });
    expect(message(admin)).toMatchObject({ action: 'create' });
    expect(message(agentB)).toBeUndefined();
    expect(heard(agentB)).toEqual([]);
    clear(admin, agentA, agentB);

    // A transfers it to queue B: A is told to drop it, B now hears it.
    expect(
      await call(t.url, 'PUT', `/tickets/${ticket.id}`, {
        token: inbox.agentA.token,
        body: { status: 'pending', queueId: inbox.queueB.id },
      }),
    ).toMatchObject({ status: 200 });
    await settle(inbox, [admin, agentA, agentB]);
    expect(heard(agentA)).toEqual([['delete', ticket.id]]);
    expect(heard(agentB)).toEqual([['update', ticket.id]]);
    expect(heard(admin)).toEqual([['update', ticket.id]]);
    clear(admin, agentA, agentB);

    // The admin deletes it: those who could see it hear the delete.
    expect(await call(t.url, 'DELETE', `/tickets/${ticket.id}`, { token: inbox.admin.token })).toMatchObject({
      status: 204,
    });
    await settle(inbox, [admin, agentA, agentB]);
    expect(heard(agentB)).toEqual([['delete', ticket.id]]);
    expect(heard(agentA)).toEqual([]);

    // Nothing of this company reached the other one (its own sentinel arrives, so it was listening all along).
    await settle(other, [stranger]);
    expect(heard(stranger)).toEqual([]);
    expect(leaked).toEqual([]);
  });

  it('a user added to a queue starts hearing it; profile users get masked numbers under lgpdHideNumber', async () => {
    const inbox = await createInbox(t);
    const [admin, agentA] = await Promise.all([
      listen(inbox.companyId, inbox.admin),
      listen(inbox.companyId, inbox.agentA),
    ]);
    await settingsRepository.updateColumn(t.database.db, inbox.companyId, 'lgpdHideNumber', 'enabled');
    const contact = await insertContact(t.database.db, inbox.companyId, { number: '5511999994321' });
    const ticket = await insertTicket(t.database.db, inbox, { contactId: contact.id, queueId: inbox.queueB.id });

    expect(
      await call(t.url, 'PUT', `/users/${inbox.agentA.user.id}`, {
        token: inbox.admin.token,
        body: { queueIds: [inbox.queueA.id, inbox.queueB.id] },
      }),
    ).toMatchObject({
      status: 200,
    });
    // The rooms follow the user.updated event; a refresh with an acknowledgement makes the test wait for them.
    await agentA.socket.emitWithAck('joinTickets', 'pending');

    expect(await call(t.url, 'PUT', `/tickets/${ticket.id}`, { token: inbox.admin.token, body: {} })).toMatchObject({
      status: 200,
    });
    await settle(inbox, [admin, agentA]);
    const numberFor = (listener: Listener) =>
      listener.seen.map((seen) =>
        seen.event === 'ticket' && seen.payload.action === 'update' ? seen.payload.ticket.contact.number : null,
      );
    expect(numberFor(agentA)).toEqual(['55119••••4321']);
    expect(numberFor(admin)).toEqual(['5511999994321']);
    closeAll(admin, agentA);
  });
});

describe('changes made outside a ticket re-send it', () => {
  it("a contact's edits, tags and block reach the audience of its active tickets, not its closed ones", async () => {
    const inbox = await createInbox(t);
    const [admin, agentA, agentB] = await Promise.all([
      listen(inbox.companyId, inbox.admin),
      listen(inbox.companyId, inbox.agentA),
      listen(inbox.companyId, inbox.agentB),
    ]);
    const contact = await insertContact(t.database.db, inbox.companyId, { name: 'Joana' });
    const active = await insertTicket(t.database.db, inbox, { contactId: contact.id, queueId: inbox.queueA.id });
    await insertTicket(t.database.db, inbox, { contactId: contact.id, queueId: inbox.queueA.id, status: 'closed' });

    expect(
      await call(t.url, 'PUT', `/contacts/${contact.id}`, { token: inbox.admin.token, body: { name: 'Joana Prado' } }),
    ).toMatchObject({ status: 200 });
    await waitFor(agentA, isUpdateOf(active.id));
    await settle(inbox, [admin, agentA, agentB]);
    expect(heard(admin)).toEqual([['update', active.id]]);
    expect(heard(agentA)).toEqual([['update', active.id]]);
    expect(heard(agentB)).toEqual([]);
    expect(lastView(agentA, active.id)?.contact.name).toBe('Joana Prado');
    clear(admin, agentA, agentB);

    const tag = await call<{ id: number }>(t.url, 'POST', '/tags', {
      token: inbox.admin.token,
      body: { name: 'Cliente VIP', color: '#aa0000' },
    });
    expect(
      await call(t.url, 'POST', '/tags/sync', {
        token: inbox.admin.token,
        body: { contactId: contact.id, tags: [{ id: tag.body.id }] },
      }),
    ).toMatchObject({
      status: 200,
    });
    await waitFor(agentA, isUpdateOf(active.id));
    expect(lastView(agentA, active.id)?.contact.tags).toEqual([
      expect.objectContaining({ id: tag.body.id, name: 'Cliente VIP' }),
    ]);
    clear(admin, agentA, agentB);

    expect(
      await call(t.url, 'PUT', `/contacts/block/${contact.id}`, { token: inbox.admin.token, body: { active: false } }),
    ).toMatchObject({ status: 200 });
    await waitFor(agentA, isUpdateOf(active.id));
    await settle(inbox, [admin, agentA, agentB]);
    expect(lastView(agentA, active.id)?.contact.active).toBe(false);
    expect(heard(agentB)).toEqual([]);
    closeAll(admin, agentA, agentB);
  });

  it('deleting a queue re-sends its active tickets without it: who saw them only through the queue drops those still held', async () => {
    const inbox = await createInbox(t);
    const agentC = await member(t, inbox.companyId, 'user', [inbox.queueA.id], { name: 'Carla' });
    const listeners = await Promise.all(
      [inbox.admin, inbox.agentA, inbox.agentB, agentC].map((who) => listen(inbox.companyId, who)),
    );
    const [admin, agentA, agentB, colleague] = listeners as [Listener, Listener, Listener, Listener];
    const waiting = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    const held = await insertTicket(t.database.db, inbox, {
      queueId: inbox.queueA.id,
      userId: inbox.agentA.user.id,
      status: 'open',
    });
    await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id, status: 'closed' });
    await insertTicket(t.database.db, inbox, { queueId: inbox.queueB.id });

    expect(await call(t.url, 'DELETE', `/queue/${inbox.queueA.id}`, { token: inbox.admin.token })).toMatchObject({
      status: 204,
    });
    await waitFor(admin, isUpdateOf(waiting.id));
    await settle(inbox, listeners);
    // The waiting ticket has no queue and no user now: only those who see every ticket keep it.
    expect(heardSorted(agentB)).toEqual([]);
    expect(heardSorted(colleague)).toEqual([
      ['delete', waiting.id],
      ['delete', held.id],
    ]);
    expect(heardSorted(agentA)).toEqual([
      ['delete', waiting.id],
      ['update', held.id],
    ]);
    expect(heardSorted(admin)).toEqual([
      ['update', waiting.id],
      ['update', held.id],
    ]);
    expect(lastView(admin, held.id)).toMatchObject({ queueId: null, queue: null, userId: inbox.agentA.user.id });
    closeAll(...listeners);
  });

  it('deleting a user re-sends the active tickets they held, unassigned, to who sees them now', async () => {
    const inbox = await createInbox(t);
    const [admin, agentB] = await Promise.all([
      listen(inbox.companyId, inbox.admin),
      listen(inbox.companyId, inbox.agentB),
    ]);
    const withoutQueue = await insertTicket(t.database.db, inbox, { userId: inbox.agentA.user.id, status: 'open' });
    const inQueue = await insertTicket(t.database.db, inbox, {
      userId: inbox.agentA.user.id,
      queueId: inbox.queueA.id,
      status: 'open',
    });
    await insertTicket(t.database.db, inbox, { userId: inbox.agentA.user.id, status: 'closed' });

    expect(await call(t.url, 'DELETE', `/users/${inbox.agentA.user.id}`, { token: inbox.admin.token })).toMatchObject({
      status: 204,
    });
    await waitFor(admin, isUpdateOf(withoutQueue.id));
    await settle(inbox, [admin, agentB]);
    // Unassigned and without a queue, it is for those who see every ticket.
    expect(heardSorted(agentB)).toEqual([]);
    expect(heardSorted(admin)).toEqual([
      ['update', withoutQueue.id],
      ['update', inQueue.id],
    ]);
    expect(lastView(admin, inQueue.id)).toMatchObject({ userId: null, user: null, queueId: inbox.queueA.id });
    closeAll(admin, agentB);
  });
});

describe('a contact writing in', () => {
  it('opens an unassigned ticket without queue that allTicket attendants hear, logged as created, and a contact; presence follows it', async () => {
    const inbox = await createInbox(t);
    // "Ver atendimentos sem fila": A has it, B does not.
    await t.database.db.update(users).set({ allTicket: 'enable' }).where(eq(users.id, inbox.agentA.user.id));
    const [agentA, agentB] = await Promise.all([
      listen(inbox.companyId, inbox.agentA),
      listen(inbox.companyId, inbox.agentB),
    ]);
    const connection = {
      id: inbox.connection.id,
      companyId: inbox.companyId,
      channel: 'whatsapp' as const,
      timeCreateNewTicket: 0,
    };
    const chatId = '5511988887777@s.whatsapp.net';
    // The contacts page hears the person the message created.
    const contactEvent = nextEvent<ContactEventPayload>(agentB.socket, serverEvents.contact(inbox.companyId));
    await t.app.services.pipeline.handle(connection, {
      type: 'message',
      message: {
        ref: { chatId, messageId: 'IN-1', fromMe: false },
        at: new Date(),
        kind: 'text',
        sender: { phone: '5511988887777', name: 'Rita' },
        body: 'Bom dia',
        live: true,
        raw: {},
      },
    });
    const created = (listener: Listener) =>
      listener.seen.find(
        (seen): seen is Extract<Seen, { event: 'appMessage' }> =>
          seen.event === 'appMessage' && seen.payload.message.body === 'Bom dia',
      );
    await waitFor(agentA, (seen) => created(agentA) === seen);
    const ticket = created(agentA)!.payload.ticket;
    expect(ticket).toMatchObject({ status: 'pending', queueId: null, userId: null, contact: { name: 'Rita' } });
    // The message is presented from the rows the pipeline wrote, as a page read would show it.
    const page = await call<MessageListAnswer>(t.url, 'GET', `/messages/${ticket.id}`, { token: inbox.admin.token });
    const { ack, ...shown } = page.body.messages[0]!;
    expect(ack).toBe(0);
    expect(created(agentA)!.payload.message).toMatchObject({
      ...shown,
      contact: { id: ticket.contactId, name: 'Rita', profilePicUrl: null },
      reactions: [],
    });
    expect(await contactEvent).toMatchObject({
      action: 'create',
      contact: { id: ticket.contactId, name: 'Rita', number: '5511988887777' },
    });

    const log = await call<TicketLogEntry[]>(t.url, 'GET', `/tickets-log/${ticket.id}`, { token: inbox.admin.token });
    expect(log.body.map((entry) => entry.type)).toEqual(['create']);

    const presence = nextEvent<PresenceEventPayload>(agentA.socket, serverEvents.presence(inbox.companyId));
    await t.app.services.pipeline.handle(connection, { type: 'presence', chatId, state: 'composing' });
    expect(await presence).toEqual({ action: 'update', ticketId: ticket.id, presence: 'composing' });

    // A message on the open ticket is one event per socket: its appMessage carries the ticket it changed.
    clear(agentA, agentB);
    await t.app.services.pipeline.handle(connection, {
      type: 'message',
      message: {
        ref: { chatId, messageId: 'IN-2', fromMe: false },
        at: new Date(),
        kind: 'text',
        sender: { phone: '5511988887777', name: 'Rita' },
        body: 'Alguém aí?',
        live: true,
        raw: {},
      },
    });
    await settle(inbox, [agentA, agentB]);
    expect(heard(agentA)).toEqual([['appMessage', ticket.id]]);
    expect(heard(agentB)).toEqual([]);
    // The admin's page read above counted the first message as read.
    expect((agentA.seen[0]?.payload as AppMessageEventPayload).ticket).toMatchObject({
      lastMessage: 'Alguém aí?',
      unreadMessages: 1,
    });
    closeAll(agentA, agentB);
  });
});
