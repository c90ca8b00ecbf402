import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileListView, PromptView, QueueIntegrationView } from '@guiche/shared';
import { integrationSessions, prompts, queueIntegrations, queues, whatsapps } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { engineConversation } from '../conversation-engine/engine-test-kit.js';
import type { WebhookPayload } from './webhook-runner.js';
import { startFakeDialogflow } from './testing/fake-dialogflow.js';
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
  await t.database.db
    .update(queues)
    .set(await fields(c))
    .where(eq(queues.id, c.queueIds[0] ?? 0));
  return c;
}

/** What the phone received once it holds `count` company messages; generous, as deliveries slow under load. */
async function received(c: Conversation, count: number): Promise<string[]> {
  const outbound = (chat: Awaited<ReturnType<Conversation['phone']>>) => chat.filter((m) => m.direction === 'out');
  return outbound(await waitFor(c.phone, (chat) => outbound(chat).length >= count, 30_000)).map((m) => m.body);
}

/** A fake receiver answering each payload with `answer(payload)`. */
async function fakeWebhook(answer: (payload: WebhookPayload) => FakeAnswer) {
  return startFakeHttp((request: FakeRequest) => answer(request.json as WebhookPayload));
}

describe('webhook and n8n integrations', { timeout: 90_000 }, () => {
  it('posts the documented payload and sends the answer to the contact; transfer, close and hand-off are obeyed', async () => {
    const hook = await fakeWebhook((payload) => {
      if (payload.message.body === 'humano')
        return { json: { messages: ['Chamando um atendente.'], action: { type: 'handOff' } } };
      return { json: { messages: [`Recebi: ${payload.message.body}`, { body: 'Segunda mensagem' }] } };
    });
    try {
      const c = await queueWith(async (conv) => ({
        integrationId: (await integration(conv, { type: 'n8n', name: 'Fluxo', urlN8N: `${hook.url}/webhook/fluxo` }))
          .id,
      }));
      await c.say('Oi');
      expect(await received(c, 3)).toEqual(['Fila Atendimento.', 'Recebi: Oi', 'Segunda mensagem']);
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
      expect((await received(c, 4))[3]).toBe('Chamando um atendente.');
      const after = await waitFor(c.ticket, (row) => !row.useIntegration, 30_000);
      expect(after).toMatchObject({
        useIntegration: false,
        isBot: false,
        integrationId: null,
        status: 'pending',
        queueId: c.queueIds[0],
      });
    } finally {
      await hook.close();
    }
  });

  it('closes or transfers the ticket when the answer says so', async () => {
    const hook = await fakeWebhook((payload) =>
      payload.message.body === 'fim'
        ? { json: { messages: ['Até logo!'], action: { type: 'close' } } }
        : { json: { action: { type: 'transfer', queueId: payload.ticket.queueId } } },
    );
    try {
      const c = await queueWith(async (conv) => ({
        integrationId: (await integration(conv, { type: 'webhook', name: 'Fim', urlN8N: hook.url })).id,
      }));
      await c.say('fim');
      expect(await received(c, 2)).toEqual(['Fila Atendimento.', 'Até logo!']);
      expect(await waitFor(c.ticket, (row) => row.status === 'closed', 30_000)).toMatchObject({
        status: 'closed',
        useIntegration: false,
      });
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
      const after = await waitFor(c.ticket, (row) => !row.useIntegration, 30_000);
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
      expect(await received(c, 1)).toEqual(['Fila Atendimento.']);
      expect(await c.ticket()).toMatchObject({ useIntegration: false });
      expect(hook.requests).toHaveLength(0);
    } finally {
      await hook.close();
    }
  });
});

/** A fake Typebot API: startChat greets with two choices; continueChat echoes the answer, and 'tchau' ends the flow. */
async function fakeTypebot() {
  let sessions = 0;
  return startFakeHttp((request) => {
    const choices = {
      id: 'in-1',
      type: 'choice input',
      items: [
        { id: 'a', content: 'Vendas' },
        { id: 'b', content: 'Suporte' },
      ],
    };
    if (/^\/api\/v1\/typebots\/atendimento\/startChat$/.test(request.path)) {
      sessions += 1;
      return {
        json: {
          sessionId: `s${sessions}`,
          typebot: { id: 'tb' },
          messages: [{ id: 'm1', type: 'text', content: { type: 'markdown', markdown: 'Bem-vindo ao Typebot' } }],
          input: choices,
        },
      };
    }
    const continued = /^\/api\/v1\/sessions\/([^/]+)\/continueChat$/.exec(request.path);
    if (!continued) return { status: 404, json: { message: 'Not found' } };
    const text = (request.json as { message: { text: string } }).message.text;
    if (text === 'tchau')
      return { json: { messages: [{ id: 'm3', type: 'text', content: { type: 'markdown', markdown: 'Até mais' } }] } };
    return {
      json: {
        messages: [{ id: 'm2', type: 'text', content: { type: 'markdown', markdown: `${continued[1]}: ${text}` } }],
        input: { id: 'in-2', type: 'text input' },
      },
    };
  });
}

