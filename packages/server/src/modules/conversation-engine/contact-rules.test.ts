import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_SERVICE_HOURS } from '@guiche/shared';
import { contacts, messages, tickets } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { engineConversation } from './engine-test-kit.js';

/** Wednesday 2025-03-12 23:00 in São Paulo (UTC-3): outside the default 08:00–12:00 / 13:00–18:00. */
let now = new Date('2025-03-13T02:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => now });
});
afterAll(() => t.close());

const LGPD = {
  enableLGPD: 'enabled',
  lgpdMessage: 'Aceita nossa política de dados?',
  lgpdLink: 'https://exemplo.com/lgpd',
};
const QUESTION =
  'Aceita nossa política de dados?\n\nhttps://exemplo.com/lgpd\n\n*[ 1 ]* - Aceito\n*[ 2 ]* - Não aceito';
const AFTERNOON = new Date('2025-03-12T17:00:00Z'); // 14:00 in São Paulo, within hours

describe('LGPD consent', { timeout: 90_000 }, () => {
  it('asks a new contact; 1 stores the consent and the greeting follows', async () => {
    now = AFTERNOON;
    const c = await engineConversation(t, { connection: { greetingMessage: 'Olá!' }, settings: LGPD });
    await c.say('Oi');
    expect(await c.ticket()).toMatchObject({ status: 'lgpd' });
    expect(await c.botTexts()).toEqual([QUESTION]);
    await c.say('1');
    expect((await c.contact())?.lgpdAcceptedAt).toBeInstanceOf(Date);
    expect(await c.ticket()).toMatchObject({ status: 'pending' });
    expect(await c.botTexts()).toEqual([QUESTION, 'Olá!']);
  });

  it('2 closes with the completion message; other answers repeat the question, bounded', async () => {
    now = AFTERNOON;
    const c = await engineConversation(t, { connection: { complationMessage: 'Tudo bem, até mais.' }, settings: LGPD });
    await c.say('Oi');
    await c.say('talvez');
    expect((await c.botTexts()).at(-1)).toBe(
      `*Opção inválida.* Responda com o número de uma das opções.\n\n${QUESTION}`,
    );
    await c.say('2');
    expect(await c.ticket()).toMatchObject({ status: 'closed' });
    expect((await c.botTexts()).at(-1)).toBe('Tudo bem, até mais.');

    const d = await engineConversation(t, { connection: { maxUseBotQueues: 2 }, settings: LGPD }, '5511955556666');
    await d.say('Oi');
    await d.say('a');
    await d.say('b');
    expect(await d.ticket()).toMatchObject({ status: 'pending', isBot: false });
    expect((await d.botTexts()).at(-1)).toBe('Certo! Um de nossos atendentes falará com você em breve.');
  });

  it('a contact who accepted is not asked again unless lgpdConsent', async () => {
    now = AFTERNOON;
    const c = await engineConversation(t, { settings: LGPD });
    const { db } = t.database;
    await c.say('Oi');
    await c.say('1');
    await db
      .update(tickets)
      .set({ status: 'closed' })
      .where(eq(tickets.id, (await c.ticket()).id));
    await c.say('Oi de novo');
    expect(await c.botTexts()).toEqual([QUESTION]);
    const { settingsRepository } = await import('../settings/settings.repository.js');
    await settingsRepository.updateColumn(db, c.company.id, 'lgpdConsent', 'enabled');
    await db.update(tickets).set({ status: 'closed' }).where(eq(tickets.whatsappId, c.whatsappId));
    await c.say('Oi outra vez');
    expect(await c.botTexts()).toEqual([QUESTION, QUESTION]);
  });
});

