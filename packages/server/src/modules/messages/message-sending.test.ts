import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Connection, MessageView } from '@guiche/shared';
import { messages, tickets } from '../../db/schema/index.js';
import { FakeGraphServer } from '../../channels/meta/testing/fake-graph-server.js';
import { cloudInbound } from '../../channels/meta/testing/webhook-payloads.js';
import { WebhookEmitter, httpTransport } from '../../channels/meta/testing/webhook-emitter.js';
import { call } from '../../test/http.js';
import { keyOfMediaUrl } from '../../test/media.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { settingsRepository } from '../settings/settings.repository.js';
import { waitFor } from '../../test/wait.js';
import { postForm, SAMPLE_FILES, simulatorConversation } from './test-conversation.js';

const PHONE_ID = '106540352242999';
const GRAPH_TOKEN = 'EAAG-messages-test-token';
const HOUR_MS = 3_600_000;

let fake: FakeGraphServer;
let t: TestApp;
/** The server's clock runs this far ahead of the real one (reply windows). */
let clockOffsetMs = 0;
beforeAll(async () => {
  fake = await FakeGraphServer.start();
  fake.addPhoneNumber(PHONE_ID, GRAPH_TOKEN);
  t = await startTestApp({ graphBaseUrl: fake.baseUrl, now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const send = (token: string, ticketId: number, body: unknown) =>
  call<MessageView>(t.url, 'POST', `/messages/${ticketId}`, { token, body });

describe('POST /messages/{ticketId} with files', () => {
  it('stores each file in the company’s storage, sniffs its kind, and sends it through the channel', async () => {
    const { admin, adminToken } = await createTeam(t);
    const chat = await simulatorConversation(t, adminToken, admin.id);
    const sent = await postForm<MessageView[]>(
      t,
      `/messages/${chat.ticketId}`,
      adminToken,
      [
        { content: SAMPLE_FILES.png, type: 'image/png', name: 'foto.png' },
        { content: SAMPLE_FILES.pdf, type: 'application/pdf', name: '../../contrato.pdf' },
        { content: Buffer.from('not a picture'), type: 'image/png', name: 'falso.png' },
      ],
      [['body', 'veja a foto']],
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject([
      { mediaType: 'image', mediaName: 'foto.png', body: 'veja a foto', fromMe: true, userId: admin.id, ack: 0 },
      { mediaType: 'application', mediaName: 'contrato.pdf', body: '' },
      { mediaType: 'application', mediaName: 'falso.png', body: '' },
    ]);
    const [image, pdf] = sent.body as [MessageView, MessageView, MessageView];
    const stored = await fetch(image.mediaUrl ?? '');
    expect(Buffer.from(await stored.arrayBuffer()).equals(SAMPLE_FILES.png)).toBe(true);
    expect(keyOfMediaUrl(pdf.mediaUrl)).toMatch(/\.pdf$/);

    const phone = await chat.phoneOnce((c) => c.filter((m) => m.direction === 'out').length === 3);
    const out = phone.filter((m) => m.direction === 'out');
    expect(out[0]).toMatchObject({ kind: 'image', body: 'veja a foto', mediaMime: 'image/png' });
    expect(out[1]).toMatchObject({ kind: 'document', body: 'contrato.pdf', mediaMime: 'application/pdf' });
    expect(out[2]).toMatchObject({ kind: 'document', mediaMime: 'application/octet-stream' });
    expect((await t.database.db.select().from(tickets).where(eq(tickets.id, chat.ticketId)))[0]?.lastMessage).toBe(
      '📄',
    );
  });

  it('refuses files too large for their kind, empty or missing files, and closed tickets', async () => {
    const { admin, adminToken } = await createTeam(t);
    const chat = await simulatorConversation(t, adminToken, admin.id);
    const path = `/messages/${chat.ticketId}`;
    const bigImage = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(16 * 1024 * 1024)]);
    expect(
      await postForm(t, path, adminToken, [{ content: bigImage, type: 'image/png', name: 'big.png' }]),
    ).toMatchObject({ status: 413, body: { error: 'ERR_FILE_TOO_LARGE' } });
    expect(
      await postForm(t, path, adminToken, [{ content: Buffer.alloc(0), type: 'application/pdf', name: 'vazio.pdf' }]),
    ).toMatchObject({ status: 415, body: { error: 'ERR_INVALID_FILE' } });
    expect(await postForm(t, path, adminToken, [], [['body', 'sem arquivo']])).toMatchObject({
      status: 415,
      body: { error: 'ERR_INVALID_FILE' },
    });
    await t.database.db.update(tickets).set({ status: 'closed' }).where(eq(tickets.id, chat.ticketId));
    expect(
      await postForm(t, path, adminToken, [{ content: SAMPLE_FILES.pdf, type: 'application/pdf', name: 'a.pdf' }]),
    ).toMatchObject({ status: 409, body: { error: 'ERR_TICKET_NOT_OPEN' } });
    expect(await t.database.db.select().from(messages).where(eq(messages.ticketId, chat.ticketId))).toHaveLength(1);
  });
});

describe('POST /messages/{ticketId} as JSON', () => {
  it('quotes by message id, sends contact cards, keeps private notes (files too) off the channel', async () => {
    const { admin, adminToken } = await createTeam(t);
    const chat = await simulatorConversation(t, adminToken, admin.id);
    const [incoming] = await t.database.db.select().from(messages).where(eq(messages.ticketId, chat.ticketId));
    const quoted = await send(adminToken, chat.ticketId, { body: 'Respondendo', quotedMsgId: incoming?.id });
    expect(quoted.body).toMatchObject({ quotedMsgId: incoming?.wid, quotedMsg: { id: incoming?.id, body: 'Oi' } });
    expect(await send(adminToken, chat.ticketId, { body: 'x', quotedMsgId: 'nao-existe' })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });

    const note = await postForm<MessageView[]>(
      t,
      `/messages/${chat.ticketId}`,
      adminToken,
      [{ content: SAMPLE_FILES.png, type: 'image/png', name: 'interno.png' }],
      [['isPrivate', 'true']],
    );
    expect(note.body[0]).toMatchObject({ isPrivate: true, mediaType: 'image' });
    expect((await send(adminToken, chat.ticketId, { body: 'nota', isPrivate: true })).body.isPrivate).toBe(true);
    const card = await send(adminToken, chat.ticketId, { vCard: { name: 'Carlos', number: '55 11 98888-7777' } });
    expect(card).toMatchObject({ status: 201, body: { mediaType: 'contactMessage' } });
    expect(card.body.body).toContain('FN:Carlos');

    // The channel carries messages in order: once the card is there, anything private would have been too.
    const phone = await chat.phoneOnce((c) => c.some((m) => m.kind === 'contact'));
    const out = phone.filter((m) => m.direction === 'out');
    expect(out.map((m) => m.kind)).toEqual(['text', 'contact']);
    expect(out[0]).toMatchObject({ body: 'Respondendo', quotedWid: incoming?.wid });
    expect(out[1]?.body).toContain('waid=5511988887777');
    expect((await t.database.db.select().from(tickets).where(eq(tickets.id, chat.ticketId)))[0]?.lastMessage).toBe(
      '👤 Carlos',
    );
  });

  it('signs the text the channel gets when the chat asks and sendSignMessage allows it', async () => {
    const { company, admin, adminToken } = await createTeam(t);
    const chat = await simulatorConversation(t, adminToken, admin.id);
    await settingsRepository.updateColumn(t.database.db, company.id, 'sendSignMessage', 'disabled');
    await send(adminToken, chat.ticketId, { body: 'sem assinatura', signMessage: true });
    await settingsRepository.updateColumn(t.database.db, company.id, 'sendSignMessage', 'enabled');
    const signed = await send(adminToken, chat.ticketId, { body: 'assinada', signMessage: true });
    expect(signed.body.body).toBe('assinada');
    await send(adminToken, chat.ticketId, { body: 'toggle desligado' });
    const phone = await chat.phoneOnce((c) => c.filter((m) => m.direction === 'out').length === 3);
    expect(phone.filter((m) => m.direction === 'out').map((m) => m.body)).toEqual([
      'sem assinatura',
      `*${admin.name}:*\nassinada`,
      'toggle desligado',
    ]);
  });

  it('only open and group tickets take replies; the system may still write as the agent', async () => {
    const { company, admin, adminToken } = await createTeam(t);
    const chat = await simulatorConversation(t, adminToken, admin.id);
    await t.database.db.update(tickets).set({ status: 'pending' }).where(eq(tickets.id, chat.ticketId));
    expect(await send(adminToken, chat.ticketId, { body: 'oi' })).toMatchObject({
      status: 409,
      body: { error: 'ERR_TICKET_NOT_OPEN' },
    });
    await t.app.services.outbound.sendAsAgent(company.id, chat.ticketId, admin.id, 'Até logo!');
    const phone = await chat.phoneOnce((c) => c.some((m) => m.body === 'Até logo!'));
    expect(phone.some((m) => m.direction === 'out' && m.body === 'Até logo!')).toBe(true);
  });
});

describe('the reply window of Meta channels', () => {
  it('a Cloud API ticket takes replies for 24 h after the contact last wrote (private notes always)', async () => {
    const { company, admin, adminToken } = await createTeam(t);
    const created = await call<Connection>(t.url, 'POST', '/whatsapp', {
      token: adminToken,
      body: { name: 'Cloud API', channel: 'whatsappapi', providerAccountId: PHONE_ID, accessToken: GRAPH_TOKEN },
    });
    expect(created.status).toBe(201);
    const emitter = new WebhookEmitter(httpTransport(t.url), 'test-app-secret', fake);
    await emitter.deliver(
      '/api/webhooks/whatsapp',
      cloudInbound(PHONE_ID, '5511987650000', 'Carla', { id: 'wamid.WINDOW1', type: 'text', text: { body: 'Olá' } }),
    );
    const [ticket] = await waitFor(
      () => t.database.db.select().from(tickets).where(eq(tickets.companyId, company.id)),
      (rows) => rows.length === 1,
    );
    if (!ticket) throw new Error('no ticket');
    await t.database.db.update(tickets).set({ status: 'open', userId: admin.id }).where(eq(tickets.id, ticket.id));

    expect((await send(adminToken, ticket.id, { body: 'Dentro da janela' })).status).toBe(201);
    clockOffsetMs = 25 * HOUR_MS;
    try {
      expect(await send(adminToken, ticket.id, { body: 'Fora da janela' })).toMatchObject({
        status: 409,
        body: { error: 'ERR_OUTSIDE_REPLY_WINDOW' },
      });
      expect((await send(adminToken, ticket.id, { body: 'nota', isPrivate: true })).status).toBe(201);
      const react = await call(t.url, 'POST', '/react/messages', {
        token: adminToken,
        body: { text: '👍', id: 'wamid.WINDOW1', ticketId: ticket.id },
      });
      expect(react).toMatchObject({ status: 409, body: { error: 'ERR_OUTSIDE_REPLY_WINDOW' } });
    } finally {
      clockOffsetMs = 0;
    }
    const sent = await waitFor(
      () => Promise.resolve(fake.sends(PHONE_ID)),
      (s) => s.length === 1,
    );
    expect(sent.map((s) => s.json)).toMatchObject([{ type: 'text', text: { body: 'Dentro da janela' } }]);
  });
});