describe('Typebot integrations', { timeout: 90_000 }, () => {
  const typebot = (url: string, extra: Record<string, unknown> = {}) => ({
    type: 'typebot',
    name: 'Typebot',
    urlN8N: url,
    typebotSlug: 'atendimento',
    typebotDelayMessage: 0,
    typebotKeywordFinish: 'sair',
    typebotKeywordRestart: 'reiniciar',
    typebotRestartMessage: 'Recomeçando.',
    typebotUnknownMessage: 'Não entendi.',
    ...extra,
  });

  it('starts a session per ticket, numbers the choices, maps a number to its choice; the keywords restart and finish it', async () => {
    const fake = await fakeTypebot();
    try {
      const c = await queueWith(async (conv) => ({ integrationId: (await integration(conv, typebot(fake.url))).id }));
      await c.say('Oi');
      expect(await received(c, 3)).toEqual([
        'Fila Atendimento.',
        'Bem-vindo ao Typebot',
        '*[ 1 ]* - Vendas\n*[ 2 ]* - Suporte',
      ]);
      expect(fake.requests[0]?.json).toMatchObject({
        isStreamEnabled: false,
        textBubbleContentFormat: 'markdown',
        prefilledVariables: { name: 'Maria Souza' },
      });
      await c.say('talvez');
      expect((await received(c, 5)).slice(3)).toEqual(['Não entendi.', '*[ 1 ]* - Vendas\n*[ 2 ]* - Suporte']);
      await c.say('2');
      expect((await received(c, 6))[5]).toBe('s1: Suporte');
      expect(fake.requests.at(-1)).toMatchObject({
        path: '/api/v1/sessions/s1/continueChat',
        json: { message: { type: 'text', text: 'Suporte' } },
      });
      await c.say('reiniciar');
      expect((await received(c, 9)).slice(6)).toEqual([
        'Recomeçando.',
        'Bem-vindo ao Typebot',
        '*[ 1 ]* - Vendas\n*[ 2 ]* - Suporte',
      ]);
      await c.say('sair');
      expect(await waitFor(c.ticket, (row) => !row.useIntegration, 30_000)).toMatchObject({
        useIntegration: false,
        isBot: false,
        status: 'pending',
        queueId: c.queueIds[0],
      });
    } finally {
      await fake.close();
    }
  });

  it('starts afresh after typebotExpires minutes without the contact, and hands over when the flow ends', async () => {
    const fake = await fakeTypebot();
    try {
      const c = await queueWith(async (conv) => ({
        integrationId: (await integration(conv, typebot(fake.url, { typebotExpires: 1 }))).id,
      }));
      await c.say('Oi');
      await received(c, 3);
      // The contact comes back two minutes later: the old session has expired.
      await t.database.db
        .update(integrationSessions)
        .set({ lastActivityAt: new Date(Date.now() - 2 * 60_000) })
        .where(eq(integrationSessions.ticketId, (await c.ticket()).id));
      await c.say('1');
      expect((await received(c, 5)).slice(3)).toEqual(['Bem-vindo ao Typebot', '*[ 1 ]* - Vendas\n*[ 2 ]* - Suporte']);
      expect(fake.requests.filter((request) => request.path.endsWith('/startChat'))).toHaveLength(2);
      await c.say('1');
      expect((await received(c, 6))[5]).toBe('s2: Vendas');
      await c.say('tchau');
      expect((await received(c, 7))[6]).toBe('Até mais');
      expect(await waitFor(c.ticket, (row) => !row.useIntegration, 30_000)).toMatchObject({
        useIntegration: false,
        status: 'pending',
      });
    } finally {
      await fake.close();
    }
  });
});

