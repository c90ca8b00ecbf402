import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageView } from '@guiche/shared';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { insertMessage, insertTicket } from './test-conversation.js';

/** Spec 1 §7: a spec client's JSON body for POST /messages/{ticketId} and POST /messages/edit/{id}. */
let t: TestApp;
let team: Awaited<ReturnType<typeof createTeam>>;
beforeAll(async () => {
  t = await startTestApp();
  team = await createTeam(t);
});
afterAll(() => t.close());

const specBody = (body: string, extra: Record<string, unknown> = {}) => ({
  read: 1,
  fromMe: true,
  mediaUrl: '',
  body,
  quotedMsg: null,
  isPrivate: true,
  ...extra,
});

describe('the spec message body', () => {
  it('sends with read as 0/1, an empty mediaUrl and quotedMsg null', async () => {
    const { ticket } = await insertTicket(t.database.db, team.company.id);
    for (const read of [1, 0, true]) {
      const sent = await call<MessageView>(t.url, 'POST', `/messages/${ticket.id}`, {
        token: team.adminToken,
        body: specBody(`nota ${String(read)}`, { read }),
      });
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ body: `nota ${String(read)}`, isPrivate: true, quotedMsgId: null });
    }
  });

  it('reads quotedMsg.id as the quote, like quotedMsgId', async () => {
    const { ticket } = await insertTicket(t.database.db, team.company.id);
    const quoted = await insertMessage(t.database.db, ticket, { body: 'pergunta' });
    const sent = await call<MessageView>(t.url, 'POST', `/messages/${ticket.id}`, {
      token: team.adminToken,
      body: specBody('resposta', { quotedMsg: { id: quoted.id, body: 'pergunta', fromMe: false } }),
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ quotedMsgId: quoted.wid, quotedMsg: { id: quoted.id, body: 'pergunta' } });
    const ours = await call<MessageView>(t.url, 'POST', `/messages/${ticket.id}`, {
      token: team.adminToken,
      body: { body: 'do web', quotedMsgId: String(quoted.id), isPrivate: true },
    });
    expect(ours.body.quotedMsgId).toBe(quoted.wid);
  });

  it('refuses what the spec body cannot mean: a mediaUrl to fetch, read as 2, a quote without id', async () => {
    const { ticket } = await insertTicket(t.database.db, team.company.id);
    for (const extra of [
      { mediaUrl: 'http://example.com/a.png' },
      { read: 2 },
      { quotedMsg: { body: 'x' } },
      { quotedMsg: { id: 2147483648 } },
    ]) {
      expect(
        (await call(t.url, 'POST', `/messages/${ticket.id}`, { token: team.adminToken, body: specBody('x', extra) }))
          .status,
        JSON.stringify(extra),
      ).toBe(400);
    }
  });

  it('edits with the spec body, using only its text', async () => {
    const { ticket } = await insertTicket(t.database.db, team.company.id);
    const sent = await call<MessageView>(t.url, 'POST', `/messages/${ticket.id}`, {
      token: team.adminToken,
      body: specBody('antes'),
    });
    const edited = await call<MessageView>(t.url, 'POST', `/messages/edit/${sent.body.id}`, {
      token: team.adminToken,
      body: specBody('depois', { read: 0 }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ body: 'depois', isEdited: true });
  });
});
