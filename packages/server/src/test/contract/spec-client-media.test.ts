import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { createCompany, createQueue, createUser } from '../factories.js';
import { collect } from '../sockets.js';
import { startTestApp, type TestApp } from '../test-app.js';
import { waitFor } from '../wait.js';
import { ALLOWED_ORIGIN, specClient, type Answer, type Client } from './spec-client.js';

/**
 * Media, avatars and live details as a spec client reads them (issue 34): its backend URL is `{host}/api`, it
 * builds avatar URLs itself, resolves media URLs of events against its own base, and counts unread from answers.
 * PUBLIC_URL is unset, as operators leave it.
 */
/** With Redis on PostgreSQL, a second server process of the same deployment (one database, secret and namespace). */
const clustered = Boolean(process.env.REDIS_URL) && process.env.TEST_DB === 'postgres';
let t: TestApp;
let second: TestApp | undefined;
beforeAll(async () => {
  const shared = {
    jwtSecret: randomBytes(32).toString('hex'),
    rateLimit: { namespace: `guiche-test-${randomBytes(6).toString('hex')}:` },
    config: { corsOrigins: [ALLOWED_ORIGIN] },
  };
  t = await startTestApp(shared);
  if (clustered) second = await startTestApp({ ...shared, database: t.database });
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

const { api, logIn } = specClient(() => t);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SIGNED_MEDIA =
  /^(https?:\/\/[^/]+)\/api\/media\/company-\d+\/[a-z-]+\/[0-9a-f-]{36}\.[a-z0-9]+\?expires=\d+&signature=[\w-]{43}$/;

const sockets: Socket[] = [];
afterAll(() => sockets.forEach((socket) => socket.close()));

/** The client's socket: namespace /api of its backend URL, the socket cookie and the query ids (spec 1 §7). */
function openSocket(base: string, client: Client): Promise<Socket> {
  const socket = io(`${base}/api`, {
    query: { companyId: String(client.user.companyId), userId: String(client.user.id) },
    extraHeaders: { cookie: `jst=${client.cookies.get('jst') ?? ''}`, origin: ALLOWED_ORIGIN },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function upload(
  client: Client,
  path: string,
  field: string,
  content: Buffer,
  name: string,
  fields: Record<string, string> = {},
): Promise<Answer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set(field, new Blob([new Uint8Array(content)], { type: 'image/png' }), name);
  const response = await fetch(`${t.url}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}`, origin: ALLOWED_ORIGIN },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/** An admin of a fresh company with a paired simulator connection. */
async function companyWithSimulator() {
  const company = await createCompany(t.database.db);
  const admin = await createUser(t.database.db, company.id, { profile: 'admin' });
  const client = await logIn(admin.email, admin.password);
  const connection = await api(client, 'POST', '/whatsapp', {
    name: `Sim ${randomUUID().slice(0, 6)}`,
    channel: 'simulator',
  });
  const whatsappId = Number(connection.body.id);
  await waitFor(
    () => api(client, 'GET', `/whatsapp/${whatsappId}`),
    (answer) => answer.body.status === 'qrcode',
  );
  await api(client, 'POST', `/simulator/${whatsappId}/scan`);
  const write = (number: string, body: Record<string, unknown>) =>
    api(client, 'POST', `/simulator/${whatsappId}/chats/${number}/messages`, { contactName: 'Rita', ...body });
  const ticketOf = (number: string) =>
    waitFor(
      () => api(client, 'GET', '/tickets?status=pending&pageNumber=1&showAll=true'),
      (answer) =>
        answer.body.tickets.some((ticket: { contact: { number: string } }) => ticket.contact.number === number),
    ).then((answer) =>
      answer.body.tickets.find((ticket: { contact: { number: string } }) => ticket.contact.number === number),
    );
  return { company, client, whatsappId, write, ticketOf };
}

describe('avatars at the path spec clients build', () => {
  it('serves {backend}/public/company{companyId}/user/{profileImage} to an <img>, and nothing else', async () => {
    const { company, client } = await companyWithSimulator();
    const uploaded = await upload(client, `/users/${client.user.id}/media-upload`, 'profileImage', PNG, 'me.png', {
      userId: String(client.user.id),
      typeArch: 'user',
    });
    expect(uploaded.status).toBe(200);
    const { profileImage, profileImageUrl } = uploaded.body;
    expect(profileImage).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(profileImageUrl).toMatch(SIGNED_MEDIA);
    const me = await api(client, 'GET', '/auth/me');
    expect(me.body).toMatchObject({ profileImage });

    for (const backend of [`${t.url}/api`, t.url]) {
      // An <img> sends no token and no cookie of ours.
      const image = await fetch(`${backend}/public/company${company.id}/user/${profileImage}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    }

    const other = await createCompany(t.database.db);
    const refused = [
      `/api/public/company${other.id}/user/${profileImage}`,
      `/api/public/company${company.id}/user/${randomUUID()}.png`,
      `/api/public/company${company.id}/user/..%2F..%2Fusers%2F${profileImage}`,
      `/api/public/company${company.id}/messages/${profileImage}`,
    ];
    for (const path of refused) expect((await fetch(`${t.url}${path}`)).status, path).toBe(404);
  });

  it('answers profileImage null without an avatar', async () => {
    const company = await createCompany(t.database.db);
    const user = await createUser(t.database.db, company.id);
    const client = await logIn(user.email, user.password);
    expect(client.user).toMatchObject({ profileImage: null, profileImageUrl: null });
  });
});

describe('media and chat details in answers and events', () => {
  it('sends absolute media URLs in events without PUBLIC_URL, each on the host its socket came through', async () => {
    const { client, whatsappId, ticketOf, write } = await companyWithSimulator();
    const number = '5511955550001';
    await write(number, { body: 'Oi' });
    const ticket = await ticketOf(number);
    const hosts = [t.url, t.url.replace('127.0.0.1', 'localhost')];
    const heard = await Promise.all(
      hosts.map(async (base) => {
        const socket = await openSocket(base, client);
        await socket.emitWithAck('joinChatBox', String(ticket.id));
        return collect<{ action: string; message: { mediaUrl: string | null } }>(
          socket,
          `company-${client.user.companyId}-appMessage`,
        );
      }),
    );
    const form = new FormData();
    form.set('contactName', 'Rita');
    form.set('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'foto.png');
    const sent = await fetch(`${t.url}/api/simulator/${whatsappId}/chats/${number}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.token}` },
      body: form,
    });
    expect(sent.status).toBe(201);

    for (const [index, seen] of heard.entries()) {
      const event = await waitFor(
        async () => seen.find((payload) => payload.message.mediaUrl !== null),
        (found) => found !== undefined,
      );
      const url = event?.message.mediaUrl ?? '';
      expect(SIGNED_MEDIA.exec(url)?.[1]).toBe(hosts[index]);
      const file = await fetch(url);
      expect(file.status).toBe(200);
    }
  });

  it('answers quotedMsg with its contact and media, and remoteJid, as message objects carry them', async () => {
    const { client, whatsappId, ticketOf, write } = await companyWithSimulator();
    const number = '5511955550002';
    await write(number, { body: 'Oi' });
    const ticket = await ticketOf(number);
    const form = new FormData();
    form.set('contactName', 'Rita');
    form.set('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'foto.png');
    await fetch(`${t.url}/api/simulator/${whatsappId}/chats/${number}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.token}` },
      body: form,
    });
    const withImage = await waitFor(
      () => api(client, 'GET', `/messages/${ticket.id}?pageNumber=1`),
      (answer) => answer.body.messages.some((message: { mediaUrl: string | null }) => message.mediaUrl !== null),
    );
    const image = withImage.body.messages.find((message: { mediaUrl: string | null }) => message.mediaUrl !== null);
    await write(number, { body: 'Essa foto', quotedWid: image.wid });
    const page = await waitFor(
      () => api(client, 'GET', `/messages/${ticket.id}?pageNumber=1`),
      (answer) => answer.body.messages.some((message: { body: string }) => message.body === 'Essa foto'),
    );
    const quoting = page.body.messages.find((message: { body: string }) => message.body === 'Essa foto');
    expect(quoting.quotedMsg).toMatchObject({ id: image.id, contact: { name: 'Rita' } });
    expect(quoting.quotedMsg.mediaUrl).toMatch(SIGNED_MEDIA);
    expect(quoting.remoteJid).toBe(`${number}@s.whatsapp.net`);

    // The attendant's reply names the same chat.
    const queue = await createQueue(t.database.db, client.user.companyId);
    const accepted = await api(client, 'PUT', `/tickets/${ticket.id}`, {
      status: 'open',
      userId: client.user.id,
      queueId: queue.id,
    });
    expect(accepted.status).toBe(200);
    const reply = await api(client, 'POST', `/messages/${ticket.id}`, {
      read: 1,
      fromMe: true,
      mediaUrl: '',
      body: 'Linda!',
      quotedMsg: null,
    });
    expect(reply.status).toBeLessThan(300);
    const afterReply = await api(client, 'GET', `/messages/${ticket.id}?pageNumber=1`);
    expect(afterReply.body.messages.find((message: { body: string }) => message.body === 'Linda!')).toMatchObject({
      fromMe: true,
      remoteJid: `${number}@s.whatsapp.net`,
    });
  });

  it('shows the contact typing on the ticket while it is', async () => {
    const { client, whatsappId, ticketOf, write } = await companyWithSimulator();
    const number = '5511955550003';
    await write(number, { body: 'Oi' });
    const ticket = await ticketOf(number);
    expect(ticket.presence).toBeNull();
    await api(client, 'POST', `/simulator/${whatsappId}/chats/${number}/presence`, { state: 'composing' });
    const typing = await waitFor(
      () => api(client, 'GET', `/tickets/u/${ticket.uuid}`),
      (answer) => answer.body.presence === 'composing',
    );
    expect(typing.body.presence).toBe('composing');
    await api(client, 'POST', `/simulator/${whatsappId}/chats/${number}/presence`, { state: 'paused' });
    const stopped = await waitFor(
      () => api(client, 'GET', `/tickets/u/${ticket.uuid}`),
      (answer) => answer.body.presence === null,
    );
    expect(stopped.body.presence).toBeNull();
  });

  it('counts no unread message on a chat box the attendant has open, and counts the others', async () => {
    const { client, ticketOf, write } = await companyWithSimulator();
    const [watchedNumber, otherNumber] = ['5511955550004', '5511955550005'];
    await write(watchedNumber, { body: 'Oi' });
    await write(otherNumber, { body: 'Oi' });
    const [watched, other] = [await ticketOf(watchedNumber), await ticketOf(otherNumber)];
    const socket = await openSocket(t.url, client);
    await socket.emitWithAck('joinChatBox', String(watched.id));
    const events = collect<{
      action: string;
      message: { body: string };
      ticket: { id: number; unreadMessages: number };
    }>(socket, `company-${client.user.companyId}-appMessage`);

    await write(watchedNumber, { body: 'Estou vendo' });
    await write(otherNumber, { body: 'Ninguém me vê' });
    const live = await waitFor(
      async () => events.find((event) => event.message.body === 'Estou vendo'),
      (found) => found !== undefined,
    );
    expect(live?.ticket).toMatchObject({ id: watched.id, unreadMessages: 0 });
    const listed = await waitFor(
      () => api(client, 'GET', '/tickets?status=pending&pageNumber=1&showAll=true'),
      (answer) => answer.body.tickets.find((ticket: { id: number }) => ticket.id === other.id)?.unreadMessages === 2,
    );
    expect(listed.body.tickets.find((ticket: { id: number }) => ticket.id === watched.id)).toMatchObject({
      unreadMessages: 0,
    });

    // Closing the chat box, the next message counts again.
    await socket.emitWithAck('leaveChatBox', String(watched.id));
    await write(watchedNumber, { body: 'Saiu?' });
    const counted = await waitFor(
      () => api(client, 'GET', '/tickets?status=pending&pageNumber=1&showAll=true'),
      (answer) => answer.body.tickets.find((ticket: { id: number }) => ticket.id === watched.id)?.unreadMessages === 1,
    );
    expect(counted.body.tickets.find((ticket: { id: number }) => ticket.id === watched.id)).toMatchObject({
      unreadMessages: 1,
    });
  });

  it.skipIf(!clustered)('asks every server process which chat boxes are open', async () => {
    const { client, ticketOf, write } = await companyWithSimulator();
    const number = '5511955550006';
    await write(number, { body: 'Oi' });
    const ticket = await ticketOf(number);
    // The socket is served by the other process; the simulator's session, and so the inbound write, by this one.
    const socket = await openSocket(second?.url ?? '', client);
    await socket.emitWithAck('joinChatBox', String(ticket.id));
    await write(number, { body: 'Do outro lado' });
    const listed = await waitFor(
      () => api(client, 'GET', `/tickets/u/${ticket.uuid}`),
      (answer) => answer.body.lastMessage === 'Do outro lado',
    );
    expect(listed.body).toMatchObject({ lastMessage: 'Do outro lado', unreadMessages: 0 });
  });
});