describe('service hours', { timeout: 90_000 }, () => {
  it('out of hours (connection schedule): the message once per period, the ticket marked, then the greeting when open', async () => {
    now = new Date('2025-03-13T02:00:00Z');
    const c = await engineConversation(t, {
      connection: {
        greetingMessage: 'Olá!',
        outOfHoursMessage: 'Fechados. Voltamos às 8h.',
        schedules: DEFAULT_SERVICE_HOURS,
      },
      settings: { scheduleType: 'connection' },
    });
    await c.say('Oi');
    expect(await c.botTexts()).toEqual(['Fechados. Voltamos às 8h.']);
    expect((await c.view()).isOutOfHour).toBe(true);
    now = new Date('2025-03-13T03:00:00Z');
    await c.say('Alguém?');
    expect(await c.botTexts()).toHaveLength(1);
    // The next closed period (after 12:00 on Thursday) is told again; in hours the greeting comes and the mark goes.
    now = new Date('2025-03-13T12:00:00Z'); // 09:00
    await c.say('Bom dia');
    expect(await c.botTexts()).toEqual(['Fechados. Voltamos às 8h.', 'Olá!']);
    expect(await c.ticket()).toMatchObject({ isOutOfHour: false });
    now = new Date('2025-03-13T15:30:00Z'); // 12:30, lunch
    await c.say('Oi?');
    expect((await c.botTexts()).at(-1)).toBe('Fechados. Voltamos às 8h.');
  });

  it('company schedule with the default text; nothing for a ticket an attendant holds unless sendMessageOutExpedientTicketOpen', async () => {
    now = new Date('2025-03-13T02:00:00Z');
    const c = await engineConversation(t, {
      connection: { greetingMessage: 'Olá!' },
      settings: { scheduleType: 'company' },
    });
    await c.say('Oi');
    expect(await c.botTexts()).toEqual(['Estamos fora do horário de atendimento. Responderemos assim que possível.']);
    const { db } = t.database;
    const held = await engineConversation(t, { settings: { scheduleType: 'company' } }, '5511977778888');
    now = AFTERNOON;
    await held.say('Oi');
    await db
      .update(tickets)
      .set({ status: 'open', userId: held.admin.id })
      .where(eq(tickets.id, (await held.ticket()).id));
    now = new Date('2025-03-13T02:00:00Z');
    await held.say('Ainda aí?');
    expect(await held.botTexts()).toEqual([]);
    const { settingsRepository } = await import('../settings/settings.repository.js');
    await settingsRepository.updateColumn(db, held.company.id, 'sendMessageOutExpedientTicketOpen', 'enabled');
    await held.say('Olá?');
    expect(await held.botTexts()).toEqual([
      'Estamos fora do horário de atendimento. Responderemos assim que possível.',
    ]);
  });

  it('company schedule in the company zone: changing the zone through the API changes when it is open, at once', async () => {
    // Wednesday 14:00Z: 11:00 in São Paulo (open), 23:00 in Tokyo (closed).
    now = new Date('2025-03-12T14:00:00Z');
    const c = await engineConversation(
      t,
      { connection: { greetingMessage: 'Olá!' }, settings: { scheduleType: 'company' } },
      '5511966665555',
    );
    await c.say('Oi');
    expect(await c.botTexts()).toEqual(['Olá!']);
    const put = (timeZone: string) =>
      call<{ timeZone: string }>(t.url, 'PUT', `/companies/${c.company.id}/schedules`, {
        token: c.token,
        body: { schedules: DEFAULT_SERVICE_HOURS, timeZone },
      });
    expect(await put('Mars/Olympus')).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', issues: [{ path: 'timeZone' }] },
    });
    expect(await put(' asia/tokyo ')).toMatchObject({ status: 200, body: { timeZone: 'Asia/Tokyo' } });
    await c.say('Ainda aí?');
    expect((await c.botTexts()).at(-1)).toBe(
      'Estamos fora do horário de atendimento. Responderemos assim que possível.',
    );
    expect(await c.ticket()).toMatchObject({ isOutOfHour: true });
    // Left out, the zone stays as it is.
    expect(
      await call(t.url, 'PUT', `/companies/${c.company.id}/schedules`, {
        token: c.token,
        body: { schedules: DEFAULT_SERVICE_HOURS },
      }),
    ).toMatchObject({ status: 200, body: { timeZone: 'Asia/Tokyo' } });
  });

  it('queue schedule: the chosen queue out of hours answers with its own message', async () => {
    now = new Date('2025-03-13T02:00:00Z');
    const c = await engineConversation(t, {
      connection: { greetingMessage: 'Olá!' },
      queues: [
        { name: 'Vendas', orderQueue: 1, outOfHoursMessage: 'Vendas fechado.', schedules: DEFAULT_SERVICE_HOURS },
        { name: 'Plantão', orderQueue: 2, greetingMessage: 'Plantão 24h.' },
      ],
      settings: { scheduleType: 'queue' },
    });
    await c.say('Oi');
    await c.say('1');
    expect((await c.botTexts()).at(-1)).toBe('Vendas fechado.');
    expect(await c.ticket()).toMatchObject({ queueId: c.queueIds[0], isOutOfHour: true, isBot: false });
  });
});

