import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketNoteView } from '@guiche/shared';
import { createQueue } from '../../test/factories.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { insertContact, insertTicket, loggedInUser } from '../contacts/testing/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** An open ticket the team's attendant holds (a ticket without a queue is theirs to see only then). */
async function conversation() {
  const team = await createTeam(t);
  const contact = await insertContact(t.database.db, team.company.id);
  const ticket = await insertTicket(t.database.db, team.company.id, contact.id, { userId: team.attendant.id });
  return { ...team, contact, ticket };
}

describe('ticket notes', () => {
  it('adds notes with their author and lists them newest first, by ticket or by contact', async () => {
    const { attendant, attendantToken, adminToken, admin, contact, ticket } = await conversation();
    const first = await call<TicketNoteView>(t.url, 'POST', '/ticket-notes', {
      token: attendantToken,
      body: { note: 'Primeira', ticketId: ticket.id, contactId: contact.id },
    });
    expect(first).toMatchObject({
      status: 201,
      body: {
        note: 'Primeira',
        ticketId: ticket.id,
        contactId: contact.id,
        user: { id: attendant.id, name: attendant.name },
        createdAt: expect.any(String),
      },
    });
    await call(t.url, 'POST', '/ticket-notes', {
      token: adminToken,
      body: { note: 'Segunda', ticketId: ticket.id, contactId: contact.id },
    });
    await call(t.url, 'POST', '/ticket-notes', {
      token: adminToken,
      body: { note: 'Sem ticket', contactId: contact.id },
    });

    const byTicket = await call<TicketNoteView[]>(
      t.url,
      'GET',
      `/ticket-notes/list?ticketId=${ticket.id}&contactId=${contact.id}`,
      { token: attendantToken },
    );
    expect(byTicket.body.map((n) => [n.note, n.user?.name])).toEqual([
      ['Segunda', admin.name],
      ['Primeira', attendant.name],
    ]);
    const byContact = await call<TicketNoteView[]>(t.url, 'GET', `/ticket-notes/list?contactId=${contact.id}`, {
      token: attendantToken,
    });
    expect(byContact.body.map((n) => n.note)).toEqual(['Sem ticket', 'Segunda', 'Primeira']);
    expect(await call(t.url, 'GET', '/ticket-notes/list', { token: attendantToken })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
  });

  it('a note needs at least 2 characters', async () => {
    const { attendantToken, contact } = await conversation();
    for (const [note, message] of [
      ['', 'validation.required'],
      ['a', 'validation.tooShort'],
      ['   ', 'validation.required'],
    ]) {
      const res = await call(t.url, 'POST', '/ticket-notes', {
        token: attendantToken,
        body: { note, contactId: contact.id },
      });
      expect(res).toMatchObject({
        status: 400,
        body: { error: 'ERR_VALIDATION', issues: expect.arrayContaining([{ path: 'note', message }]) },
      });
    }
  });

  it('the ticket and the contact must be the company’s, the ticket one of that contact and visible to the caller', async () => {
    const { company, attendantToken, adminToken, contact, ticket } = await conversation();
    const other = await conversation();
    const note = (token: string, body: Record<string, unknown>) =>
      call(t.url, 'POST', '/ticket-notes', { token, body: { note: 'Oi de novo', ...body } });
    expect(await note(adminToken, { contactId: other.contact.id })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_CONTACT_FOUND' },
    });
    expect(await note(adminToken, { contactId: contact.id, ticketId: other.ticket.id })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TICKET_FOUND' },
    });
    const stranger = await insertContact(t.database.db, company.id);
    expect(await note(adminToken, { contactId: stranger.id, ticketId: ticket.id })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'ticketId' }] },
    });
    const queue = await createQueue(t.database.db, company.id);
    const hidden = await insertTicket(t.database.db, company.id, stranger.id, { queueId: queue.id, status: 'pending' });
    expect(await note(attendantToken, { contactId: stranger.id, ticketId: hidden.id })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect(
      await call(t.url, 'GET', `/ticket-notes/list?ticketId=${hidden.id}`, { token: attendantToken }),
    ).toMatchObject({ status: 403 });
    expect(
      await call(t.url, 'GET', `/ticket-notes/list?ticketId=${other.ticket.id}`, { token: adminToken }),
    ).toMatchObject({ status: 404, body: { error: 'ERR_NO_TICKET_FOUND' } });
    expect(
      await call(t.url, 'GET', `/ticket-notes/list?contactId=${other.contact.id}`, { token: adminToken }),
    ).toMatchObject({ status: 404, body: { error: 'ERR_NO_CONTACT_FOUND' } });
  });

  it('its author or an admin deletes a note; another attendant or another company may not', async () => {
    const { company, attendantToken, adminToken, contact } = await conversation();
    const other = await createTeam(t);
    const colleague = await loggedInUser(t, company.id, 'user');
    const write = async () =>
      (
        await call<TicketNoteView>(t.url, 'POST', '/ticket-notes', {
          token: attendantToken,
          body: { note: 'Apagar', contactId: contact.id },
        })
      ).body.id;
    const byAuthor = await write();
    const byAdmin = await write();
    expect(await call(t.url, 'DELETE', `/ticket-notes/${byAuthor}`, { token: colleague.token })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect(await call(t.url, 'DELETE', `/ticket-notes/${byAuthor}`, { token: other.adminToken })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NOT_FOUND' },
    });
    expect((await call(t.url, 'DELETE', `/ticket-notes/${byAuthor}`, { token: attendantToken })).status).toBe(204);
    expect((await call(t.url, 'DELETE', `/ticket-notes/${byAdmin}`, { token: adminToken })).status).toBe(204);
    expect(
      (await call<TicketNoteView[]>(t.url, 'GET', `/ticket-notes/list?contactId=${contact.id}`, { token: adminToken }))
        .body,
    ).toEqual([]);
  });
});
