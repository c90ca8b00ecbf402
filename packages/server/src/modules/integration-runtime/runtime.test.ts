import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueIntegrationView } from '@guiche/shared';
import { queueIntegrations, queues } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { engineConversation } from '../conversation-engine/engine-test-kit.js';
import type { WebhookPayload } from './webhook-runner.js';
import { startFakeHttp, type FakeAnswer, type FakeRequest } from './testing/fake-http.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Conversation = Awaited<ReturnType<typeof engineConversation>>;

async function integration(c: Conversation, body: Record<string, unknown>): Promise<QueueIntegrationView> {
  const res = await call<QueueIntegrationView>(t.url, 'POST', '/queueIntegration', { token: c.token, body });
  if (res.status !== 201) throw new Error(`integration: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A one-queue connection whose queue hands its contacts to `fields` (integrationId, promptId, fileListId). */
async function queueWith(fields: (c: Conversation) => Promise<Partial<typeof queues.$inferInsert>>) {
  const c = await engineConversation(t, { queues: [{ name: 'Atendimento', greetingMessage: 'Fila Atendimento.' }] });
  await t.database.db.update(queues).set(await fields(c)).where(eq(queues.id, c.queueIds[0] ?? 0));
  return c;
}

/** A fake receiver answering each payload with `answer(payload)`. */
async function fakeWebhook(answer: (payload: WebhookPayload) => FakeAnswer) {
  return startFakeHttp((request: FakeRequest) => answer(request.json as WebhookPayload));
}

describe('webhook and n8n integrations', { timeout: 90_000 }, () => {
  it('posts the documented payload and sends the answer to the contact; transfer, close and hand-off are obeyed', async () => {
    const hook = await fakeWebhook((payload) => {
      if (payload.message.body === 'humano') return { json: { messages: ['Chamando um atendente.'], action: { type: 'handOff' } } };
      return { json: { messages: [`Recebi: ${payload.message.body}`, { body: 'Segunda mensagem' }] } };
    });
    try {
      const c = await queueWith(async (conv) => ({ integrationId: (await integration(conv, { type: 'n8n', name: 'Fluxo', urlN8N: `${hook.url}/webhook/fluxo` })).id }));
      await c.say('Oi');
      expect(await c.received(3)).toEqual(['Fila Atendimento.', 'Recebi: Oi', 'Segunda mensagem']);
      const [payload] = hook.requests.map((request) => request.json as WebhookPayload);
      const ticket = await c.ticket();
      expect(payload).toMatchObject({
        event: 'message',
        company: { id: c.company.id },
        connection: { id: c.whatsappId, channel: 'simulator' },
        ticket: { id: ticket.id, uuid: ticket.uuid, queueId: c.queueIds[0] },
        contact: { name: 'Maria Souza', number: '5511987654321' },
        message: { body: 'Oi', mediaUrl: null },
      });
      expect(hook.requests[0]?.path).toBe('/webhook/fluxo');
      expect(ticket).toMatchObject({ useIntegration: true, isBot: true, status: 'pending' });
      await c.say('humano');
      expect((await c.received(4))[3]).toBe('Chamando um atendente.');
      const after = await waitFor(c.ticket, (row) => !row.useIntegration);
      expect(after).toMatchObject({ useIntegration: false, isBot: false, integrationId: null, status: 'pending', queueId: c.queueIds[0] });
    } finally {
      await hook.close();
    }
  });

  it('closes or transfers the ticket when the answer says so', async () => {
    const hook = await fakeWebhook((payload) => (payload.message.body === 'fim' ? { json: { messages: ['Até logo!'], action: { type: 'close' } } } : { json: { action: { type: 'transfer', queueId: payload.ticket.queueId } } }));
    try {
      const c = await queueWith(async (conv) => ({ integrationId: (await integration(conv, { type: 'webhook', name: 'Fim', urlN8N: hook.url })).id }));
      await c.say('fim');
      expect(await c.received(2)).toEqual(['Fila Atendimento.', 'Até logo!']);
      expect(await waitFor(c.ticket, (row) => row.status === 'closed')).toMatchObject({ status: 'closed', useIntegration: false });
    } finally {
      await hook.close();
    }
  });

  it('falls back to a person when the receiver fails, keeps the message, and shows the error on the integration', async () => {
    const hook = await fakeWebhook(() => ({ status: 500, text: 'boom' }));
    try {
      let integrationId = 0;
      const c = await queueWith(async (conv) => {
        integrationId = (await integration(conv, { type: 'webhook', name: 'Quebrado', urlN8N: hook.url })).id;
        return { integrationId };
      });
      await c.say('Preciso de ajuda');
      const after = await waitFor(c.ticket, (row) => !row.useIntegration, 20_000);
      expect(after).toMatchObject({ useIntegration: false, isBot: false, status: 'pending', queueId: c.queueIds[0] });
      // One try and one retry, then no more: the bot never loops.
      expect(hook.requests.length).toBe(2);
      const [row] = await t.database.db.select().from(queueIntegrations).where(eq(queueIntegrations.id, integrationId));
      expect(row?.lastError).toContain('HTTP 500');
      expect((await c.phone()).filter((m) => m.direction === 'in').map((m) => m.body)).toEqual(['Preciso de ajuda']);
      expect(await c.logTypes()).toContain('pending');
    } finally {
      await hook.close();
    }
  });

  it('ignores an integration of another company named by a queue', async () => {
    const hook = await fakeWebhook(() => ({ json: { messages: ['Não devia'] } }));
    try {
      const other = await engineConversation(t, {});
      const foreign = await integration(other, { type: 'webhook', name: 'Alheia', urlN8N: hook.url });
      const c = await queueWith(async () => ({ integrationId: foreign.id }));
      await c.say('Oi');
      expect(await c.received(1)).toEqual(['Fila Atendimento.']);
      expect(await c.ticket()).toMatchObject({ useIntegration: false });
      expect(hook.requests).toHaveLength(0);
    } finally {
      await hook.close();
    }
  });
});
