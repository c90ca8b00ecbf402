import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages, whatsapps } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { connectionsRepository } from '../connections/connections.repository.js';
import { contactsRepository } from '../contacts/contacts.repository.js';
import { ContactsService } from '../contacts/contacts.service.js';
import { settingsRepository } from '../settings/settings.repository.js';
import { InactivityTimers } from '../ticket-automation/inactivity.js';
import { QueueRedirect } from '../ticket-automation/queue-redirect.js';
import { chatbotsRepository } from '../queues/queues.repository.js';
import { engineRepository } from './engine.repository.js';
import { engineConversation } from './engine-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const CONTACTS = 6;

/** CONTACTS contacts (numbers `prefix` + 0..5) each write 'Oi', handed to the pipeline together as one delivery. */
async function writeTogether(whatsappId: number, companyId: number, prefix: string): Promise<string[]> {
  const connection = { id: whatsappId, companyId, channel: 'simulator' as const };
  const phones = Array.from({ length: CONTACTS }, (_, i) => `${prefix}${i}`);
  await t.app.services.pipeline.handleAll(
    connection,
    phones.map((phone, i) => ({
      type: 'message' as const,
      message: {
        ref: { chatId: `${phone}@s.whatsapp.net`, messageId: `BATCH-${prefix}-${i}`, fromMe: false },
        at: new Date(),
        kind: 'text' as const,
        sender: { phone, name: `Pessoa${i} Silva` },
        body: 'Oi',
        live: true,
        raw: {},
      },
    })),
  );
  return phones;
}

describe('the reads made for every inbound message', { timeout: 60_000 }, () => {
  it('are made once per write batch: six contacts writing together are each greeted by name, with at most two reads of each kind', async () => {
    const conversation = await engineConversation(t, { connection: { greetingMessage: 'Olá, {{firstName}}!' } });
    const companyId = conversation.company.id;
    // The ticket timers read the connection too, in batches of their own as the bot's messages and the tickets are
    // announced; they are not what this test counts.
    vi.spyOn(InactivityTimers.prototype, 'onMessage').mockResolvedValue();
    vi.spyOn(QueueRedirect.prototype, 'onTicketCreated').mockResolvedValue();
    const reads = {
      settings: vi.spyOn(settingsRepository, 'findRow'),
      connections: vi.spyOn(connectionsRepository, 'findByIds'),
      queues: vi.spyOn(engineRepository, 'queuesOfConnections'),
      contacts: vi.spyOn(contactsRepository, 'findByIds'),
    };
    const phones = await writeTogether(conversation.whatsappId, companyId, '55119770000');

    const greetings = await waitFor(
      () =>
        t.database.db
          .select({ body: messages.body })
          .from(messages)
          .where(and(eq(messages.companyId, companyId), eq(messages.fromMe, true), eq(messages.isBot, true))),
      (rows) => rows.length >= CONTACTS,
    );
    expect(greetings.map((row) => row.body).sort()).toEqual(phones.map((_, i) => `Olá, Pessoa${i}!`));

    // The first message may be written alone and the others together (the write lane takes what arrived meanwhile):
    // at most two batches, so at most two reads of each kind for six messages, and every contact read.
    for (const [kind, spy] of Object.entries(reads)) {
      const ofCompany = spy.mock.calls.filter((call) => call[1] === companyId);
      expect(ofCompany.length, kind).toBeGreaterThan(0);
      expect(ofCompany.length, kind).toBeLessThanOrEqual(2);
    }
    const contactIds = reads.contacts.mock.calls.filter((call) => call[1] === companyId).flatMap((call) => call[2]);
    expect(new Set(contactIds).size).toBe(CONTACTS);
  });

  it("read the queue's option tree once per write batch: six contacts entering a one-queue connection each get its first level", async () => {
    const conversation = await engineConversation(t, {
      queues: [{ name: 'Vendas', greetingMessage: 'Vendas aqui.', options: [{ name: 'Planos' }, { name: 'Preços' }] }],
    });
    const companyId = conversation.company.id;
    const trees = vi.spyOn(chatbotsRepository, 'treesOfQueues');
    await writeTogether(conversation.whatsappId, companyId, '55119780000');

    const levels = await waitFor(
      () =>
        t.database.db
          .select({ body: messages.body })
          .from(messages)
          .where(and(eq(messages.companyId, companyId), eq(messages.fromMe, true), eq(messages.isBot, true))),
      (rows) => rows.length >= CONTACTS,
    );
    expect(levels.map((row) => row.body)).toEqual(
      Array.from({ length: CONTACTS }, () => expect.stringContaining('*[ 1 ]* - Planos')),
    );
    // As above: the first message may be written in a batch of its own.
    const ofCompany = trees.mock.calls.filter((call) => call[1] === companyId);
    expect(ofCompany.length).toBeGreaterThan(0);
    expect(ofCompany.length).toBeLessThanOrEqual(2);
  });

  it('hold the configuration between batches: a later batch reads only the version, and sees a change committed elsewhere', async () => {
    const conversation = await engineConversation(t, {
      connection: { greetingMessage: 'Olá, {{firstName}}!' },
      queues: [{ name: 'Vendas', options: [{ name: 'Planos' }] }],
    });
    const companyId = conversation.company.id;
    vi.spyOn(InactivityTimers.prototype, 'onMessage').mockResolvedValue();
    vi.spyOn(QueueRedirect.prototype, 'onTicketCreated').mockResolvedValue();
    // The live events of new contacts read whether the company hides numbers: not the engine's reads either.
    vi.spyOn(ContactsService.prototype, 'hidesNumbersIn').mockResolvedValue(false);
    const reads = {
      settings: vi.spyOn(settingsRepository, 'findRow'),
      connections: vi.spyOn(connectionsRepository, 'findByIds'),
      queues: vi.spyOn(engineRepository, 'queuesOfConnections'),
      trees: vi.spyOn(chatbotsRepository, 'treesOfQueues'),
    };
    const versions = vi.spyOn(engineRepository, 'configVersion');
    const ofCompany = (spy: { mock: { calls: unknown[][] } }) =>
      spy.mock.calls.filter((call) => call[1] === companyId).length;
    const greetingsSoFar = (count: number) =>
      waitFor(
        () =>
          t.database.db
            .select({ body: messages.body })
            .from(messages)
            .where(and(eq(messages.companyId, companyId), eq(messages.fromMe, true), eq(messages.isBot, true))),
        (rows) => rows.length >= count,
      );

    await writeTogether(conversation.whatsappId, companyId, '55119790000');
    await greetingsSoFar(CONTACTS * 2);
    for (const spy of [...Object.values(reads), versions]) spy.mockClear();
    await writeTogether(conversation.whatsappId, companyId, '55119790001');
    await greetingsSoFar(CONTACTS * 4);
    for (const [kind, spy] of Object.entries(reads)) expect(ofCompany(spy), kind).toBe(0);
    expect(ofCompany(versions)).toBeGreaterThan(0);

    // As another server process would: straight to the database.
    await t.database.db
      .update(whatsapps)
      .set({ greetingMessage: 'Bem-vinda de volta, {{firstName}}!' })
      .where(eq(whatsapps.id, conversation.whatsappId));
    await writeTogether(conversation.whatsappId, companyId, '55119790002');
    const texts = (await greetingsSoFar(CONTACTS * 6)).map((row) => row.body);
    expect(texts.filter((body) => body.startsWith('Bem-vinda de volta'))).toHaveLength(CONTACTS);
    expect(ofCompany(reads.connections)).toBeGreaterThan(0);
  });
});
