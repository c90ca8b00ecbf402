import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CHATBOT_DEPTH } from '@guiche/shared';
import { insertTicket } from '../modules/messages/test-conversation.js';
import { createTeam } from '../test/team.js';
import { call } from '../test/http.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let team: Awaited<ReturnType<typeof createTeam>>;
beforeAll(async () => {
  t = await startTestApp();
  team = await createTeam(t);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: string, contentType = 'application/json') =>
  t.app.http.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${team.adminToken}`, 'content-type': contentType },
    ...(payload !== undefined ? { payload } : {}),
  });

/** A chain of chatbot options `depth` levels deep. */
const chain = (depth: number): unknown[] =>
  depth === 0 ? [] : [{ name: `Level ${depth}`, queueType: 'text', options: chain(depth - 1) }];

describe('input hygiene, for every route', () => {
  it('refuses NUL and unpaired surrogates in bodies, queries and paths with 400', async () => {
    for (const body of [
      { name: 'Ana\u0000', number: '5511955554444' },
      { name: 'Ana\uD800', number: '5511955554444' },
    ]) {
      expect(await call(t.url, 'POST', '/contacts', { token: team.adminToken, body })).toMatchObject({
        status: 400,
        body: { error: 'ERR_VALIDATION', issues: [{ path: 'name' }] },
      });
    }
    expect((await call(t.url, 'GET', '/contacts?searchParam=a%00b', { token: team.adminToken })).status).toBe(400);
    expect((await call(t.url, 'GET', '/contacts/profile/5511%00', { token: team.adminToken })).status).toBe(400);
  });

  it('refuses ids outside the integer range with 400', async () => {
    for (const path of [
      '/tickets/2147483648',
      '/contacts/2147483648',
      '/messages/99999999999',
      '/tickets?queueIds=2147483648',
    ]) {
      expect((await call(t.url, 'GET', path, { token: team.adminToken })).status, path).toBe(400);
    }
    expect(
      (await call(t.url, 'POST', '/tickets', { token: team.adminToken, body: { contactId: 2147483648 } })).status,
    ).toBe(400);
    expect((await call(t.url, 'GET', '/tickets/2147483647', { token: team.adminToken })).status).toBe(404);
  });

  it('refuses a body nested too deeply before validating it', async () => {
    const deep = `{"name":"Fila","color":"#000000","chatbots":${'[{"name":"Nivel","queueType":"text","options":'.repeat(5000)}[]${'}]'.repeat(5000)}}`;
    const answer = await inject('POST', '/queue', deep);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'ERR_VALIDATION', issues: [{ message: 'validation.tooDeep' }] });
  });

  it('refuses a truncated or malformed multipart body with 400', async () => {
    const { ticket } = await insertTicket(t.database.db, team.company.id);
    const boundary = 'b0undary';
    const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="medias"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
    for (const url of [`/messages/${ticket.id}`, `/users/${team.admin.id}/media-upload`]) {
      const answer = await inject('POST', url, truncated, `multipart/form-data; boundary=${boundary}`);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'ERR_VALIDATION' });
      expect((await inject('POST', url, 'x', 'multipart/form-data')).statusCode, url).toBe(400);
    }
  });
});

describe('chatbot depth', () => {
  it('holds on POST /chatbot, for a deep subtree and for an option added under the deepest level', async () => {
    const queue = await call<{ id: number; chatbots: { id: number }[] }>(t.url, 'POST', '/queue', {
      token: team.adminToken,
      body: { name: 'Fila funda', color: '#000000', chatbots: chain(MAX_CHATBOT_DEPTH) },
    });
    expect(queue.status).toBe(201);
    const tooDeep = await call(t.url, 'POST', '/chatbot', {
      token: team.adminToken,
      body: { queueId: queue.body.id, name: 'Raiz', queueType: 'text', options: chain(MAX_CHATBOT_DEPTH) },
    });
    expect(tooDeep).toMatchObject({ status: 400, body: { issues: [{ message: 'validation.chatbotTooDeep' }] } });

    const full = await call<{ chatbots: unknown[] }>(t.url, 'GET', `/queue/${queue.body.id}`, {
      token: team.adminToken,
    });
    let deepest = full.body.chatbots[0] as { id: number; options: unknown[] };
    while (deepest.options.length > 0) deepest = deepest.options[0] as typeof deepest;
    const under = await call(t.url, 'POST', '/chatbot', {
      token: team.adminToken,
      body: { parentId: deepest.id, name: 'Mais um', queueType: 'text' },
    });
    expect(under).toMatchObject({ status: 400, body: { issues: [{ message: 'validation.chatbotTooDeep' }] } });
    const beside = await call(t.url, 'POST', '/chatbot', {
      token: team.adminToken,
      body: { queueId: queue.body.id, name: 'Ao lado', queueType: 'text', options: chain(MAX_CHATBOT_DEPTH - 1) },
    });
    expect(beside.status).toBe(201);
  });

  it('holds on PUT /queue', async () => {
    const queue = await call<{ id: number }>(t.url, 'POST', '/queue', {
      token: team.adminToken,
      body: { name: 'Fila rasa', color: '#B80000' },
    });
    expect(queue.status).toBe(201);
    const answer = await call(t.url, 'PUT', `/queue/${queue.body.id}`, {
      token: team.adminToken,
      body: { chatbots: chain(MAX_CHATBOT_DEPTH + 1) },
    });
    expect(answer).toMatchObject({ status: 400, body: { issues: [{ message: 'validation.chatbotTooDeep' }] } });
  });
});
