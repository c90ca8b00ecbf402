import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { messagesRepository } from '../messages/messages.repository.js';
import { engineConversation } from './engine-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a bot answer', { timeout: 60_000 }, () => {
  it("writes its ticket once: the answer's preview goes with the bot's change, composed for the ticket as changed", async () => {
    const c = await engineConversation(t, {
      connection: { greetingMessage: 'Olá!' },
      queues: [
        { name: 'Suporte', orderQueue: 1 },
        { name: 'Vendas', orderQueue: 2, greetingMessage: 'Fila {{queue}}, {{firstName}}.', options: [{ name: 'Planos', greetingMessage: 'Planos:', options: [{ name: 'Mensal' }] }] },
      ],
    });
    const posts = vi.spyOn(messagesRepository, 'insertPosted');

    await c.say('Oi');
    await c.say('2');
    await c.say('1');
    const texts = await c.botTexts();
    const last = 'Planos:\n\n*[ 1 ]* - Mensal\n\n*[ # ]* - Menu inicial';
    expect(texts.slice(1)).toEqual(['Fila Vendas, Maria.\n\n*[ 1 ]* - Planos\n\n*[ # ]* - Menu inicial', last]);

    // The posts stored the answers without touching the ticket: its change had written the preview already.
    const ofCompany = posts.mock.calls.filter((call) => call[1] === c.company.id);
    expect(ofCompany.flatMap((call) => call[2])).toHaveLength(3);
    expect(ofCompany.flatMap((call) => call[3])).toEqual([]);
    const ticket = await c.ticket();
    expect(ticket).toMatchObject({ lastMessage: last, fromMe: true, chatbotOptionId: c.nodeIds.get('Planos') });
    expect((await c.view()).lastMessage).toBe(last);
  });
});
