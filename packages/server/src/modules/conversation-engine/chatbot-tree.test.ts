import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatbots, contacts, tickets } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createTestDatabase } from '../../test/test-database.js';
import { waitFor } from '../../test/wait.js';
import { engineConversation, type EngineSetup } from './engine-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MENU = '*[ 1 ]* - Vendas\n*[ 2 ]* - Financeiro';
/**
 * Vendas has a 2-level tree: Produtos (text) → Falar com Ana (attendent) | Financeiro (queue) | Encerrar (closeTicket)
 * | Ofertas (a text leaf).
 */
const tree = (): EngineSetup => ({
  connection: { greetingMessage: 'Olá!', complationMessage: 'Até logo, {{firstName}}!' },
  queues: [
    {
      name: 'Vendas',
      orderQueue: 1,
      greetingMessage: 'Vendas:',
      options: [
        {
          name: 'Produtos',
          greetingMessage: 'Sobre produtos:',
          options: [{ name: 'Falar com Ana', greetingMessage: 'Ana vai te atender.', queueType: 'attendent' }],
        },
        { name: 'Ir ao financeiro', greetingMessage: 'Transferindo.', queueType: 'queue' },
        { name: 'Encerrar', greetingMessage: 'Encerrando.', closeTicket: true },
        { name: 'Ofertas', greetingMessage: 'Confira: camisetas a R$ 29,90.' },
      ],
    },
    { name: 'Financeiro', orderQueue: 2, greetingMessage: 'Financeiro aqui.' },
  ],
});
const ROOT =
  'Vendas:\n\n*[ 1 ]* - Produtos\n*[ 2 ]* - Ir ao financeiro\n*[ 3 ]* - Encerrar\n*[ 4 ]* - Ofertas\n\n*[ # ]* - Menu inicial';

