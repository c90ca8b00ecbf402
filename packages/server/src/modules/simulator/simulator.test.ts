import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { maskPhoneNumber, serverEvents, type Connection } from '@guiche/shared';
import { messages, tickets } from '../../db/schema/index.js';
import { createCompany, createUser } from '../../test/factories.js';
import { call, login } from '../../test/http.js';
import { collect, connectSocket, nextEvent, pause } from '../../test/sockets.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function adminOfNewCompany() {
  const company = await createCompany(t.database.db);
  const admin = await createUser(t.database.db, company.id, { profile: 'admin' });
  return { company, admin, session: await login(t.url, admin.email, admin.password) };
}

describe('simulator connection, end to end', () => {
  it('shows a QR, pairs on scan, turns a contact’s message into a ticket, and delivers replies with progressing acks', async () => {
    const { company, admin, session } = await adminOfNewCompany();
    const socket = await connectSocket(t.url, { token: session.publicToken, companyId: company.id, userId: admin.id });
    socket.emit('joinNotification');
    const sessionEvents = collect<{ session: Connection }>(socket, serverEvents.whatsappSession(company.id));

    const created = await call<Connection>(t.url, 'POST', '/whatsapp', {
      token: session.token,
      body: { name: 'Simulador', channel: 'simulator' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const withQr = await waitFor(
      () => call<Connection>(t.url, 'GET', `/whatsapp/${id}`, { token: session.token }),
      (r) => r.body.status === 'qrcode',
    );
    expect(withQr.body.qrcode).toMatch(/^guiche-simulator:/);

    expect((await call(t.url, 'POST', `/simulator/${id}/scan`, { token: session.token })).status).toBe(204);
    const connected = await call<Connection>(t.url, 'GET', `/whatsapp/${id}`, { token: session.token });
    expect(connected.body).toMatchObject({ status: 'CONNECTED', qrcode: '' });
    expect(connected.body.number).toMatch(/^5599\d{9}$/);
    await pause(100);
    expect(sessionEvents.map((e) => e.session.status)).toEqual(expect.arrayContaining(['qrcode', 'CONNECTED']));

    const appMessage = nextEvent<{ action: string; message: { body: string }; ticket: { status: string } }>(
      socket,
      serverEvents.appMessage(company.id),
    );
    const sent = await call(t.url, 'POST', `/simulator/${id}/chats/5511912345678/messages`, {
      token: session.token,
      body: { contactName: 'Ana Cliente', body: 'Quero um orçamento' },
    });
    expect(sent.status).toBe(201);
    expect(await appMessage).toMatchObject({
      action: 'create',
      message: { body: 'Quero um orçamento' },
      ticket: { status: 'pending' },
    });
    const [ticket] = await t.database.db.select().from(tickets).where(eq(tickets.companyId, company.id));
    expect(ticket).toMatchObject({
      status: 'pending',
      whatsappId: id,
      lastMessage: 'Quero um orçamento',
      unreadMessages: 1,
    });

    // A reply through the live session reaches the phone, and its acks progress there and in the message store.
    const adapter = t.app.services.channels.adapter(id);
    if (!adapter) throw new Error('no live session');
    const ref = await adapter.send('5511912345678', { kind: 'text', text: 'Olá Ana!' }, { idempotencyKey: 'k1' });
    const phone = await waitFor(
      () =>
        call<{ direction: string; body: string; ack: number }[]>(
          t.url,
          'GET',
          `/simulator/${id}/chats/5511912345678/messages`,
          { token: session.token },
        ),
      (r) => r.body.some((m) => m.direction === 'out' && m.ack === 3),
    );
    expect(phone.body.map((m) => [m.direction, m.body])).toEqual([
      ['in', 'Quero um orçamento'],
      ['out', 'Olá Ana!'],
    ]);
    expect(phone.body[1]?.ack).toBe(3);
    expect(ref.messageId).toMatch(/^SIMOUT-/);
    // The chat keeps the name the contact gave, even though the latest message is the reply.
    const state = await call<{ chats: { contactNumber: string; contactName: string; body: string }[] }>(
      t.url,
      'GET',
      `/simulator/${id}`,
      { token: session.token },
    );
    expect(state.body.chats).toEqual([
      expect.objectContaining({ contactNumber: '5511912345678', contactName: 'Ana Cliente', body: 'Olá Ana!' }),
    ]);
    await call(t.url, 'POST', `/simulator/${id}/chats/5511912345678/messages`, {
      token: session.token,
      body: { location: { latitude: -23.55, longitude: -46.63 } },
    });
    const afterLocation = await call<{ kind: string; body: string }[]>(
      t.url,
      'GET',
      `/simulator/${id}/chats/5511912345678/messages`,
      { token: session.token },
    );
    expect(afterLocation.body.at(-1)).toMatchObject({ kind: 'location', body: '-23.55,-46.63' });
    socket.close();
  });

  it('under lgpdHideNumber the phone’s live event shows the contact number masked to readers of profile user', async () => {
    const { company, admin, session } = await adminOfNewCompany();
    const attendant = await createUser(t.database.db, company.id);
    const attendantSession = await login(t.url, attendant.email, attendant.password);
    expect(
      (
        await call(t.url, 'PUT', '/companySettings', {
          token: session.token,
          body: { column: 'lgpdHideNumber', data: 'enabled' },
        })
      ).status,
    ).toBe(200);
    const created = await call<Connection>(t.url, 'POST', '/whatsapp', {
      token: session.token,
      body: { name: 'Sim', channel: 'simulator' },
    });
    const id = created.body.id;
    await waitFor(
      () => call<Connection>(t.url, 'GET', `/whatsapp/${id}`, { token: session.token }),
      (r) => r.body.status === 'qrcode',
    );
    await call(t.url, 'POST', `/simulator/${id}/scan`, { token: session.token });
    const adminSocket = await connectSocket(t.url, {
      token: session.publicToken,
      companyId: company.id,
      userId: admin.id,
    });
    const attendantSocket = await connectSocket(t.url, {
      token: attendantSession.publicToken,
      companyId: company.id,
      userId: attendant.id,
    });
    try {
      type PhoneEvent = { whatsappId: number; contactNumber?: string };
      const toAdmin = nextEvent<PhoneEvent>(adminSocket, serverEvents.simulator(company.id));
      const toAttendant = nextEvent<PhoneEvent>(attendantSocket, serverEvents.simulator(company.id));
      await call(t.url, 'POST', `/simulator/${id}/chats/5511912345678/messages`, {
        token: session.token,
        body: { body: 'Oi' },
      });
      expect(await toAdmin).toMatchObject({ whatsappId: id, contactNumber: '5511912345678' });
      expect(await toAttendant).toMatchObject({ whatsappId: id, contactNumber: maskPhoneNumber('5511912345678') });
    } finally {
      adminSocket.close();
      attendantSocket.close();
    }
  });

  it('only admins use the phone page, only for their own simulator connections', async () => {
    const { company, session } = await adminOfNewCompany();
    const created = await call<Connection>(t.url, 'POST', '/whatsapp', {
      token: session.token,
      body: { name: 'Sim', channel: 'simulator' },
    });
    const attendant = await createUser(t.database.db, company.id);
    const attendantToken = (await login(t.url, attendant.email, attendant.password)).token;
    expect((await call(t.url, 'GET', `/simulator/${created.body.id}`, { token: attendantToken })).status).toBe(403);
    const other = await adminOfNewCompany();
    expect((await call(t.url, 'GET', `/simulator/${created.body.id}`, { token: other.session.token })).status).toBe(
      404,
    );
    expect(
      (
        await call(t.url, 'POST', `/simulator/${created.body.id}/chats/5511900000000/messages`, {
          token: other.session.token,
          body: { body: 'oi' },
        })
      ).status,
    ).toBe(404);
  });

  it('a disconnected session refuses phone messages, and "try again" brings it back paired on the same number', async () => {
    const { session } = await adminOfNewCompany();
    const created = await call<Connection>(t.url, 'POST', '/whatsapp', {
      token: session.token,
      body: { name: 'Sim', channel: 'simulator' },
    });
    const id = created.body.id;
    await waitFor(
      () => call<Connection>(t.url, 'GET', `/whatsapp/${id}`, { token: session.token }),
      (r) => r.body.status === 'qrcode',
    );
    await call(t.url, 'POST', `/simulator/${id}/scan`, { token: session.token });
    const firstNumber = (await call<Connection>(t.url, 'GET', `/whatsapp/${id}`, { token: session.token })).body.number;
    expect(firstNumber).toMatch(/^5599\d{9}$/);
    const stopped = await call<Connection>(t.url, 'DELETE', `/whatsappsession/${id}`, { token: session.token });
    expect(stopped.body.status).toBe('DISCONNECTED');
    expect(
      await call(t.url, 'POST', `/simulator/${id}/chats/5511900000000/messages`, {
        token: session.token,
        body: { body: 'oi' },
      }),
    ).toMatchObject({ status: 409, body: { error: 'ERR_WAPP_NOT_INITIALIZED' } });
    // DELETE logs out: trying again shows a new QR.
    const again = await call<Connection>(t.url, 'POST', `/whatsappsession/${id}`, { token: session.token });
    expect(again.body.status).toBe('qrcode');
    await call(t.url, 'POST', `/simulator/${id}/scan`, { token: session.token });
    // Re-pairing is the same phone reading the QR again: the connection keeps its number.
    expect((await call<Connection>(t.url, 'GET', `/whatsapp/${id}`, { token: session.token })).body).toMatchObject({
      status: 'CONNECTED',
      number: firstNumber,
    });
    expect(
      (await call<{ number: string; paired: boolean }>(t.url, 'GET', `/simulator/${id}`, { token: session.token }))
        .body,
    ).toMatchObject({ number: firstNumber, paired: true });
  });

  it('stores a contact’s media and reactions', async () => {
    const { company, session } = await adminOfNewCompany();
    const created = await call<Connection>(t.url, 'POST', '/whatsapp', {
      token: session.token,
      body: { name: 'Sim', channel: 'simulator' },
    });
    const id = created.body.id;
    await waitFor(
      () => call<Connection>(t.url, 'GET', `/whatsapp/${id}`, { token: session.token }),
      (r) => r.body.status === 'qrcode',
    );
    await call(t.url, 'POST', `/simulator/${id}/scan`, { token: session.token });
    const form = new FormData();
    form.set('caption', 'minha foto');
    form.set('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' }), 'foto.jpg');
    const upload = await fetch(`${t.url}/api/simulator/${id}/chats/5511955554444/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const first = (await upload.json()) as { wid: string };
    await call(t.url, 'POST', `/simulator/${id}/chats/5511955554444/reactions`, {
      token: session.token,
      body: { targetWid: first.wid, emoji: '👍' },
    });
    const stored = await waitFor(
      () => t.database.db.select().from(messages).where(eq(messages.companyId, company.id)),
      (rows) => rows.length === 2,
    );
    expect(stored.find((m) => m.mediaType === 'image')).toMatchObject({ body: 'minha foto' });
    expect(stored.find((m) => m.mediaType === 'image')?.mediaUrl).toMatch(/\.jpg$/);
    expect(stored.find((m) => m.mediaType === 'reactionMessage')).toMatchObject({ body: '👍', quotedMsgId: first.wid });
  });
});
