import { eq } from 'drizzle-orm';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, PromptView, QueueIntegrationView } from '@guiche/shared';
import { queueIntegrations, queues } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { engineConversation } from '../conversation-engine/engine-test-kit.js';
import { startFakeHttp } from './testing/fake-http.js';

// The production default: no private address allowed (the other suites allow 127.0.0.1 for their fakes).
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startFakeHttp>>;
beforeAll(async () => {
  receiver = await startFakeHttp(() => ({ json: { messages: ['Não devia chegar'] } }));
  t = await startTestApp({ config: { integrations: { dialogflowBaseUrl: undefined, allowPrivateHosts: [] } } });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const serviceAccount = (tokenUri: string) =>
  JSON.stringify({
    type: 'service_account',
    client_email: 'bot@projeto.iam.gserviceaccount.com',
    private_key: generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
    token_uri: tokenUri,
  });

function expectRefused(res: { status: number; body: unknown }, field: string, kind: string) {
  expect(res.status).toBe(400);
  const body = res.body as ErrorBody;
  expect(body.error).toBe('ERR_URL_NOT_ALLOWED');
  expect(body.message).toMatch(new RegExp(`^${field}: .* points to a ${kind} address$`));
}

describe('URLs typed by tenant admins may not reach the server or its network', { timeout: 60_000 }, () => {
  it('refuses loopback, metadata, private and IPv4-mapped URLs for webhook, n8n and Typebot, on create and on edit', async () => {
    const { token } = await engineConversation(t);
    const post = (urlN8N: string, type = 'webhook') =>
      call(t.url, 'POST', '/queueIntegration', {
        token,
        body: { type, name: `Hook ${type}`, urlN8N, typebotSlug: 'x' },
      });
    expectRefused(await post(`${receiver.url}/webhook`), 'urlN8N', 'loopback');
    expectRefused(await post('http://localhost:5678/webhook/x', 'n8n'), 'urlN8N', 'loopback');
    expectRefused(await post('http://169.254.169.254/latest/meta-data/', 'n8n'), 'urlN8N', 'linkLocal');
    expectRefused(await post('http://192.168.0.10/typebot', 'typebot'), 'urlN8N', 'private');
    expectRefused(await post('http://[::ffff:127.0.0.1]:8080/', 'typebot'), 'urlN8N', 'loopback');
    expectRefused(await post('http://[fd00::1]/', 'webhook'), 'urlN8N', 'uniqueLocal');
    // A public address is accepted; editing it to point inside is refused and leaves it as it was.
    const created = await call<QueueIntegrationView>(t.url, 'POST', '/queueIntegration', {
      token,
      body: { type: 'webhook', name: 'Pública', urlN8N: 'https://93.184.216.34/hook' },
    });
    expect(created.status).toBe(201);
    expectRefused(
      await call(t.url, 'PUT', `/queueIntegration/${created.body.id}`, {
        token,
        body: { type: 'webhook', name: 'Pública', urlN8N: 'http://127.0.0.1:9/' },
      }),
      'urlN8N',
      'loopback',
    );
    expect(
      (await call<QueueIntegrationView>(t.url, 'GET', `/queueIntegration/${created.body.id}`, { token })).body.urlN8N,
    ).toBe('https://93.184.216.34/hook');
  });

  it('refuses a Dialogflow service account whose token_uri points inside, on save and on the test button', async () => {
    const { token } = await engineConversation(t);
    const jsonContent = serviceAccount('http://169.254.169.254/computeMetadata/v1/token');
    expectRefused(
      await call(t.url, 'POST', '/queueIntegration', {
        token,
        body: { type: 'dialogflow', name: 'Agente', projectName: 'p', jsonContent, language: 'pt-BR' },
      }),
      'token_uri',
      'linkLocal',
    );
    expectRefused(
      await call(t.url, 'POST', '/queueIntegration/testSession', {
        token,
        body: { projectName: 'p', jsonContent, language: 'pt-BR' },
      }),
      'token_uri',
      'linkLocal',
    );
  });

  it('refuses an AI base URL on the server itself, on create and on edit', async () => {
    const c = await engineConversation(t, { queues: [{ name: 'Vendas' }] });
    const prompt = (apiBaseUrl: string) => ({
      name: 'Assistente',
      prompt: 'Você atende.',
      apiKey: 'sk-test-1234',
      apiBaseUrl,
      queueId: c.queueIds[0],
    });
    expectRefused(
      await call(t.url, 'POST', '/prompt', { token: c.token, body: prompt('http://127.0.0.1:11434/v1') }),
      'apiBaseUrl',
      'loopback',
    );
    const created = await call<PromptView>(t.url, 'POST', '/prompt', {
      token: c.token,
      body: prompt('https://93.184.216.34/v1'),
    });
    expect(created.status).toBe(201);
    expectRefused(
      await call(t.url, 'PUT', `/prompt/${created.body.id}`, { token: c.token, body: prompt('http://[::1]:8000/v1') }),
      'apiBaseUrl',
      'loopback',
    );
  });

  it('at run time, a stored URL that points inside is not called: the ticket goes to a person and the row says why', async () => {
    const c = await engineConversation(t, { queues: [{ name: 'Atendimento', greetingMessage: 'Fila Atendimento.' }] });
    // A row saved before the guard existed (or a name that resolved elsewhere when saved) now names the loopback.
    const saved = await call<QueueIntegrationView>(t.url, 'POST', '/queueIntegration', {
      token: c.token,
      body: { type: 'webhook', name: 'Antiga', urlN8N: 'https://93.184.216.34/hook' },
    });
    const integrationId = saved.body.id;
    await t.database.db
      .update(queueIntegrations)
      .set({ urlN8N: `${receiver.url}/webhook` })
      .where(eq(queueIntegrations.id, integrationId));
    await t.database.db
      .update(queues)
      .set({ integrationId })
      .where(eq(queues.id, c.queueIds[0] ?? 0));
    await c.say('Oi');
    // The failure is recorded on the row first, then the ticket is let go: wait for the row (a ticket has no bot
    // before it starts, too), then for the ticket to lose the bot it had.
    const readRow = () => t.database.db.select().from(queueIntegrations).where(eq(queueIntegrations.id, integrationId));
    const [row] = await waitFor(readRow, ([found]) => found?.lastError !== null, 30_000);
    expect(row?.lastError).toMatch(/^refused: 127\.0\.0\.1:\d+ points to a loopback address$/);
    const ticket = await waitFor(
      () => c.ticket(),
      (found) => found.useIntegration === false,
    );
    expect(ticket).toMatchObject({
      useIntegration: false,
      integrationId: null,
      status: 'pending',
      queueId: c.queueIds[0],
    });
    expect(await c.logTypes()).toContain('pending');
    expect(receiver.requests).toHaveLength(0);
    expect((await c.phone()).filter((m) => m.direction === 'in').map((m) => m.body)).toEqual(['Oi']);
  });
});
