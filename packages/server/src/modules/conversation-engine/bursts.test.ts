import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { Connection } from '@guiche/shared';
import { FakeGraphServer } from '../../channels/meta/testing/fake-graph-server.js';
import { cloudInbound } from '../../channels/meta/testing/webhook-payloads.js';
import { WebhookEmitter, httpTransport } from '../../channels/meta/testing/webhook-emitter.js';
import { contacts, messages, tickets, whatsapps } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { insertEngineQueues } from './engine-test-kit.js';

const PHONE_ID = '106540352242935';
const TOKEN = 'EAAG-burst-test-token';

let fake: FakeGraphServer;
let servers: TestApp[] = [];
let emitters: WebhookEmitter[];
let whatsappId: number;
beforeAll(async () => {
  fake = await FakeGraphServer.start();
  fake.addPhoneNumber(PHONE_ID, TOKEN);
  const secrets = {
    jwtSecret: randomBytes(32).toString('hex'),
    encryptionKey: randomBytes(32).toString('hex'),
    graphBaseUrl: fake.baseUrl,
  };
  const first = await startTestApp(secrets);
  // Two processes on one database, the webhooks of each burst split between them as a load balancer would.
  servers = [first, await startTestApp({ ...secrets, database: first.database })];
  emitters = servers.map((server) => new WebhookEmitter(httpTransport(server.url), 'test-app-secret', fake));
  const { company, adminToken } = await createTeam(first);
  const created = await call<Connection>(first.url, 'POST', '/whatsapp', {
    token: adminToken,
    body: { name: 'Rajada', channel: 'whatsappapi', providerAccountId: PHONE_ID, accessToken: TOKEN },
  });
  whatsappId = created.body.id;
  await first.database.db
    .update(whatsapps)
    .set({ greetingMessage: 'Olá!', maxUseBotQueues: 100 })
    .where(eq(whatsapps.id, whatsappId));
  await insertEngineQueues(first.database.db, company.id, whatsappId, [{ name: 'Suporte' }, { name: 'Vendas' }]);
});
afterAll(async () => {
  for (const server of servers.reverse()) await server.close();
  await fake.close();
});

/**
 * Issue 35 item 2: messages a new contact sends at once are turns of one ticket, decided one after another, also
 * when two processes receive them. The first gets the greeting and menu; the later ones are answers to that menu
 * (invalid ones here), never a second greeting.
 */
describe('a burst of first messages', { timeout: 60_000 }, () => {
  it.each([2, 5, 10, 50])('of %i gets one greeting and menu, the rest read as answers to it', async (size) => {
    const customer = `551198${String(size).padStart(7, '0')}`;
    const replies = await Promise.all(
      Array.from({ length: size }, (_, index) =>
        (emitters[index % emitters.length] as WebhookEmitter).deliver(
          '/api/webhooks/whatsapp',
          cloudInbound(PHONE_ID, customer, 'Maria Souza', {
            id: `wamid.burst.${size}.${index}`,
            type: 'text',
            text: { body: `oi ${index}` },
          }),
        ),
      ),
    );
    // A webhook is answered once its message is stored and the hooks ran.
    expect(replies.flat().map((reply) => reply.status)).toEqual(replies.map(() => 200));
    const bot = await (servers[0] as TestApp).database.db
      .select({ body: messages.body, ticketId: messages.ticketId })
      .from(messages)
      .innerJoin(tickets, eq(tickets.id, messages.ticketId))
      .innerJoin(contacts, eq(contacts.id, tickets.contactId))
      .where(and(eq(tickets.whatsappId, whatsappId), eq(contacts.number, customer), eq(messages.fromMe, true)))
      .orderBy(asc(messages.id));
    const greetings = bot.filter((m) => m.body.startsWith('Olá!')).length;
    const answered = bot.filter((m) => m.body.startsWith('*Opção inválida.*')).length;
    expect({ size, tickets: new Set(bot.map((m) => m.ticketId)).size, greetings, answered }).toEqual({
      size,
      tickets: 1,
      greetings: 1,
      answered: size - 1,
    });
    // Every invalid answer repeats the menu; the greeting's is the only other one.
    expect(bot.filter((m) => m.body.includes('*[ 1 ]* - Suporte')).length).toBe(size);
  });
});