describe('audio, calls and groups', { timeout: 90_000 }, () => {
  it('refuses audio from a contact not allowed to send it; the audio is still stored', async () => {
    now = AFTERNOON;
    const c = await engineConversation(t, { settings: { acceptAudioMessageContact: 'disabled' } });
    await c.say('Oi');
    await t.database.db
      .update(contacts)
      .set({ acceptAudioMessage: false })
      .where(eq(contacts.id, (await c.ticket()).contactId));
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(Buffer.from('OggS\u0000audio'))], { type: 'audio/ogg' }), 'voz.ogg');
    const sent = await fetch(`${t.url}/api/simulator/${c.whatsappId}/chats/5511987654321/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${c.token}` },
      body: form,
    });
    expect(sent.status).toBe(201);
    expect(await c.botTexts()).toEqual([
      'Desculpe, não conseguimos ouvir áudios por aqui. Por favor, escreva sua mensagem.',
    ]);
    const stored = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.ticketId, (await c.ticket()).id), eq(messages.mediaType, 'audio')));
    expect(stored).toHaveLength(1);
  });

  it('answers a call with the refusal text when acceptCallWhatsapp is disabled, and logs it as call_log', async () => {
    now = AFTERNOON;
    const c = await engineConversation(t, {
      connection: { greetingMessage: 'Olá!' },
      settings: { acceptCallWhatsapp: 'disabled' },
    });
    expect(
      (await call(t.url, 'POST', `/simulator/${c.whatsappId}/chats/5511987654321/calls`, { token: c.token })).status,
    ).toBe(204);
    expect(await c.botTexts()).toEqual([
      'Não atendemos chamadas de voz ou vídeo por aqui. Por favor, envie sua mensagem por escrito.',
    ]);
    const logged = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.ticketId, (await c.ticket()).id), eq(messages.mediaType, 'call_log')));
    expect(logged).toHaveLength(1);

    const accepting = await engineConversation(t, { settings: { acceptCallWhatsapp: 'enabled' } }, '5511944445555');
    await call(t.url, 'POST', `/simulator/${accepting.whatsappId}/chats/5511944445555/calls`, {
      token: accepting.token,
    });
    expect(await accepting.botTexts()).toEqual([]);
  });

  it('a group message gets a group ticket and no bot', async () => {
    now = AFTERNOON;
    const c = await engineConversation(t, {
      connection: { greetingMessage: 'Olá!', allowGroup: true },
      queues: [{ name: 'A' }, { name: 'B' }],
    });
    await t.app.services.pipeline.handle(
      { id: c.whatsappId, companyId: c.company.id, channel: 'simulator' },
      {
        type: 'message',
        message: {
          ref: {
            chatId: '120363000000000000@g.us',
            messageId: 'GRP-1',
            fromMe: false,
            participant: '5511900001111@s.whatsapp.net',
          },
          at: now,
          kind: 'text',
          sender: { phone: '5511900001111', name: 'Zé' },
          group: { id: '120363000000000000@g.us', name: 'Família' },
          body: 'Oi grupo',
          live: true,
          raw: {},
        },
      },
    );
    expect(await c.ticket()).toMatchObject({ isGroup: true, status: 'group', isBot: false, botStartedAt: null });
    expect(await c.botTexts()).toEqual([]);
  });
});
