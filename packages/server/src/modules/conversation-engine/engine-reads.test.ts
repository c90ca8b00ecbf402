import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { connectionsRepository } from '../connections/connections.repository.js';
import { contactsRepository } from '../contacts/contacts.repository.js';
import { settingsRepository } from '../settings/settings.repository.js';
import { InactivityTimers } from '../ticket-automation/inactivity.js';
import { QueueRedirect } from '../ticket-automation/queue-redirect.js';
import { engineRepository } from './engine.repository.js';
import { engineConversation } from './engine-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const CONTACTS = 6;

describe('the reads made for every inbound message', { timeout: 60_000 }, () => {
  it("are made once per write batch: six contacts writing together are each greeted by name, with at most two reads of each kind", async () => {
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
    const connection = { id: conversation.whatsappId, companyId, channel: 'simulator' as const, timeCreateNewTicket: 0 };
    const phones = Array.from({ length: CONTACTS }, (_, i) => `55119770000${i}`);
    await t.app.services.pipeline.handleAll(
      connection,
      phones.map((phone, i) => ({
        type: 'message' as const,
        message: { ref: { chatId: `${phone}@s.whatsapp.net`, messageId: `BATCH-${i}`, fromMe: false }, at: new Date(), kind: 'text' as const, sender: { phone, name: `Pessoa${i} Silva` }, body: 'Oi', live: true, raw: {} },
      })),
    );

    const greetings = await waitFor(
      () => t.database.db.select({ body: messages.body }).from(messages).where(and(eq(messages.companyId, companyId), eq(messages.fromMe, true), eq(messages.isBot, true))),
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
});
