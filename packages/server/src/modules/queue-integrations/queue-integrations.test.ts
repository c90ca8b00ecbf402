import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serverEvents,
  type QueueIntegrationEventPayload,
  type QueueIntegrationListAnswer,
  type QueueIntegrationView,
} from '@guiche/shared';
import { chatbots, companies, fileLists, plans, queueIntegrations, queues } from '../../db/schema/index.js';
import { createConnection, createQueue } from '../../test/factories.js';
import { call } from '../../test/http.js';
import { connectSocket, nextEvent } from '../../test/sockets.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { startFakeDialogflow } from '../integration-runtime/testing/fake-dialogflow.js';
import { insertTicket } from '../tickets/testing/inbox.js';

let t: TestApp;
let dialogflow: Awaited<ReturnType<typeof startFakeDialogflow>>;
beforeAll(async () => {
  dialogflow = await startFakeDialogflow((text) =>
    text === 'Olá' ? { texts: ['Olá! Sou o agente.'] } : { texts: [] },
  );
  t = await startTestApp({ config: { integrations: { dialogflowBaseUrl: dialogflow.url } } });
});
afterAll(async () => {
  await t.close();
  await dialogflow.close();
});

const webhook = { type: 'webhook', name: 'Pedidos n8n', urlN8N: 'https://n8n.example.com/webhook/pedidos' };
const create = async (token: string, body: Record<string, unknown>) => {
  const res = await call<QueueIntegrationView>(t.url, 'POST', '/queueIntegration', { token, body });
  if (res.status !== 201) throw new Error(`integration: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

describe('queue integrations: the API', { timeout: 60_000 }, () => {
  it('creates, reads, searches, edits and deletes; projectName follows the name outside Dialogflow', async () => {
    const { adminToken } = await createTeam(t);
    const created = await create(adminToken, { ...webhook, projectName: 'ignored' });
    expect(created).toMatchObject({
      type: 'webhook',
      name: 'Pedidos n8n',
      projectName: 'Pedidos n8n',
      urlN8N: webhook.urlN8N,
      typebotExpires: 1,
      typebotDelayMessage: 1000,
      lastError: null,
    });
    await create(adminToken, {
      type: 'typebot',
      name: 'Typebot vendas',
      urlN8N: 'https://typebot.example.com',
      typebotSlug: 'vendas',
    });
    const found = await call<QueueIntegrationListAnswer>(t.url, 'GET', '/queueIntegration/?searchParam=pedidos', {
      token: adminToken,
    });
    expect(found.body).toMatchObject({ count: 1, hasMore: false });
    expect(found.body.queueIntegrations.map((i) => i.id)).toEqual([created.id]);
    const edited = await call<QueueIntegrationView>(t.url, 'PUT', `/queueIntegration/${created.id}`, {
      token: adminToken,
      body: { ...webhook, type: 'n8n', name: 'Pedidos' },
    });
    expect(edited.body).toMatchObject({ type: 'n8n', name: 'Pedidos', projectName: 'Pedidos' });
    expect((await call(t.url, 'DELETE', `/queueIntegration/${created.id}`, { token: adminToken })).status).toBe(204);
    expect((await call(t.url, 'GET', `/queueIntegration/${created.id}`, { token: adminToken })).status).toBe(404);
  });

  it('refuses invalid forms with the spec’s texts', async () => {
    const { adminToken } = await createTeam(t);
    const short = await call<{ error: string; issues: { path: string; message: string }[] }>(
      t.url,
      'POST',
      '/queueIntegration',
      { token: adminToken, body: { ...webhook, name: 'P' } },
    );
    expect(short.status).toBe(400);
    expect(short.body.issues).toContainEqual({ path: 'name', message: 'validation.tooShort' });
    const noUrl = await call<{ issues: { path: string; message: string }[] }>(t.url, 'POST', '/queueIntegration', {
      token: adminToken,
      body: { type: 'webhook', name: 'Sem URL' },
    });
    expect(noUrl.body.issues).toContainEqual({ path: 'urlN8N', message: 'validation.required' });
    const noJson = await call<{ issues: { path: string; message: string }[] }>(t.url, 'POST', '/queueIntegration', {
      token: adminToken,
      body: { type: 'dialogflow', name: 'Agente', projectName: 'p' },
    });
    expect(noJson.body.issues).toContainEqual({ path: 'jsonContent', message: 'validation.required' });
  });

  it('seals the Dialogflow credentials: never answered, not stored in clear, kept when the form leaves them blank', async () => {
    const { adminToken } = await createTeam(t);
    const json = dialogflow.serviceAccount('sealed-agent');
    const created = await create(adminToken, {
      type: 'dialogflow',
      name: 'Agente',
      projectName: 'sealed-agent',
      language: 'pt-BR',
      jsonContent: json,
    });
    expect(created).toMatchObject({ hasJsonContent: true, language: 'pt-BR' });
    expect(JSON.stringify(created)).not.toContain('private_key');
    const [row] = await t.database.db.select().from(queueIntegrations).where(eq(queueIntegrations.id, created.id));
    expect(Buffer.from(row?.jsonContentSealed ?? []).toString('latin1')).not.toContain('BEGIN PRIVATE KEY');
    await call(t.url, 'PUT', `/queueIntegration/${created.id}`, {
      token: adminToken,
      body: { type: 'dialogflow', name: 'Agente 2', projectName: 'sealed-agent', jsonContent: '' },
    });
    const [after] = await t.database.db.select().from(queueIntegrations).where(eq(queueIntegrations.id, created.id));
    expect(Buffer.from(after?.jsonContentSealed ?? []).equals(Buffer.from(row?.jsonContentSealed ?? []))).toBe(true);
  });

  it('refuses to delete an integration a queue, a connection or a chatbot option still names', async () => {
    const { company, adminToken } = await createTeam(t);
    const { db } = t.database;
    const integration = await create(adminToken, webhook);
    const queue = await createQueue(db, company.id);
    await db.update(queues).set({ integrationId: integration.id }).where(eq(queues.id, queue.id));
    const refused = await call(t.url, 'DELETE', `/queueIntegration/${integration.id}`, { token: adminToken });
    expect(refused).toMatchObject({ status: 409, body: { error: 'ERR_INTEGRATION_IN_USE' } });
    await db.update(queues).set({ integrationId: null }).where(eq(queues.id, queue.id));
    await db.insert(chatbots).values({
      companyId: company.id,
      queueId: queue.id,
      name: 'Robô',
      queueType: 'integration',
      optIntegrationId: integration.id,
    });
    expect((await call(t.url, 'DELETE', `/queueIntegration/${integration.id}`, { token: adminToken })).status).toBe(
      409,
    );
    await db.delete(chatbots).where(eq(chatbots.queueId, queue.id));
    expect((await call(t.url, 'DELETE', `/queueIntegration/${integration.id}`, { token: adminToken })).status).toBe(
      204,
    );
  });

  it('queues, chatbot options, connections and tickets store only their own company’s integration, prompt and file-list ids', async () => {
    const { company, adminToken } = await createTeam(t);
    const other = await createTeam(t);
    const { db } = t.database;
    const mine = await create(adminToken, webhook);
    const theirs = await create(other.adminToken, webhook);
    const [theirList] = await db
      .insert(fileLists)
      .values({ companyId: other.company.id, name: 'Catálogo alheio', message: 'Segue.' })
      .returning();
    const missing = 2_000_000_000;
    const refused = (path: string) => ({
      status: 400,
      body: { error: 'ERR_VALIDATION', issues: [expect.objectContaining({ path })] },
    });
    const put = (path: string, body: Record<string, unknown>) =>
      call<Record<string, unknown>>(t.url, 'PUT', path, { token: adminToken, body });

    const queue = await createQueue(db, company.id);
    expect(await put(`/queue/${queue.id}`, { integrationId: theirs.id })).toMatchObject(refused('integrationId'));
    expect(await put(`/queue/${queue.id}`, { fileListId: theirList?.id })).toMatchObject(refused('fileListId'));
    expect(await put(`/queue/${queue.id}`, { promptId: missing })).toMatchObject(refused('promptId'));
    expect(
      await put(`/queue/${queue.id}`, {
        chatbots: [{ name: 'Robô', queueType: 'integration', optIntegrationId: theirs.id }],
      }),
    ).toMatchObject(refused('chatbots'));
    expect(
      await call(t.url, 'POST', '/queue', {
        token: adminToken,
        body: { name: 'Nova fila', color: '#123456', integrationId: theirs.id },
      }),
    ).toMatchObject(refused('integrationId'));
    expect(await put(`/queue/${queue.id}`, { integrationId: mine.id })).toMatchObject({
      status: 200,
      body: { integrationId: mine.id },
    });
    expect(await put(`/queue/${queue.id}`, { integrationId: null })).toMatchObject({
      status: 200,
      body: { integrationId: null },
    });

    const connection = await createConnection(db, company.id);
    expect(
      await call(t.url, 'POST', '/whatsapp', { token: adminToken, body: { name: 'Alheia', integrationId: theirs.id } }),
    ).toMatchObject(refused('integrationId'));
    expect(await put(`/whatsapp/${connection.id}`, { integrationId: theirs.id })).toMatchObject(
      refused('integrationId'),
    );
    expect(await put(`/whatsapp/${connection.id}`, { promptId: missing })).toMatchObject(refused('promptId'));
    expect(await put(`/whatsapp/${connection.id}`, { integrationId: mine.id })).toMatchObject({
      status: 200,
      body: { integrationId: mine.id },
    });
    expect(await put(`/whatsapp/${connection.id}`, { integrationId: null })).toMatchObject({
      status: 200,
      body: { integrationId: null },
    });

    const ticket = await insertTicket(db, { companyId: company.id, connection });
    expect(await put(`/tickets/${ticket.id}`, { integrationId: theirs.id })).toMatchObject(refused('integrationId'));
    expect(await put(`/tickets/${ticket.id}`, { promptId: missing })).toMatchObject(refused('promptId'));
    expect((await put(`/tickets/${ticket.id}`, { integrationId: mine.id })).status).toBe(200);
    expect((await put(`/tickets/${ticket.id}`, { integrationId: null })).status).toBe(200);
    const stored = [
      (await db.select().from(queues).where(eq(queues.id, queue.id)))[0]?.integrationId,
      (await db.select().from(chatbots).where(eq(chatbots.queueId, queue.id))).length,
    ];
    expect(stored).toEqual([null, 0]);
  });

  it('is for admins of a plan with useIntegrations, and for their company only', async () => {
    const { company, adminToken, attendantToken } = await createTeam(t);
    const other = await createTeam(t);
    const integration = await create(adminToken, webhook);
    expect((await call(t.url, 'GET', '/queueIntegration', { token: attendantToken })).status).toBe(403);
    for (const [method, body] of [['GET'], ['PUT', webhook], ['DELETE']] as const) {
      expect(
        (
          await call(t.url, method, `/queueIntegration/${integration.id}`, {
            token: other.adminToken,
            ...(body ? { body } : {}),
          })
        ).status,
      ).toBe(404);
    }
    expect(
      (await call<QueueIntegrationListAnswer>(t.url, 'GET', '/queueIntegration', { token: other.adminToken })).body
        .count,
    ).toBe(0);
    const [row] = await t.database.db
      .select({ planId: companies.planId })
      .from(companies)
      .where(eq(companies.id, company.id));
    const [plan] = await t.database.db
      .insert(plans)
      .values({ name: `Sem integrações ${company.id}`, useIntegrations: false })
      .returning();
    await t.database.db
      .update(companies)
      .set({ planId: plan?.id ?? row?.planId ?? 0 })
      .where(eq(companies.id, company.id));
    expect((await call(t.url, 'GET', '/queueIntegration', { token: adminToken })).status).toBe(403);
  });

  it('tests a Dialogflow agent with the given credentials against its REST API', async () => {
    const { adminToken } = await createTeam(t);
    const ok = await call<{ message: string }>(t.url, 'POST', '/queueIntegration/testSession', {
      token: adminToken,
      body: { projectName: 'guiche-agent', jsonContent: dialogflow.serviceAccount(), language: 'pt-BR' },
    });
    expect(ok).toMatchObject({ status: 200, body: { message: 'Olá! Sou o agente.' } });
    const detect = dialogflow.requests.find((request) => request.path.includes(':detectIntent'));
    expect(detect?.json).toEqual({ queryInput: { text: { text: 'Olá', languageCode: 'pt-BR' } } });
    const bad = await call<{ error: string }>(t.url, 'POST', '/queueIntegration/testSession', {
      token: adminToken,
      body: { projectName: 'guiche-agent', jsonContent: '{"client_email":"x"}' },
    });
    expect(bad).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
  });

  it('announces changes on the company’s queueIntegration channel', async () => {
    const { company, admin, adminSession, adminToken } = await createTeam(t);
    const socket = await connectSocket(t.url, {
      token: adminSession.publicToken,
      companyId: company.id,
      userId: admin.id,
    });
    try {
      const event = serverEvents.queueIntegration(company.id);
      const created = nextEvent<QueueIntegrationEventPayload>(socket, event);
      const integration = await create(adminToken, webhook);
      expect(await created).toMatchObject({
        action: 'create',
        queueIntegration: { id: integration.id, name: webhook.name },
      });
      const deleted = nextEvent<QueueIntegrationEventPayload>(socket, event);
      await call(t.url, 'DELETE', `/queueIntegration/${integration.id}`, { token: adminToken });
      expect(await deleted).toEqual({ action: 'delete', integrationId: integration.id });
    } finally {
      socket.disconnect();
    }
  });
});
