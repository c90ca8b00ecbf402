import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_SERVICE_HOURS, serverEvents, type ChatbotOption, type Queue } from '@guiche/shared';
import { plans } from '../../db/schema/index.js';
import { createCompany, createQueue, createUser } from '../../test/factories.js';
import { call } from '../../test/http.js';
import { connectSocket, nextEvent } from '../../test/sockets.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const team = () => createTeam(t);

const option = (name: string, extra: Partial<ChatbotOption> = {}): ChatbotOption => ({
  name,
  queueType: 'text',
  ...extra,
});
const names = (options: ChatbotOption[] | undefined): unknown => (options ?? []).map((o) => [o.name, names(o.options)]);

describe('queues', () => {
  it('an admin creates a queue with default hours and a 3-level chatbot tree, and reads it back', async () => {
    const { company, attendant, adminSession } = await team();
    const target = await createQueue(t.database.db, company.id, { name: 'Financeiro' });
    const chatbots = [
      option('Vendas', {
        greetingMessage: 'Escolha',
        options: [
          option('Planos', { options: [option('Anual', { queueType: 'attendent', optUserId: attendant.id })] }),
        ],
      }),
      option('Suporte', { queueType: 'queue', optQueueId: target.id, closeTicket: false }),
    ];
    const created = await call<Queue>(t.url, 'POST', '/queue', {
      token: adminSession.token,
      body: { name: 'Comercial', color: '#1273DE', greetingMessage: 'Olá!', chatbots },
    });
    expect(created).toMatchObject({
      status: 201,
      body: { name: 'Comercial', color: '#1273DE', schedules: DEFAULT_SERVICE_HOURS },
    });
    expect(names(created.body.chatbots)).toEqual([
      ['Vendas', [['Planos', [['Anual', []]]]]],
      ['Suporte', []],
    ]);
    const read = await call<Queue>(t.url, 'GET', `/queue/${created.body.id}`, { token: adminSession.token });
    expect(read.body.chatbots?.[0]?.options?.[0]?.options?.[0]).toMatchObject({
      name: 'Anual',
      queueType: 'attendent',
      optUserId: attendant.id,
    });
    expect(read.body.chatbots?.[1]).toMatchObject({ queueType: 'queue', optQueueId: target.id });
  });

  it('a tree edit keeps the ids of options sent back, adds new ones, and deletes those left out', async () => {
    const { adminSession } = await team();
    const created = await call<Queue>(t.url, 'POST', '/queue', {
      token: adminSession.token,
      body: {
        name: 'Suporte',
        color: '#B80000',
        chatbots: [option('Primeiro', { options: [option('Filho um')] }), option('Segundo')],
      },
    });
    const [first, second] = created.body.chatbots ?? [];
    const edited = await call<Queue>(t.url, 'PUT', `/queue/${created.body.id}`, {
      token: adminSession.token,
      body: {
        chatbots: [
          { ...second, options: [] },
          { ...first, name: 'Primeiro renomeado', options: [option('Filho novo')] },
        ],
      },
    });
    expect(edited.status).toBe(200);
    expect(names(edited.body.chatbots)).toEqual([
      ['Segundo', []],
      ['Primeiro renomeado', [['Filho novo', []]]],
    ]);
    expect(edited.body.chatbots?.[0]?.id).toBe(second?.id);
    expect(edited.body.chatbots?.[1]?.id).toBe(first?.id);
  });

  it('nested options are managed one at a time through /chatbot', async () => {
    const { adminSession } = await team();
    const queue = await call<Queue>(t.url, 'POST', '/queue', {
      token: adminSession.token,
      body: { name: 'Atendimento', color: '#008B02' },
    });
    const root = await call<ChatbotOption>(t.url, 'POST', '/chatbot', {
      token: adminSession.token,
      body: { queueId: queue.body.id, name: 'Raiz', queueType: 'text' },
    });
    const child = await call<ChatbotOption>(t.url, 'POST', '/chatbot', {
      token: adminSession.token,
      body: { parentId: root.body.id, name: 'Nivel dois', queueType: 'text', options: [option('Nivel tres')] },
    });
    expect(child).toMatchObject({ status: 201, body: { name: 'Nivel dois', options: [{ name: 'Nivel tres' }] } });
    const renamed = await call<ChatbotOption>(t.url, 'PUT', `/chatbot/${child.body.id}`, {
      token: adminSession.token,
      body: { name: 'Nivel 2' },
    });
    expect(renamed.body).toMatchObject({ name: 'Nivel 2', options: [{ name: 'Nivel tres' }] });
    expect(
      names(
        (await call<ChatbotOption>(t.url, 'GET', `/chatbot/${root.body.id}`, { token: adminSession.token })).body
          .options,
      ),
    ).toEqual([['Nivel 2', [['Nivel tres', []]]]]);
    expect((await call(t.url, 'DELETE', `/chatbot/${child.body.id}`, { token: adminSession.token })).status).toBe(204);
    expect(
      (await call<ChatbotOption>(t.url, 'GET', `/chatbot/${root.body.id}`, { token: adminSession.token })).body.options,
    ).toEqual([]);
  });

  it('refuses a repeated colour or name in the company, not in another company', async () => {
    const { adminSession } = await team();
    const other = await team();
    const body = { name: 'Vendas', color: '#FCCB00' };
    expect((await call(t.url, 'POST', '/queue', { token: adminSession.token, body })).status).toBe(201);
    expect(
      await call(t.url, 'POST', '/queue', { token: adminSession.token, body: { ...body, name: 'Outra' } }),
    ).toMatchObject({ status: 409, body: { error: 'ERR_QUEUE_COLOR_ALREADY_EXISTS' } });
    expect(
      await call(t.url, 'POST', '/queue', { token: adminSession.token, body: { ...body, color: '#000000' } }),
    ).toMatchObject({ status: 409, body: { error: 'ERR_QUEUE_NAME_ALREADY_EXISTS' } });
    expect((await call(t.url, 'POST', '/queue', { token: other.adminSession.token, body })).status).toBe(201);
  });

  it('validates names, colours and option names with the spec’s rules', async () => {
    const { adminSession } = await team();
    const res = await call<{ issues: { path: string; message: string }[] }>(t.url, 'POST', '/queue', {
      token: adminSession.token,
      body: { name: 'A', color: '#1', chatbots: [option('abc')] },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'validation.tooShort' },
        { path: 'color', message: 'validation.tooShort' },
        { path: 'chatbots.0.name', message: 'validation.optionTooShort' },
      ]),
    );
  });

  it('chatbot targets must be the company’s own queues and users', async () => {
    const { adminSession } = await team();
    const other = await createCompany(t.database.db);
    const foreignQueue = await createQueue(t.database.db, other.id);
    const foreignUser = await createUser(t.database.db, other.id);
    for (const target of [
      { queueType: 'queue' as const, optQueueId: foreignQueue.id },
      { queueType: 'attendent' as const, optUserId: foreignUser.id },
    ]) {
      const res = await call(t.url, 'POST', '/queue', {
        token: adminSession.token,
        body: {
          name: `Fila ${target.queueType}`,
          color: `#${target.queueType.length}00000`,
          chatbots: [option('Opcao', target)],
        },
      });
      expect(res).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION', issues: [{ path: 'chatbots' }] } });
    }
  });

  it('attendants read queues but cannot change them', async () => {
    const { company, attendantToken } = await team();
    const queue = await createQueue(t.database.db, company.id);
    expect((await call<Queue[]>(t.url, 'GET', '/queue', { token: attendantToken })).body.map((q) => q.id)).toEqual([
      queue.id,
    ]);
    expect(
      (await call(t.url, 'POST', '/queue', { token: attendantToken, body: { name: 'Nova', color: '#000000' } })).status,
    ).toBe(403);
    expect(
      (await call(t.url, 'PUT', `/queue/${queue.id}`, { token: attendantToken, body: { name: 'Nova' } })).status,
    ).toBe(403);
    expect((await call(t.url, 'DELETE', `/queue/${queue.id}`, { token: attendantToken })).status).toBe(403);
    expect(
      (
        await call(t.url, 'POST', '/chatbot', {
          token: attendantToken,
          body: { queueId: queue.id, name: 'Opcao', queueType: 'text' },
        })
      ).status,
    ).toBe(403);
  });

  it('another company’s queues and options are out of reach', async () => {
    const { adminSession } = await team();
    const other = await team();
    const foreign = await call<Queue>(t.url, 'POST', '/queue', {
      token: other.adminSession.token,
      body: { name: 'Deles', color: '#000000', chatbots: [option('Opcao deles')] },
    });
    const foreignOption = foreign.body.chatbots?.[0]?.id;
    expect((await call(t.url, 'GET', `/queue/${foreign.body.id}`, { token: adminSession.token })).status).toBe(404);
    expect(
      (await call(t.url, 'PUT', `/queue/${foreign.body.id}`, { token: adminSession.token, body: { name: 'Nossa' } }))
        .status,
    ).toBe(404);
    expect((await call(t.url, 'DELETE', `/queue/${foreign.body.id}`, { token: adminSession.token })).status).toBe(404);
    expect((await call(t.url, 'GET', `/chatbot/${foreignOption}`, { token: adminSession.token })).status).toBe(404);
    expect(
      (
        await call(t.url, 'POST', '/chatbot', {
          token: adminSession.token,
          body: { parentId: foreignOption, name: 'Intrusa', queueType: 'text' },
        })
      ).status,
    ).toBe(404);
    // A tree edit naming a foreign option id inserts a new option instead of moving theirs.
    const ours = await call<Queue>(t.url, 'POST', '/queue', {
      token: adminSession.token,
      body: { name: 'Nossa', color: '#111111' },
    });
    await call(t.url, 'PUT', `/queue/${ours.body.id}`, {
      token: adminSession.token,
      body: { chatbots: [{ id: foreignOption, name: 'Roubada', queueType: 'text' }] },
    });
    expect(
      (await call<Queue>(t.url, 'GET', `/queue/${foreign.body.id}`, { token: other.adminSession.token })).body
        .chatbots?.[0],
    ).toMatchObject({ id: foreignOption, name: 'Opcao deles' });
  });

  it('stops at the plan’s number of queues', async () => {
    const { company, adminSession } = await team();
    await t.database.db.update(plans).set({ queues: 1 }).where(eq(plans.id, company.planId));
    expect(
      (await call(t.url, 'POST', '/queue', { token: adminSession.token, body: { name: 'Uma', color: '#000000' } }))
        .status,
    ).toBe(201);
    expect(
      await call(t.url, 'POST', '/queue', { token: adminSession.token, body: { name: 'Duas', color: '#111111' } }),
    ).toMatchObject({ status: 403, body: { error: 'ERR_PLAN_LIMIT' } });
  });

  it('announces saves and deletions to the company', async () => {
    const { company, admin, adminSession } = await team();
    const socket = await connectSocket(t.url, {
      token: adminSession.publicToken,
      companyId: company.id,
      userId: admin.id,
    });
    const saved = nextEvent<{ action: string; queue: Queue }>(socket, serverEvents.queue(company.id));
    const created = await call<Queue>(t.url, 'POST', '/queue', {
      token: adminSession.token,
      body: { name: 'Ao vivo', color: '#222222' },
    });
    expect(await saved).toMatchObject({ action: 'update', queue: { id: created.body.id, name: 'Ao vivo' } });
    const deleted = nextEvent(socket, serverEvents.queue(company.id));
    await call(t.url, 'DELETE', `/queue/${created.body.id}`, { token: adminSession.token });
    expect(await deleted).toEqual({ action: 'delete', queueId: created.body.id });
    socket.close();
  });
});
