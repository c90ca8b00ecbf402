import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClockOf, type PushPayload, type PushSubscriptionView } from '@guiche/shared';
import { pushSubscriptions, tickets, users } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { pause } from '../../test/sockets.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { createInbox, insertMessage, insertTicket, type Inbox } from '../tickets/testing/inbox.js';
import { startFakePushService, type FakePushService } from './testing/fake-push-service.js';

let t: TestApp;
let push: FakePushService;
beforeAll(async () => {
  [t, push] = await Promise.all([startTestApp(), startFakePushService()]);
});
afterAll(async () => {
  // Every push that reached the service was signed by the server and decrypted with the device's keys.
  expect(push.problems).toEqual([]);
  await Promise.all([t.close(), push.close()]);
});

/** The inbox's people, each with a subscribed phone (Ana also at her desk), and a user of another company. */
async function subscribedInbox() {
  const inbox = await createInbox(t);
  const other = await createInbox(t);
  const name = (who: string) => `${who}-${inbox.companyId}`;
  const devices = {
    admin: push.device(name('admin')),
    ana: push.device(name('ana')),
    anaDesk: push.device(name('ana-desk')),
    bruno: push.device(name('bruno')),
    stranger: push.device(name('stranger')),
  };
  const subscribe = (token: string, device: (typeof devices)[keyof typeof devices]) =>
    call(t.url, 'POST', '/push/subscriptions', { token, body: { ...device.subscription, device: device.name } });
  await subscribe(inbox.admin.token, devices.admin);
  await subscribe(inbox.agentA.token, devices.ana);
  await subscribe(inbox.agentA.token, devices.anaDesk);
  await subscribe(inbox.agentB.token, devices.bruno);
  await subscribe(other.admin.token, devices.stranger);
  const pushesTo = (device: keyof typeof devices) => push.pushesTo(devices[device].name);
  return { inbox, devices, pushesTo };
}
type Subscribed = Awaited<ReturnType<typeof subscribedInbox>>;

/** Waits for the expected pushes, then a moment more, so that a push nobody expected would have arrived too. */
async function settle(s: Subscribed, expected: Partial<Record<keyof Subscribed['devices'], number>>) {
  const counts = () =>
    Promise.resolve(Object.fromEntries(Object.keys(s.devices).map((d) => [d, s.pushesTo(d as never).length])));
  await waitFor(counts, (now) => Object.entries(expected).every(([d, n]) => (now[d] ?? 0) >= n));
  await pause(600);
}

const emitCreated = (inbox: Inbox, ticketId: number) =>
  t.app.services.events.emit('ticket.created', { companyId: inbox.companyId, ticketId });
const put = (token: string, ticketId: number, body: Record<string, unknown>) =>
  call(t.url, 'PUT', `/tickets/${ticketId}`, { token, body });

