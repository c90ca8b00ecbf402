import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverEvents, type Connection } from '@guiche/shared';
import { plans } from '../../db/schema/index.js';
import { createCompany, createQueue } from '../../test/factories.js';
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

const create = (token: string, body: Record<string, unknown>) =>
  call<Connection>(t.url, 'POST', '/whatsapp', { token, body });

describe('connections', () => {
  it('creates a connection with the spec defaults; the first one is the default', async () => {
    const { adminSession } = await team();
    const res = await create(adminSession.token, { name: 'Comercial' });
    expect(res).toMatchObject({
      status: 201,
      body: {
        name: 'Comercial',
        channel: 'whatsapp',
        status: 'DISCONNECTED',
        isDefault: true,
        maxUseBotQueues: 3,
        maxUseBotQueuesNPS: 3,
        provider: 'beta',
        groupAsTicket: 'disabled',
      },
    });
    expect(res.body.token).toMatch(/^[A-Z0-9]{30}$/);
    expect(res.body.schedules).toHaveLength(7);
    expect(res.body.schedules[0]).toMatchObject({
      startTimeA: '08:00',
      endTimeA: '12:00',
      startTimeB: '13:00',
      endTimeB: '18:00',
    });
  });

  it('keeps exactly one default: marking another moves it, unmarking the default is refused, deleting it promotes another', async () => {
    const { adminSession } = await team();
    const first = await create(adminSession.token, { name: 'Primeira' });
    const second = await create(adminSession.token, { name: 'Segunda', isDefault: true });
    expect(second.body.isDefault).toBe(true);
    expect(
      (await call<Connection>(t.url, 'GET', `/whatsapp/${first.body.id}`, { token: adminSession.token })).body
        .isDefault,
    ).toBe(false);
    expect(
      await call(t.url, 'PUT', `/whatsapp/${second.body.id}`, {
        token: adminSession.token,
        body: { isDefault: false },
      }),
    ).toMatchObject({ status: 400, body: { error: 'ERR_NO_OTHER_WHATSAPP' } });
    expect((await call(t.url, 'DELETE', `/whatsapp/${second.body.id}`, { token: adminSession.token })).status).toBe(
      204,
    );
    expect(
      (await call<Connection>(t.url, 'GET', `/whatsapp/${first.body.id}`, { token: adminSession.token })).body
        .isDefault,
    ).toBe(true);
  });

  it('requires a greeting when more than one queue is linked', async () => {
    const { company, adminSession } = await team();
    const [a, b] = [await createQueue(t.database.db, company.id), await createQueue(t.database.db, company.id)];
    expect(await create(adminSession.token, { name: 'Sem saudacao', queueIds: [a.id, b.id] })).toMatchObject({
      status: 400,
      body: { error: 'ERR_WAPP_GREETING_REQUIRED' },
    });
    const ok = await create(adminSession.token, {
      name: 'Com saudacao',
      queueIds: [a.id, b.id],
      greetingMessage: 'Olá! Escolha:',
    });
    expect(ok.body.queues.map((q) => q.id).sort()).toEqual([a.id, b.id].sort());
    expect(
      await call(t.url, 'PUT', `/whatsapp/${ok.body.id}`, { token: adminSession.token, body: { greetingMessage: '' } }),
    ).toMatchObject({ status: 400, body: { error: 'ERR_WAPP_GREETING_REQUIRED' } });
  });

  it('refuses another company’s queues', async () => {
    const { adminSession } = await team();
    const foreign = await createQueue(t.database.db, (await createCompany(t.database.db)).id);
    expect(await create(adminSession.token, { name: 'Invasora', queueIds: [foreign.id] })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'queueIds' }] },
    });
    expect(await create(adminSession.token, { name: 'Invasora', sendIdQueue: foreign.id })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'sendIdQueue' }] },
    });
  });

  it('enforces the plan: the connection limit and the WhatsApp flag', async () => {
    const { company, adminSession } = await team();
    await t.database.db.update(plans).set({ connections: 1 }).where(eq(plans.id, company.planId));
    expect((await create(adminSession.token, { name: 'Uma' })).status).toBe(201);
    expect(await create(adminSession.token, { name: 'Duas' })).toMatchObject({
      status: 403,
      body: { error: 'ERR_PLAN_LIMIT' },
    });
    const other = await team();
    await t.database.db.update(plans).set({ useWhatsapp: false }).where(eq(plans.id, other.company.planId));
    expect(await create(other.adminSession.token, { name: 'Proibida' })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
  });

  it('attendants list connections without tokens and cannot change them', async () => {
    const { adminSession, attendantToken } = await team();
    const created = await create(adminSession.token, { name: 'Vendas' });
    const list = await call<Connection[]>(t.url, 'GET', '/whatsapp?session=0', { token: attendantToken });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]?.token).toBe('');
    expect((await create(attendantToken, { name: 'Minha' })).status).toBe(403);
    expect(
      (await call(t.url, 'PUT', `/whatsapp/${created.body.id}`, { token: attendantToken, body: { name: 'Outra' } }))
        .status,
    ).toBe(403);
    expect((await call(t.url, 'DELETE', `/whatsapp/${created.body.id}`, { token: attendantToken })).status).toBe(403);
  });

  it('another company’s connections are out of reach', async () => {
    const { adminSession } = await team();
    const other = await team();
    const theirs = await create(other.adminSession.token, { name: 'Deles' });
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'Nossa' }],
      ['DELETE', undefined],
    ] as const) {
      expect(
        (await call(t.url, method, `/whatsapp/${theirs.body.id}`, { token: adminSession.token, body })).status,
      ).toBe(404);
    }
    expect(
      (await call(t.url, 'GET', `/whatsapp?companyId=${other.company.id}`, { token: adminSession.token })).status,
    ).toBe(403);
  });

  it('draws every token itself, so no answer tells whether another company holds a token', async () => {
    const { adminSession } = await team();
    const other = await team();
    expect((await create(adminSession.token, { name: 'Token ruim', token: 'abc' })).status).toBe(400);
    const theirs = (await create(other.adminSession.token, { name: 'Deles' })).body.token ?? '';
    expect(theirs).toMatch(/^[A-Z0-9]{30}$/);
    const unused = 'ABCDEFGHIJ0123456789ABCDEFGHIJ';

    // Asking for another company's token and for an unused one are answered alike: a fresh token of the server's.
    const [taken, free] = await Promise.all([
      create(adminSession.token, { name: 'Com o deles', token: theirs }),
      create(adminSession.token, { name: 'Livre', token: unused }),
    ]);
    expect([taken.status, free.status]).toEqual([201, 201]);
    expect([taken.body.token, free.body.token]).toEqual([
      expect.stringMatching(/^[A-Z0-9]{30}$/),
      expect.stringMatching(/^[A-Z0-9]{30}$/),
    ]);
    expect([theirs, unused]).not.toContain(taken.body.token);
    expect([theirs, unused]).not.toContain(free.body.token);

    const edit = (token: string) =>
      call<Connection>(t.url, 'PUT', `/whatsapp/${free.body.id}`, { token: adminSession.token, body: { token } });
    const kept = await edit(free.body.token ?? '');
    expect(kept).toMatchObject({ status: 200, body: { token: free.body.token } });
    const [renewedOverTheirs, renewed] = [await edit(theirs), await edit(unused)];
    expect([renewedOverTheirs.status, renewed.status]).toEqual([200, 200]);
    expect(new Set([theirs, unused, free.body.token, renewedOverTheirs.body.token, renewed.body.token]).size).toBe(5);
  });

  it('announces saves and deletions on company-{id}-whatsapp', async () => {
    const { company, admin, adminSession } = await team();
    const socket = await connectSocket(t.url, {
      token: adminSession.publicToken,
      companyId: company.id,
      userId: admin.id,
    });
    const saved = nextEvent<{ action: string; whatsapp: Connection }>(socket, serverEvents.whatsapp(company.id));
    const created = await create(adminSession.token, { name: 'Ao vivo' });
    expect(await saved).toMatchObject({ action: 'update', whatsapp: { id: created.body.id, token: '' } });
    const deleted = nextEvent(socket, serverEvents.whatsapp(company.id));
    await call(t.url, 'DELETE', `/whatsapp/${created.body.id}`, { token: adminSession.token });
    expect(await deleted).toEqual({ action: 'delete', whatsappId: created.body.id });
    socket.close();
  });
});