describe('Dialogflow integrations', { timeout: 90_000 }, () => {
  it('runs a connection’s agent with a session per ticket; an end-of-conversation intent hands the ticket over', async () => {
    const agent = await startFakeDialogflow((text) =>
      text === 'tchau' ? { texts: ['Vou chamar alguém.'], endInteraction: true } : { texts: [`Entendi: ${text}`] },
    );
    const app = await startTestApp({ config: { integrations: { dialogflowBaseUrl: agent.url } } });
    try {
      const owner = await engineConversation(app, {});
      const created = await call<QueueIntegrationView>(app.url, 'POST', '/queueIntegration', {
        token: owner.token,
        body: {
          type: 'dialogflow',
          name: 'Agente',
          projectName: 'guiche-agent',
          language: 'pt-BR',
          jsonContent: agent.serviceAccount(),
        },
      });
      const c = await engineConversation(app, { connection: { integrationId: created.body.id } });
      // The connection belongs to another company than the integration: nothing runs (tenant isolation).
      await c.say('Oi');
      expect(await c.ticket()).toMatchObject({ useIntegration: false });
      const d = await engineConversation(app, {}, '5511911112222');
      const own = await call<QueueIntegrationView>(app.url, 'POST', '/queueIntegration', {
        token: d.token,
        body: {
          type: 'dialogflow',
          name: 'Agente',
          projectName: 'guiche-agent',
          language: 'pt-BR',
          jsonContent: agent.serviceAccount(),
        },
      });
      await app.database.db.update(whatsapps).set({ integrationId: own.body.id }).where(eq(whatsapps.id, d.whatsappId));
      await d.say('Quero um pedido');
      expect(await received(d, 1)).toEqual(['Entendi: Quero um pedido']);
      const ticket = await d.ticket();
      expect(agent.requests.at(-1)?.path).toBe(
        `/v2/projects/guiche-agent/agent/sessions/ticket-${ticket.uuid}:detectIntent`,
      );
      await d.say('tchau');
      expect((await received(d, 2))[1]).toBe('Vou chamar alguém.');
      expect(await waitFor(d.ticket, (row) => !row.useIntegration, 30_000)).toMatchObject({
        useIntegration: false,
        isBot: false,
        status: 'pending',
      });
    } finally {
      await app.close();
      await agent.close();
    }
  });
});

describe('AI prompts', { timeout: 90_000 }, () => {
  it('sends the prompt and the ticket’s recent messages to an OpenAI-compatible API and the answer to the contact; the marker hands over', async () => {
    const ai = await startFakeHttp((request) => {
      const body = request.json as { model: string; messages: { role: string; content: string }[] };
      const last = body.messages.at(-1)?.content ?? '';
      const content = last.includes('humano') ? 'Claro. [[ATENDENTE]]' : `Resposta a: ${last}`;
      return {
        json: {
          id: 'c1',
          object: 'chat.completion',
          created: 1,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
        },
      };
    });
    try {
      let promptId = 0;
      const c = await queueWith(async (conv) => {
        const created = await call<PromptView>(t.url, 'POST', '/prompt', {
          token: conv.token,
          body: {
            name: 'Assistente',
            prompt: 'Você atende a Loja.',
            apiKey: 'sk-test-1234',
            apiBaseUrl: `${ai.url}/v1`,
            queueId: conv.queueIds[0],
            maxMessages: 3,
          },
        });
        expect(created.body).toMatchObject({ apiKey: '••••1234', maxTokens: 100, temperature: 1, voice: 'texto' });
        promptId = created.body.id;
        return { promptId };
      });
      await c.say('Qual o horário?');
      expect(await received(c, 2)).toEqual(['Fila Atendimento.', 'Resposta a: Qual o horário?']);
      const [first] = ai.requests;
      expect(first?.path).toBe('/v1/chat/completions');
      expect(first?.headers.authorization).toBe('Bearer sk-test-1234');
      expect(first?.json).toMatchObject({
        max_tokens: 100,
        temperature: 1,
        messages: [{ role: 'system' }, { role: 'user', content: 'Qual o horário?' }],
      });
      await c.say('Quero falar com um humano');
      expect((await received(c, 3))[2]).toBe('Claro.');
      expect(await waitFor(c.ticket, (row) => !row.useIntegration, 30_000)).toMatchObject({
        useIntegration: false,
        promptId: null,
        status: 'pending',
      });
      // maxMessages bounds the history sent.
      expect((ai.requests[1]?.json as { messages: unknown[] }).messages).toHaveLength(1 + 3);
      const [row] = await t.database.db.select().from(prompts).where(eq(prompts.id, promptId));
      expect(row?.lastError).toBeNull();
    } finally {
      await ai.close();
    }
  });
});

describe('file lists', { timeout: 90_000 }, () => {
  it('sends the queue’s list: its message, then each file in order', async () => {
    const c = await queueWith(async (conv) => {
      const list = await call<FileListView>(t.url, 'POST', '/files', {
        token: conv.token,
        body: { name: 'Catálogo', message: 'Segue o catálogo.' },
      });
      const form = new FormData();
      form.append('name', 'Tabela de preços');
      form.append('files', new Blob([Buffer.from('%PDF-1.4 tabela')], { type: 'application/pdf' }), 'precos.pdf');
      const uploaded = await fetch(`${t.url}/api/files/uploadList/${list.body.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${conv.token}` },
        body: form,
      });
      expect(uploaded.status).toBe(200);
      return { fileListId: list.body.id };
    });
    await c.say('Oi');
    const phone = await waitFor(c.phone, (chat) => chat.filter((m) => m.direction === 'out').length >= 3, 30_000);
    const out = phone.filter((m) => m.direction === 'out');
    expect(out.map((m) => m.body)).toEqual(['Fila Atendimento.', 'Segue o catálogo.', 'Tabela de preços']);
    expect(out[2]).toMatchObject({ kind: 'document', mediaMime: 'application/pdf' });
  });
});