describe('Web Push to attendants', () => {
  it('tells whoever the bell tells of a new waiting ticket, on each of their devices, and no one else', async () => {
    const s = await subscribedInbox();
    const { inbox } = s;
    const ticket = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    emitCreated(inbox, ticket.id);
    await settle(s, { admin: 1, ana: 1, anaDesk: 1 });
    const expected: PushPayload = {
      kind: 'ticketPending',
      title: 'Novo atendimento aguardando',
      body: 'Contato · Vendas',
      tag: `ticket-${ticket.id}`,
      url: `/tickets/${ticket.uuid}`,
    };
    expect(s.pushesTo('admin')).toEqual([expected]);
    expect(s.pushesTo('ana')).toEqual([expected]);
    expect(s.pushesTo('anaDesk')).toEqual([expected]);
    // Bruno's queue is another; the other company never hears of this one.
    expect(s.pushesTo('bruno')).toEqual([]);
    expect(s.pushesTo('stranger')).toEqual([]);

    const { publicKey } = (
      await call<{ publicKey: string }>(t.url, 'GET', '/push/public-key', { token: inbox.admin.token })
    ).body;
    const sent = push.received.filter((p) => p.device === s.devices.ana.name);
    expect(sent[0]).toMatchObject({ vapidKey: publicKey, topic: `t${ticket.id}`, urgency: 'normal' });
    expect(sent[0]?.ttl).toBeGreaterThan(0);
    const [row] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, s.devices.ana.subscription.endpoint));
    expect(row?.lastPushAt).not.toBeNull();
  });

  it('tells a ticket’s holder of the contact’s messages, with their text only when the company allows it', async () => {
    const s = await subscribedInbox();
    const { inbox } = s;
    const ticket = await insertTicket(t.database.db, inbox, {
      queueId: inbox.queueA.id,
      status: 'open',
      userId: inbox.agentA.user.id,
    });
    const write = async (body: string, fromMe = false) => {
      const message = await insertMessage(t.database.db, ticket, body, { fromMe });
      t.app.services.events.emit('message.created', {
        companyId: inbox.companyId,
        ticketId: ticket.id,
        messageId: message.id,
      });
    };
    await write('Meu pedido 123 não chegou');
    await settle(s, { ana: 1, anaDesk: 1 });
    expect(s.pushesTo('ana')).toEqual([
      {
        kind: 'ticketMessage',
        title: 'Contato',
        body: 'Nova mensagem',
        tag: `ticket-${ticket.id}`,
        url: `/tickets/${ticket.uuid}`,
      },
    ]);
    // The admin sees the ticket but does not hold it; the attendant's own replies push nothing.
    expect(s.pushesTo('admin')).toEqual([]);
    await write('Vou verificar', true);

    const allowed = await call(t.url, 'PUT', '/companySettings', {
      token: inbox.admin.token,
      body: { column: 'pushPreview', data: 'enabled' },
    });
    expect(allowed.status).toBe(200);
    await write('Pode ser hoje?');
    await settle(s, { ana: 2 });
    expect(s.pushesTo('ana').map((p) => p.body)).toEqual(['Nova mensagem', 'Pode ser hoje?']);
    expect(s.pushesTo('bruno')).toEqual([]);
  });

  it('tells the receiver of a transfer, never its maker; taking a ticket oneself tells no one', async () => {
    const s = await subscribedInbox();
    const { inbox } = s;
    const ticket = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    expect((await put(inbox.agentA.token, ticket.id, { status: 'open', userId: inbox.agentA.user.id })).status).toBe(
      200,
    );
    expect(
      (
        await put(inbox.admin.token, ticket.id, {
          status: 'open',
          userId: inbox.agentB.user.id,
          queueId: inbox.queueB.id,
        })
      ).status,
    ).toBe(200);
    await settle(s, { bruno: 1 });
    expect(s.pushesTo('bruno')).toEqual([
      {
        kind: 'ticketAssigned',
        title: 'Atendimento transferido para você',
        body: 'Contato',
        tag: `ticket-${ticket.id}`,
        url: `/tickets/${ticket.uuid}`,
      },
    ]);
    expect(s.pushesTo('ana')).toEqual([]);
    expect(s.pushesTo('admin')).toEqual([]);

    // Bruno sends it back to wait in Vendas: Vendas hears of it (and the admin), he does not.
    expect((await put(inbox.agentB.token, ticket.id, { status: 'pending', queueId: inbox.queueA.id })).status).toBe(
      200,
    );
    await settle(s, { ana: 1, anaDesk: 1, admin: 1 });
    expect(s.pushesTo('ana').map((p) => p.kind)).toEqual(['ticketPending']);
    expect(s.pushesTo('bruno')).toHaveLength(1);
  });

  it('keeps quiet outside a user’s working hours, in their language', async () => {
    const s = await subscribedInbox();
    const { inbox } = s;
    const clock = wallClockOf(new Date(), 'America/Sao_Paulo');
    const hhmm = (minutes: number) => {
      const m = ((minutes % 1440) + 1440) % 1440;
      return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    };
    const now = clock.hour * 60 + clock.minute;
    // Ana works from two hours from now to three hours from now; Bruno's hours run past midnight and include now.
    await t.database.db
      .update(users)
      .set({ startWork: hhmm(now + 120), endWork: hhmm(now + 180) })
      .where(eq(users.id, inbox.agentA.user.id));
    await t.database.db
      .update(users)
      .set({ startWork: hhmm(now - 60), endWork: hhmm(now - 120), language: 'en', allTicket: 'enable' })
      .where(eq(users.id, inbox.agentB.user.id));

    const ticket = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    emitCreated(inbox, ticket.id);
    await settle(s, { admin: 1, bruno: 1 });
    expect(s.pushesTo('ana')).toEqual([]);
    expect(s.pushesTo('bruno')).toEqual([
      expect.objectContaining({ title: 'New conversation waiting', body: 'Contato · Vendas' }),
    ]);
  });

  it('rings a device once for a burst of new tickets, then says how many came in its quiet minute', async () => {
    const s = await subscribedInbox();
    const { inbox } = s;
    const burst = [];
    for (let index = 0; index < 3; index += 1) {
      const ticket = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
      emitCreated(inbox, ticket.id);
      burst.push(ticket);
      // One after the other, as contacts write: each ticket's job finds the device's minute as the one before left it.
      await waitFor(
        async () =>
          (
            await t.database.db
              .select()
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.userId, inbox.agentA.user.id))
          ).map((row) => row.pendingQuietUntil !== null && row.pendingHeld === index),
        (rows) => rows.length === 2 && rows.every(Boolean),
      );
    }
    await settle(s, { ana: 1, anaDesk: 1 });
    expect(s.pushesTo('ana').map((p) => p.tag)).toEqual([`ticket-${burst[0]!.id}`]);

    // The minute ends (by the database's clock, which the digest job waits for).
    await t.database.db
      .update(pushSubscriptions)
      .set({ pendingQuietUntil: new Date(Date.now() - 1000) })
      .where(eq(pushSubscriptions.companyId, inbox.companyId));
    await t.database.executeSql(
      `update pgboss.job set start_after = now() where name = 'push-digest' and state = 'created'`,
    );
    await settle(s, { ana: 2, anaDesk: 2, admin: 2 });
    expect(s.pushesTo('ana')[1]).toEqual({
      kind: 'ticketPending',
      title: '2 novos atendimentos aguardando',
      body: 'Abra o Guichê para vê-los.',
      tag: 'tickets-waiting',
      url: '/tickets',
    });
    expect(s.pushesTo('bruno')).toEqual([]);
  });

  it('forgets a device its push service says is gone', async () => {
    const s = await subscribedInbox();
    const { inbox } = s;
    push.answer(s.devices.anaDesk.name, 410);
    const ticket = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    emitCreated(inbox, ticket.id);
    await settle(s, { ana: 1 });
    const left = await waitFor(
      async () =>
        (await call<PushSubscriptionView[]>(t.url, 'GET', '/push/subscriptions', { token: inbox.agentA.token })).body,
      (rows) => rows.length === 1,
    );
    expect(left.map((d) => d.device)).toEqual([s.devices.ana.name]);
  });

  it('tells the other members of an internal chat, not its writer', async () => {
    const s = await subscribedInbox();
    const { inbox } = s;
    const chat = await call<{ id: number; uuid: string }>(t.url, 'POST', '/chats', {
      token: inbox.agentA.token,
      body: { title: 'Plantão', users: [{ id: inbox.agentB.user.id }, { id: inbox.admin.user.id }] },
    });
    expect(chat.status).toBe(201);
    const sent = await call(t.url, 'POST', `/chats/${chat.body.id}/messages`, {
      token: inbox.agentA.token,
      body: { message: 'Alguém cobre o almoço?' },
    });
    expect(sent.status).toBeLessThan(300);
    await settle(s, { bruno: 1, admin: 1 });
    const expected = {
      kind: 'chatMessage',
      title: `${inbox.agentA.user.name} em Plantão`,
      body: 'Nova mensagem no chat interno',
      tag: `chat-${chat.body.uuid}`,
      url: `/chats/${chat.body.uuid}`,
    };
    expect(s.pushesTo('bruno')).toEqual([expected]);
    expect(s.pushesTo('admin')).toEqual([expected]);
    expect(s.pushesTo('ana')).toEqual([]);
  });

  it('pushes nothing for a ticket the bot still holds or someone already took', async () => {
    const s = await subscribedInbox();
    const { inbox } = s;
    const withBot = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id, isBot: true });
    const taken = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    await t.database.db
      .update(tickets)
      .set({ status: 'open', userId: inbox.agentA.user.id })
      .where(eq(tickets.id, taken.id));
    emitCreated(inbox, withBot.id);
    emitCreated(inbox, taken.id);
    const marker = await insertTicket(t.database.db, inbox, { queueId: inbox.queueB.id });
    emitCreated(inbox, marker.id);
    await settle(s, { bruno: 1 });
    expect(s.pushesTo('ana')).toEqual([]);
    expect(s.pushesTo('admin').map((p) => p.tag)).toEqual([`ticket-${marker.id}`]);
  });
});