describe('chatbot tree', { timeout: 90_000 }, () => {
  it('walks text → attendent: sub-menu, then the ticket is assigned and open', async () => {
    const c = await engineConversation(t, tree());
    await c.say('Oi');
    await c.say('1');
    expect((await c.botTexts()).at(-1)).toBe(ROOT);
    expect(await c.ticket()).toMatchObject({ queueId: c.queueIds[0], isBot: true, chatbotOptionId: null });
    await c.say('1');
    expect((await c.botTexts()).at(-1)).toBe('Sobre produtos:\n\n*[ 1 ]* - Falar com Ana\n\n*[ # ]* - Menu inicial');
    expect((await c.ticket()).chatbotOptionId).toBe(c.nodeIds.get('Produtos'));
    // The attendant node's user is set after the fact (the kit creates the admin with the company).
    await t.database.db
      .update(chatbots)
      .set({ optUserId: c.admin.id })
      .where(eq(chatbots.id, c.nodeIds.get('Falar com Ana') as number));
    await c.say('1');
    expect(await c.ticket()).toMatchObject({
      status: 'open',
      userId: c.admin.id,
      queueId: c.queueIds[0],
      isBot: false,
    });
    expect((await c.botTexts()).at(-1)).toBe('Ana vai te atender.');
    expect(await c.logTypes()).toEqual(['create', 'chatBot', 'queue', 'chatBot', 'chatBot', 'open']);
    // Held by an attendant: the bot says nothing more.
    const count = (await c.botTexts()).length;
    await c.say('1');
    expect(await c.botTexts()).toHaveLength(count);
  });

  it('a queue node moves the ticket to that queue with its greeting', async () => {
    const c = await engineConversation(t, tree());
    await t.database.db
      .update(chatbots)
      .set({ optQueueId: c.queueIds[1] as number })
      .where(eq(chatbots.id, c.nodeIds.get('Ir ao financeiro') as number));
    await c.say('Oi');
    await c.say('1');
    await c.say('2');
    expect(await c.ticket()).toMatchObject({ queueId: c.queueIds[1], isBot: false, status: 'pending' });
    expect((await c.botTexts()).slice(-2)).toEqual(['Transferindo.', 'Financeiro aqui.']);
  });

  it("'#' goes back to the main menu; 'sair' leaves the bot", async () => {
    const c = await engineConversation(t, tree());
    await c.say('Oi');
    await c.say('1');
    await c.say('1');
    await c.say('#');
    expect(await c.ticket()).toMatchObject({ queueId: null, chatbotOptionId: null, isBot: true });
    expect((await c.botTexts()).at(-1)).toBe(MENU);
    await c.say('1');
    await c.say('sair');
    expect(await c.ticket()).toMatchObject({ queueId: c.queueIds[0], isBot: false, status: 'pending' });
    expect((await c.botTexts()).at(-1)).toBe('Certo! Um de nossos atendentes falará com você em breve.');
  });

  it('a text leaf says its message and that an attendant will come, then waits for one', async () => {
    const c = await engineConversation(t, tree());
    await c.say('Oi');
    await c.say('1');
    await c.say('4');
    expect(await c.ticket()).toMatchObject({ queueId: c.queueIds[0], isBot: false, status: 'pending' });
    expect((await c.botTexts()).slice(-2)).toEqual([
      'Confira: camisetas a R$ 29,90.',
      'Certo! Um de nossos atendentes falará com você em breve.',
    ]);
    // With sendQueuePosition the contact hears their place instead.
    const next = await engineConversation(t, { ...tree(), settings: { sendQueuePosition: 'enabled' } });
    await next.say('Oi');
    await next.say('1');
    await next.say('4');
    expect((await next.botTexts()).at(-1)).toBe('Você é o *1º* da fila. Aguarde, logo será atendido.');
  });

  it('a closeTicket node closes with the completion message', async () => {
    const c = await engineConversation(t, tree());
    await c.say('Oi');
    await c.say('1');
    await c.say('3');
    expect(await c.ticket()).toMatchObject({ status: 'closed', isBot: false });
    expect((await c.botTexts()).slice(-2)).toEqual(['Encerrando.', 'Até logo, Maria!']);
    expect((await c.logTypes()).at(-1)).toBe('closed');
  });

  it('an invalid answer in the tree repeats the level', async () => {
    const c = await engineConversation(t, tree());
    await c.say('Oi');
    await c.say('1');
    await c.say('7');
    expect((await c.botTexts()).at(-1)).toBe(`*Opção inválida.* Responda com o número de uma das opções.\n\n${ROOT}`);
  });

  it('a contact with disableBot and a ticket set to isBot=false get no bot message', async () => {
    const c = await engineConversation(t, tree());
    await c.say('Oi');
    await t.database.db
      .update(tickets)
      .set({ isBot: false })
      .where(eq(tickets.id, (await c.ticket()).id));
    await c.say('1');
    expect(await c.botTexts()).toHaveLength(1);

    const d = await engineConversation(t, tree(), '5511911112222');
    await d.say('Oi');
    await t.database.db
      .update(contacts)
      .set({ disableBot: true })
      .where(eq(contacts.id, (await d.ticket()).contactId));
    await d.say('1');
    expect(await d.botTexts()).toHaveLength(1);
    expect((await d.ticket()).queueId).toBeNull();
  });

  it('a ticket an attendant accepted gets no bot message', async () => {
    const c = await engineConversation(t, tree());
    await c.say('Oi');
    await t.database.db
      .update(tickets)
      .set({ status: 'open', userId: c.admin.id })
      .where(eq(tickets.id, (await c.ticket()).id));
    await c.say('1');
    expect(await c.botTexts()).toHaveLength(1);
  });

  it('the position in the tree survives a restart on the same database', async () => {
    const database = await createTestDatabase();
    const shared = {
      database,
      jwtSecret: 'engine-restart-test-secret-0123456789abcdef',
      encryptionKey: randomBytes(32).toString('hex'),
    };
    const first = await startTestApp(shared);
    try {
      const c = await engineConversation(first, tree());
      await c.say('Oi');
      await c.say('1');
      await c.say('1');
      await first.close();
      const second = await startTestApp(shared);
      try {
        await second.app.services.channels.resumeAll();
        // The simulator session resumes from the database; the contact answers the level it was left on.
        const said = await waitFor(
          () =>
            call(second.url, 'POST', `/simulator/${c.whatsappId}/chats/5511987654321/messages`, {
              token: c.token,
              body: { body: '1' },
            }),
          (r) => r.status === 201,
          30_000,
        );
        expect(said.status).toBe(201);
        // The node names no attendant here: its message, then the wait for whoever comes.
        expect((await c.botTexts()).slice(-2)).toEqual([
          'Ana vai te atender.',
          'Certo! Um de nossos atendentes falará com você em breve.',
        ]);
      } finally {
        await second.close();
      }
    } finally {
      await database.close();
    }
  }, 120_000);
});
