import { randomBytes } from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS, type ErrorCode, type ExternalSendAnswer } from '@guiche/shared';
import { contacts, messages, plans, tickets } from '../../db/schema/index.js';
import { createConnection } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createInbox, type Inbox } from '../tickets/testing/inbox.js';
import { EXTERNAL_SEND_ERRORS } from './external-api.openapi.js';

const RATE = 8;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimit: { externalApiPerTokenPerMinute: RATE } });
});
afterAll(() => t.close());

/** A connected connection of the inbox's company with its own 30-character token. */
async function apiConnection(inbox: Inbox, status: 'CONNECTED' | 'DISCONNECTED' = 'CONNECTED') {
  const token = randomBytes(15).toString('hex').toUpperCase();
  const connection = await createConnection(t.database.db, inbox.companyId, { token, status, channel: 'whatsapp' });
  return { token, connection };
}

interface SendOptions {
  token?: string | undefined;
  body: unknown;
  key?: string;
}
async function send<T = ExternalSendAnswer>({ token, body, key }: SendOptions) {
  const res = await fetch(`${t.url}/api/messages/send`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as T };
}
const number = () => `55119${String(Date.now() % 1e8).padStart(8, '0')}`.slice(0, 13);
const messagesOf = (ticketId: number) => t.database.db.select().from(messages).where(eq(messages.ticketId, ticketId));

