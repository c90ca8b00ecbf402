import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents, type TicketEventPayload, type TicketListAnswer, type TicketView } from '@guiche/shared';
import { call } from '../../test/http.js';
import { collect, connectSocket } from '../../test/sockets.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { createInbox, insertMessage, insertTicket } from './testing/inbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const markUnread = (token: string, id: number) => call<TicketView>(t.url, 'POST', `/tickets/${id}/unread`, { token });
const listed = async (token: string, query: string) =>
  (await call<TicketListAnswer>(t.url, 'GET', `/tickets?${query}`, { token })).body.tickets;

describe('POST /tickets/{id}/unread', () => {
  it('shows the ticket unread to everyone who sees it, in place, until its chat is opened again', async () => {
    const inbox = await createInbox(t);
    const ticket = await insertTicket(t.database.db, inbox, {
      status: 'open',
      queueId: inbox.queueA.id,
      userId: inbox.agentA.user.id,
    });
    await insertMessage(t.database.db, ticket, 'Obrigado!');
    const newer = await insertTicket(t.database.db, inbox, { status: 'open', queueId: inbox.queueA.id });
    const socket = await connectSocket(t.url, {
      token: inbox.admin.publicToken,
      companyId: inbox.companyId,
      userId: inbox.admin.user.id,
    });
    const heard = collect<TicketEventPayload>(socket, serverEvents.ticket(inbox.companyId));

    expect(await markUnread(inbox.agentA.token, ticket.id)).toMatchObject({
      status: 200,
      body: { id: ticket.id, unreadMessages: 1 },
    });
    // The ticket keeps its place (marking is not activity) and the unread filter, the bell's, holds it.
    expect((await listed(inbox.admin.token, 'status=open&showAll=true')).map((row) => row.id)).toEqual([
      newer.id,
      ticket.id,
    ]);
    expect(
      (await listed(inbox.admin.token, 'withUnreadMessages=true&showAll=true')).map((row) => [
        row.id,
        row.unreadMessages,
      ]),
    ).toEqual([[ticket.id, 1]]);
    await waitFor(
      async () => heard,
      (events) => events.some((event) => event.action === 'update' && event.ticket.unreadMessages === 1),
    );

    // Marking a ticket that is already unread changes nothing.
    expect((await markUnread(inbox.admin.token, ticket.id)).body.unreadMessages).toBe(1);

    // Opening the chat again (its first page of messages) reads it.
    expect((await call(t.url, 'GET', `/messages/${ticket.id}`, { token: inbox.agentA.token })).status).toBe(200);
    expect((await listed(inbox.admin.token, 'withUnreadMessages=true&showAll=true')).map((row) => row.id)).toEqual([]);
    await waitFor(
      async () => heard,
      (events) => events.some((event) => event.action === 'updateUnread' && event.ticketId === ticket.id),
    );
    socket.close();
  });

  it('is for those who see the ticket: 403 outside their queues, 404 for another company’s', async () => {
    const inbox = await createInbox(t);
    const other = await createInbox(t);
    const ticket = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    const theirs = await insertTicket(t.database.db, other, { queueId: other.queueA.id });
    expect(await markUnread(inbox.agentB.token, ticket.id)).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect(await markUnread(inbox.admin.token, theirs.id)).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TICKET_FOUND' },
    });
    const [row] = await listed(other.admin.token, 'status=pending&showAll=true');
    expect(row).toMatchObject({ id: theirs.id, unreadMessages: 0 });
  });
});
