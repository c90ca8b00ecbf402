import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageView } from '@guiche/shared';
import { call } from '../../test/http.js';
import { SAMPLE_FILES } from '../messages/test-conversation.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { engineConversation } from './engine-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MENU = '*[ 1 ]* - Suporte\n*[ 2 ]* - Vendas';
const twoQueues = [
  { name: 'Vendas', orderQueue: 2, greetingMessage: 'Vendas: em que posso ajudar?' },
  { name: 'Suporte', orderQueue: 1, greetingMessage: 'Suporte técnico, {{firstName}}.' },
];

describe('greeting and queue menu', { timeout: 90_000 }, () => {
  it('greets a new conversation with the numbered menu by orderQueue; the number picks the queue', async () => {
    const c = await engineConversation(t, {
      connection: { greetingMessage: 'Olá {{name}}, bem-vindo à {{connection}}!' },
      queues: twoQueues,
    });
    await c.say('Oi');
    const greeting = (await c.botTexts())[0] ?? '';
    expect(greeting).toContain('Olá Maria Souza, bem-vindo à Loja');
    expect(greeting).toContain(MENU);
    expect(await c.ticket()).toMatchObject({ isBot: true, queueId: null, status: 'pending' });
    expect((await c.view()).isBot).toBe(true);
    // The bot's message is a fromMe message marked as the bot's.
    const listed = await call<{ messages: MessageView[] }>(t.url, 'GET', `/messages/${(await c.ticket()).id}`, {
      token: c.token,
    });
    expect(listed.body.messages.find((m) => m.fromMe)).toMatchObject({ isBot: true, userId: null });

    await c.say('1');
    expect(await c.ticket()).toMatchObject({ queueId: c.queueIds[1], isBot: false });
    expect((await c.botTexts())[1]).toBe('Suporte técnico, Maria.');
    expect(await c.logTypes()).toEqual(['create', 'chatBot', 'queue']);
    expect(await c.received(2)).toEqual([greeting, 'Suporte técnico, Maria.']);
  });

  it('repeats the menu after an invalid answer and stops asking after maxUseBotQueues of them', async () => {
    const c = await engineConversation(t, {
      connection: { greetingMessage: 'Olá!', maxUseBotQueues: 3 },
      queues: twoQueues,
    });
    await c.say('Oi');
    await c.say('quero comprar');
    await c.say('9');
    expect((await c.botTexts()).slice(1)).toEqual([
      `*Opção inválida.* Responda com o número de uma das opções.\n\n${MENU}`,
      `*Opção inválida.* Responda com o número de uma das opções.\n\n${MENU}`,
    ]);
    await c.say('de novo');
    expect(await c.ticket()).toMatchObject({ isBot: false, queueId: null, amountUsedBotQueues: 3 });
    expect((await c.botTexts()).at(-1)).toBe('Certo! Um de nossos atendentes falará com você em breve.');
    // The bot let go: more messages get no answer.
    await c.say('1');
    expect(await c.botTexts()).toHaveLength(4);
    expect((await c.ticket()).queueId).toBeNull();
  });

  it('counts invalid answers only within timeUseBotQueues minutes', async () => {
    let now = new Date('2025-03-12T15:00:00Z');
    const clocked = await startTestApp({ now: () => now });
    try {
      const c = await engineConversation(clocked, {
        connection: { greetingMessage: 'Olá!', maxUseBotQueues: 2, timeUseBotQueues: 10 },
        queues: twoQueues,
      });
      await c.say('Oi');
      await c.say('x');
      now = new Date(now.getTime() + 11 * 60_000);
      await c.say('y');
      // The window had passed: this is the first invalid answer of a new one, not the second.
      expect(await c.ticket()).toMatchObject({ isBot: true, amountUsedBotQueues: 1 });
      await c.say('z');
      expect(await c.ticket()).toMatchObject({ isBot: false, amountUsedBotQueues: 2 });
    } finally {
      await clocked.close();
    }
  });

  it('joins the only queue directly: connection greeting (sendGreetingMessageOneQueues), queue greeting, position', async () => {
    const c = await engineConversation(t, {
      connection: { greetingMessage: 'Olá!' },
      queues: [{ name: 'Atendimento', greetingMessage: 'Fila {{queue}}.' }],
      settings: { sendGreetingMessageOneQueues: 'enabled', sendQueuePosition: 'enabled' },
    });
    await c.say('Oi');
    expect(await c.ticket()).toMatchObject({ queueId: c.queueIds[0], isBot: false, status: 'pending' });
    expect(await c.botTexts()).toEqual([
      'Olá!',
      'Fila Atendimento.',
      'Você é o *1º* da fila. Aguarde, logo será atendido.',
    ]);
    expect(await c.logTypes()).toEqual(['create', 'queue']);
  });

  it('without sendGreetingMessageOneQueues the one-queue join sends only the queue greeting', async () => {
    const c = await engineConversation(t, {
      connection: { greetingMessage: 'Olá!' },
      queues: [{ name: 'Atendimento', greetingMessage: 'Fila.' }],
      settings: { sendGreetingMessageOneQueues: 'disabled' },
    });
    await c.say('Oi');
    expect(await c.botTexts()).toEqual(['Fila.']);
  });

  it('sends the greeting attachment as media with the greeting as caption', async () => {
    const c = await engineConversation(t, { connection: { greetingMessage: 'Olá!' } });
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(SAMPLE_FILES.png)], { type: 'image/png' }), 'ola.png');
    const uploaded = await fetch(`${t.url}/api/whatsapp/${c.whatsappId}/media-upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${c.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    await c.say('Oi');
    await c.received(1);
    const chat = await c.phone();
    expect(chat.filter((m) => m.direction === 'out')).toMatchObject([{ kind: 'image', body: 'Olá!' }]);
  });

  it('a connection with nothing to say leaves the new ticket untouched', async () => {
    const c = await engineConversation(t);
    await c.say('Oi');
    expect(await c.botTexts()).toEqual([]);
    expect(await c.ticket()).toMatchObject({ botStartedAt: null, isBot: false, status: 'pending' });
  });

  it('answers messages sent at once in turn: "Oi" and "tudo bem?" written together get one greeting, then the menu again', async () => {
    const c = await engineConversation(t, { connection: { greetingMessage: 'Olá!' }, queues: twoQueues });
    // One delivery with both, so they are written in one batch (a contact typing fast, or a busy server).
    const connection = { id: c.whatsappId, companyId: c.company.id, channel: 'simulator' as const };
    const sent = (id: string, body: string) => ({
      type: 'message' as const,
      message: {
        ref: { chatId: '5511955554444@s.whatsapp.net', messageId: id, fromMe: false },
        at: new Date(),
        kind: 'text' as const,
        sender: { phone: '5511955554444', name: 'Pessoa' },
        body,
        live: true,
        raw: {},
      },
    });
    await t.app.services.pipeline.handleAll(connection, [sent('AT-ONCE-1', 'Oi'), sent('AT-ONCE-2', 'tudo bem?')]);
    expect(await c.botTexts()).toEqual([
      `Olá!\n\n${MENU}`,
      `*Opção inválida.* Responda com o número de uma das opções.\n\n${MENU}`,
    ]);
  });
});
