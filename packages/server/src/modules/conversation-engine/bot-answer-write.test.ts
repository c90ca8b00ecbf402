import { DEFAULT_SERVICE_HOURS } from '@guiche/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { messagesRepository } from '../messages/messages.repository.js';
import { engineConversation } from './engine-test-kit.js';

/** Thursday 02:00 in São Paulo's evening before: outside DEFAULT_SERVICE_HOURS. */
const NIGHT = new Date('2025-03-13T02:00:00Z');
let now = new Date('2025-03-12T17:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => now });
});
afterAll(() => t.close());

describe('a bot answer', { timeout: 60_000 }, () => {
  it("writes its ticket once: the answer's preview goes with the bot's change, composed for the ticket as changed", async () => {
    const c = await engineConversation(t, {
      connection: { greetingMessage: 'Olá!' },
      queues: [
        { name: 'Suporte', orderQueue: 1 },
        {
          name: 'Vendas',
          orderQueue: 2,
          greetingMessage: 'Fila {{queue}}, {{firstName}}.',
          options: [{ name: 'Planos', greetingMessage: 'Planos:', options: [{ name: 'Mensal' }] }],
        },
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

  it('entering a queue under its own hours is one change of the ticket, open (with its tree) or closed (with its message)', async () => {
    const options = {
      queues: [
        {
          name: 'Vendas',
          orderQueue: 1,
          outOfHoursMessage: 'Vendas fechado.',
          schedules: DEFAULT_SERVICE_HOURS,
          options: [{ name: 'Planos' }],
        },
        { name: 'Plantão', orderQueue: 2 },
      ],
      settings: { scheduleType: 'queue' as const },
    };
    const changes: number[] = [];
    t.app.services.events.on('ticket.updated', ({ ticketId, hints }) => {
      if (!hints?.byMessages) changes.push(ticketId);
    });
    const choose = async (conversation: Awaited<ReturnType<typeof engineConversation>>) => {
      await conversation.say('Oi');
      const { id } = await conversation.ticket();
      const before = changes.filter((ticketId) => ticketId === id).length;
      await conversation.say('1');
      return changes.filter((ticketId) => ticketId === id).length - before;
    };

    now = new Date('2025-03-12T17:00:00Z');
    const open = await engineConversation(t, options);
    const posts = vi.spyOn(messagesRepository, 'insertPosted');
    expect(await choose(open)).toBe(1);
    expect((await open.botTexts()).at(-1)).toBe('*[ 1 ]* - Planos\n\n*[ # ]* - Menu inicial');
    // Its answer's preview went with that change: the post did not write the ticket again.
    expect(posts.mock.calls.filter((call) => call[1] === open.company.id).flatMap((call) => call[3])).toEqual([]);

    now = NIGHT;
    const closed = await engineConversation(t, options, '5511977776666');
    expect(await choose(closed)).toBe(1);
    expect((await closed.botTexts()).at(-1)).toBe('Vendas fechado.');
    expect(await closed.ticket()).toMatchObject({
      queueId: closed.queueIds[0],
      isOutOfHour: true,
      isBot: false,
      lastMessage: 'Vendas fechado.',
    });
  });
});