describe('POST /api/messages/send', () => {
  it('creates the contact and its ticket, queues the message, and reuses both on the next send', async () => {
    const inbox = await createInbox(t);
    const { token, connection } = await apiConnection(inbox);
    const phone = number();
    const first = await send({ token, body: { number: phone, body: 'Seu pedido saiu para entrega' } });
    expect(first).toMatchObject({
      status: 201,
      body: {
        messages: [{ id: expect.any(Number), body: 'Seu pedido saiu para entrega', ack: 0 }],
        ticket: { status: 'pending' },
      },
    });
    const [ticket] = await t.database.db.select().from(tickets).where(eq(tickets.id, first.body.ticket.id));
    expect(ticket).toMatchObject({
      companyId: inbox.companyId,
      whatsappId: connection.id,
      lastMessage: 'Seu pedido saiu para entrega',
      fromMe: true,
    });
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.id, ticket!.contactId));
    expect(contact).toMatchObject({ companyId: inbox.companyId, number: phone });

    const second = await send({ token, body: { number: phone, body: 'Chega hoje' } });
    expect(second.body.ticket.id).toBe(ticket!.id);
    expect((await messagesOf(ticket!.id)).map((m) => m.body).sort()).toEqual([
      'Chega hoje',
      'Seu pedido saiu para entrega',
    ]);
  });

  it('userId and queueId open the ticket held by that user in that queue', async () => {
    const inbox = await createInbox(t);
    const { token } = await apiConnection(inbox);
    const res = await send({
      token,
      body: {
        number: number(),
        body: 'Olá',
        userId: inbox.agentA.user.id,
        queueId: inbox.queueA.id,
        sendSignature: true,
      },
    });
    expect(res.status).toBe(201);
    const [ticket] = await t.database.db.select().from(tickets).where(eq(tickets.id, res.body.ticket.id));
    expect(ticket).toMatchObject({ status: 'open', userId: inbox.agentA.user.id, queueId: inbox.queueA.id });
  });

  it('refuses an unknown or missing token, a login token, a plan without the API, a disconnected connection, a masked number', async () => {
    const inbox = await createInbox(t);
    const body = { number: number(), body: 'Oi' };
    expect(await send({ token: 'NOPE'.repeat(7) + 'XY', body })).toMatchObject({
      status: 401,
      body: { error: 'ERR_INVALID_API_TOKEN' },
    });
    expect(await send({ token: undefined, body })).toMatchObject({
      status: 401,
      body: { error: 'ERR_INVALID_API_TOKEN' },
    });
    // A user's login is no API token: the path is not read as POST /messages/{ticketId} either.
    expect(await send({ token: inbox.admin.token, body })).toMatchObject({
      status: 401,
      body: { error: 'ERR_INVALID_API_TOKEN' },
    });

    const { token } = await apiConnection(inbox);
    expect(await send({ token, body: { number: '+55 (11) 98765-4321', body: 'Oi' } })).toMatchObject({
      status: 400,
      body: { error: 'ERR_WAPP_INVALID_CONTACT' },
    });
    expect(await send({ token, body: { number: number(), body: '  ' } })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    const down = await apiConnection(inbox, 'DISCONNECTED');
    expect(await send({ token: down.token, body })).toMatchObject({
      status: 409,
      body: { error: 'ERR_WAPP_NOT_INITIALIZED' },
    });

    await t.database.db.update(plans).set({ useExternalApi: false }).where(eq(plans.id, inbox.company.planId));
    expect(await send({ token, body })).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    expect(
      await t.database.db
        .select()
        .from(contacts)
        .where(and(eq(contacts.companyId, inbox.companyId), eq(contacts.number, body.number))),
    ).toEqual([]);
  });

  it('stays inside the token’s company: another company’s user or queue is refused, its contact untouched', async () => {
    const inbox = await createInbox(t);
    const other = await createInbox(t);
    const { token } = await apiConnection(inbox);
    const phone = number();
    const theirs = await t.database.db
      .insert(contacts)
      .values({ companyId: other.companyId, name: 'Deles', number: phone })
      .returning();
    expect(await send({ token, body: { number: phone, body: 'Oi', userId: other.agentA.user.id } })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_USER_FOUND' },
    });
    expect(await send({ token, body: { number: phone, body: 'Oi', queueId: other.queueA.id } })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    const ok = await send({ token, body: { number: phone, body: 'Oi' } });
    expect(ok.status).toBe(201);
    const [ticket] = await t.database.db.select().from(tickets).where(eq(tickets.id, ok.body.ticket.id));
    expect(ticket!.companyId).toBe(inbox.companyId);
    expect(ticket!.contactId).not.toBe(theirs[0]!.id);
  });

  it('an Idempotency-Key makes a retried request send once; the same key with another request is refused', async () => {
    const inbox = await createInbox(t);
    const { token } = await apiConnection(inbox);
    const body = { number: number(), body: 'Uma vez só' };
    const first = await send({ token, body, key: 'retry-1' });
    const again = await send({ token, body, key: 'retry-1' });
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await messagesOf(first.body.ticket.id)).toHaveLength(1);
    expect(await send({ token, body: { ...body, body: 'Outra' }, key: 'retry-1' })).toMatchObject({
      status: 422,
      body: { error: 'ERR_IDEMPOTENCY_KEY_REUSED' },
    });
  });

  it('is rate limited per token', async () => {
    const inbox = await createInbox(t);
    const busy = await apiConnection(inbox);
    const calm = await apiConnection(inbox);
    const body = { number: '123', body: 'x' };
    const statuses: number[] = [];
    for (let i = 0; i < RATE + 1; i++) statuses.push((await send({ token: busy.token, body })).status);
    expect(statuses.slice(0, RATE)).toEqual(Array(RATE).fill(400));
    expect(statuses[RATE]).toBe(429);
    expect((await send({ token: calm.token, body })).status).toBe(400);
  });

  it('sends files as multipart `medias`, the body as the first caption', async () => {
    const inbox = await createInbox(t);
    const { token } = await apiConnection(inbox);
    const form = new FormData();
    form.append('number', number());
    form.append('body', 'Segue o comprovante');
    form.append(
      'medias',
      new Blob([Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')], { type: 'application/pdf' }),
      'comprovante.pdf',
    );
    const res = await fetch(`${t.url}/api/messages/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const answer = (await res.json()) as ExternalSendAnswer;
    expect(res.status).toBe(201);
    expect(answer.messages).toEqual([
      expect.objectContaining({ body: 'Segue o comprovante', mediaType: 'application' }),
    ]);
  });
});

/** The parts of the OpenAPI document the tests read, as a client reads the JSON. */
interface JsonSchema {
  required?: string[];
  properties?: { error?: { enum?: string[] } };
}
interface Operation {
  parameters: { in: string; name: string }[];
  requestBody: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content: { 'application/json': { schema: JsonSchema } } }>;
}
type Document = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, { post: Operation }>;
  components: { securitySchemes: Record<string, unknown> };
};

describe('the OpenAPI document of the external API', () => {
  const documentOf = async () => {
    const res = await fetch(`${t.url}/api/messages-api/openapi.json`);
    return { status: res.status, document: (await res.json()) as Document };
  };
  const ajv = new Ajv2020({ strict: false, allErrors: true });

  it('is served without a token and is a valid OpenAPI 3.1 document of POST /messages/send on this host', async () => {
    const { status, document } = await documentOf();
    expect(status).toBe(200);
    const verdict = await new Validator().validate(document);
    expect(verdict.errors).toBeUndefined();
    expect(verdict.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: `${t.url}/api` }]);
    expect(Object.keys(document.paths)).toEqual(['/messages/send']);
    const operation = document.paths['/messages/send']!.post;
    expect(document.components.securitySchemes.connectionToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(operation.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['header:Idempotency-Key']);
    expect(Object.keys(operation.requestBody.content)).toEqual(['application/json', 'multipart/form-data']);
    expect(operation.requestBody.content['multipart/form-data']!.schema.required).toContain('medias');
    // Every documented code under its catalogue status, and nothing else.
    const documented = Object.entries(operation.responses).flatMap(([code, response]) =>
      (response.content['application/json'].schema.properties?.error?.enum ?? []).map((error) => `${code} ${error}`),
    );
    expect(documented.sort()).toEqual(
      Object.keys(EXTERNAL_SEND_ERRORS)
        .map((error) => `${ERROR_STATUS[error as ErrorCode]} ${error}`)
        .sort(),
    );
  });

  it('accepts exactly the JSON bodies the route accepts, and describes its answers', async () => {
    const { document } = await documentOf();
    const operation = document.paths['/messages/send']!.post;
    const requestValid = ajv.compile(operation.requestBody.content['application/json']!.schema);
    const answerValid = (status: number) =>
      ajv.compile(operation.responses[String(status)]!.content['application/json'].schema);
    const inbox = await createInbox(t);
    const phone = number();
    const bodies: Record<string, unknown>[] = [
      { number: phone, body: 'Oi' },
      { number: phone, body: 'Oi', userId: inbox.agentA.user.id, queueId: inbox.queueA.id, sendSignature: false },
      { number: phone, body: 'Oi', userId: null, queueId: null },
      { number: phone, body: 'Oi', extra: 1 },
      { number: phone, body: 'Oi', userId: String(inbox.agentA.user.id) },
      { number: phone, body: 'Oi', queueId: 0 },
      { number: phone, body: 'Oi', sendSignature: 'yes' },
      { number: phone, body: 'x'.repeat(4097) },
      { number: '+55 (11) 98765-4321', body: 'Oi' },
      { number: 5511987654321, body: 'Oi' },
      { body: 'Oi' },
    ];
    for (const body of bodies) {
      // A fresh token each time: the per-token rate limit of this file is small.
      const { token } = await apiConnection(inbox);
      const res = await send<unknown>({ token, body });
      expect({ body, documented: requestValid(body) }).toEqual({ body, documented: res.status === 201 });
      expect([201, 400]).toContain(res.status);
      expect({ body, answer: answerValid(res.status)(res.body), errors: null }).toEqual({
        body,
        answer: true,
        errors: null,
      });
    }
    expect(answerValid(401)((await send<unknown>({ token: 'X'.repeat(30), body: bodies[0] })).body)).toBe(true);
  });
});
