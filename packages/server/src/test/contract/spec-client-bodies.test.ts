import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, prompts, queueIntegrations, tags, users } from '../../db/schema/index.js';
import { createCompany, createUser } from '../factories.js';
import { TEST_ADMIN } from '../test-database.js';
import { startTestApp, type TestApp } from '../test-app.js';
import { ALLOWED_ORIGIN, specClient, type Client } from './spec-client.js';

/**
 * Forms of a client built against the spec, sent exactly as such a client holds them: `""` for none, loose types, the
 * spec's spellings, and on edit the whole object it read back. Each is saved, and what the client did not mean to
 * write (read-only and unknown keys) is never applied.
 */
let t: TestApp;
let admin: Client;
let attendant: Client;
let companyId: number;
beforeAll(async () => {
  t = await startTestApp({ config: { corsOrigins: [ALLOWED_ORIGIN] } });
  const company = await createCompany(t.database.db);
  companyId = company.id;
  const adminUser = await createUser(t.database.db, company.id, { profile: 'admin' });
  const attendantUser = await createUser(t.database.db, company.id);
  admin = await logIn(adminUser.email, adminUser.password);
  attendant = await logIn(attendantUser.email, attendantUser.password);
});
afterAll(() => t.close());

const { api, logIn } = specClient(() => t);
const unique = () => randomUUID().slice(0, 8);

/** Tomorrow as São Paulo's calendar shows it (yyyy-MM-dd); the zone has had no daylight saving since 2019: UTC−3. */
function tomorrowInSaoPaulo(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + 86_400_000));
}

describe('a spec client’s create and edit forms', () => {
  it('queue: "" for order, rotation, integration and file list; the whole queue echoed back on edit', async () => {
    const created = await api(admin, 'POST', '/queue', {
      name: `Fila ${unique()}`,
      color: '#B80000',
      greetingMessage: '',
      outOfHoursMessage: '',
      orderQueue: '',
      tempoRoteador: '',
      ativarRoteador: false,
      integrationId: '',
      fileListId: '',
      promptId: '',
      schedules: [],
      chatbots: [],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ orderQueue: null, tempoRoteador: 0, integrationId: null, fileListId: null });

    const read = await api(admin, 'GET', `/queue/${created.body.id}`);
    const echoed = await api(admin, 'PUT', `/queue/${created.body.id}`, {
      ...read.body,
      orderQueue: '3',
      companyId: companyId + 1,
      id: 999_999,
    });
    expect(echoed.status).toBe(200);
    expect(echoed.body).toMatchObject({ id: created.body.id, companyId, orderQueue: 3 });
  });

  it('quick message: categoryId "", status true, and the media keys of its list view', async () => {
    const created = await api(admin, 'POST', '/quick-messages', {
      shortcode: `oi-${unique()}`,
      message: 'Olá!',
      geral: true,
      status: true,
      categoryId: '',
      isMedia: false,
      mediaPath: null,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'active', categoryId: null, geral: true });
    const edited = await api(admin, 'PUT', `/quick-messages/${created.body.id}`, {
      ...created.body,
      status: false,
      message: 'Tchau',
    });
    expect(edited).toMatchObject({ status: 200, body: { status: 'inactive', message: 'Tchau' } });
  });

  it('tag: saved without a colour gets one; its counts and ids echoed on edit change nothing', async () => {
    const created = await api(admin, 'POST', '/tags', { name: `Tag ${unique()}`, color: '', kanban: 0 });
    expect(created.status).toBe(201);
    expect(created.body.color).toMatch(/^#[0-9a-fA-F]{6}$/);
    const other = await createCompany(t.database.db);
    const edited = await api(admin, 'PUT', `/tags/${created.body.id}`, {
      ...created.body,
      name: 'Renomeada',
      companyId: other.id,
      contactsCount: 50,
      ticketsCount: 9,
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { name: 'Renomeada', color: created.body.color, contactsCount: 0 },
    });
    const [row] = await t.database.db.select().from(tags).where(eq(tags.id, created.body.id));
    expect(row?.companyId).toBe(companyId);
  });

  it('user: wpp "", whatsappId false, allTicket "enable"; the user read back echoed on edit', async () => {
    const created = await api(admin, 'POST', '/users', {
      name: 'Nova Atendente',
      email: `nova-${unique()}@test.local`,
      password: 'segredo1',
      profile: 'user',
      queueIds: [],
      whatsappId: false,
      wpp: '',
      allTicket: 'enable',
      startWork: '08:00',
      endWork: '18:00',
      farewellMessage: '',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ allTicket: 'enable', whatsappId: null });

    const read = await api(admin, 'GET', `/users/${created.body.id}`);
    const echoed = await api(admin, 'PUT', `/users/${created.body.id}`, {
      ...read.body,
      allTicket: 'disable',
      super: true,
      password: '',
    });
    expect(echoed).toMatchObject({ status: 200, body: { allTicket: 'disable', super: false } });
    const [row] = await t.database.db.select({ super: users.super }).from(users).where(eq(users.id, created.body.id));
    expect(row?.super).toBe(false);
  });

  it('an attendant echoing their own user back cannot raise their profile or flags', async () => {
    const me = await api(attendant, 'GET', `/users/${attendant.user.id}`);
    const echoed = await api(attendant, 'PUT', `/users/${attendant.user.id}`, { ...me.body, profile: 'admin' });
    expect(echoed.status).toBe(403);
    const own = await api(attendant, 'PUT', `/users/${attendant.user.id}`, {
      language: 'es',
      super: true,
      companyId: companyId + 1,
    });
    expect(own).toMatchObject({ status: 200, body: { language: 'es', super: false, companyId } });
  });

  it('schedule: a datetime-local sendAt is read in the company’s time, sentAt "" dropped', async () => {
    const [contact] = await t.database.db
      .insert(contacts)
      .values({ companyId, name: 'Rita', number: `55119${Date.now() % 100_000_000}` })
      .returning();
    const day = tomorrowInSaoPaulo();
    const created = await api(admin, 'POST', '/schedules', {
      body: 'Lembrete da consulta',
      contactId: String(contact!.id),
      sendAt: `${day}T18:00`,
      sentAt: '',
      userId: '',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ sendAt: `${day}T21:00:00.000Z`, userId: admin.user.id, status: 'PENDENTE' });
  });

  it('contact: lgpdAcceptedAt "" on create; the contact read back, tags and pictures included, echoed on edit', async () => {
    const created = await api(admin, 'POST', '/contacts', {
      name: 'Carla',
      number: `55219${Date.now() % 100_000_000}`,
      email: '',
      lgpdAcceptedAt: '',
      extraInfo: [],
    });
    expect(created.status).toBe(201);
    const read = await api(admin, 'GET', `/contacts/${created.body.id}`);
    const echoed = await api(admin, 'PUT', `/contacts/${created.body.id}`, {
      ...read.body,
      name: 'Carla Souza',
      tags: [{ id: 1, name: 'x', color: '#000000' }],
      channel: 'whatsapp',
      profilePicUrl: 'https://example.com/p.png',
      urlPicture: 'https://example.com/p.png',
      active: false,
      isGroup: true,
      extraInfo: [{ name: 'CPF', value: '123' }],
    });
    expect(echoed).toMatchObject({ status: 200, body: { name: 'Carla Souza', isGroup: false } });
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, created.body.id));
    expect(row).toMatchObject({ active: true, isGroup: false });
  });

  it('campaign: tagListId "Nenhuma", contact list and time "" save an inactive campaign', async () => {
    expect((await api(admin, 'PUT', '/companySettings', { column: 'campaignsEnabled', data: 'true' })).status).toBe(
      200,
    );
    const created = await api(admin, 'POST', '/campaigns', {
      name: `Black Friday ${unique()}`.slice(0, 50),
      confirmation: false,
      contactListId: '',
      tagListId: 'Nenhuma',
      whatsappId: '',
      scheduledAt: '',
      message1: 'Promoção!',
      message2: '',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'INATIVA', tagListId: null, contactListId: null, scheduledAt: null });
  });

  it('prompt: its masked API key echoed back on edit keeps the stored key', async () => {
    const queue = await api(admin, 'POST', '/queue', { name: `Fila IA ${unique()}`, color: '#1273DE' });
    const created = await api(admin, 'POST', '/prompt', {
      name: 'Assistente',
      prompt: 'Ajude.',
      queueId: String(queue.body.id),
      apiKey: 'sk-segredo-1234',
      maxTokens: '',
      temperature: '1',
      maxMessages: '10',
    });
    expect(created.status).toBe(201);
    expect(created.body.apiKey).toBe('••••1234');
    const sealedKey = async () =>
      (
        await t.database.db.select({ key: prompts.apiKeySealed }).from(prompts).where(eq(prompts.id, created.body.id))
      )[0]?.key;
    const before = await sealedKey();
    const edited = await api(admin, 'PUT', `/prompt/${created.body.id}`, { ...created.body, name: 'Assistente 2' });
    expect(edited).toMatchObject({ status: 200, body: { name: 'Assistente 2', apiKey: '••••1234' } });
    expect(Buffer.from((await sealedKey()) ?? []).equals(Buffer.from(before ?? []))).toBe(true);
  });

  it('integration: language "" for a webhook', async () => {
    const created = await api(admin, 'POST', '/queueIntegration', {
      type: 'webhook',
      name: `Hook ${unique()}`,
      urlN8N: 'https://hooks.example.com/x',
      language: '',
      projectName: '',
      jsonContent: '',
      typebotExpires: '',
    });
    expect(created.status).toBe(201);
    const [row] = await t.database.db.select().from(queueIntegrations).where(eq(queueIntegrations.id, created.body.id));
    expect(row?.language ?? null).toBeNull();
  });
});

describe('a spec client of the super administrator', () => {
  it('plan: useIntegration (spec 2 §3) is read as useIntegrations', async () => {
    const root = await logIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const created = await api(root, 'POST', '/plans', {
      name: `Plano ${unique()}`,
      users: '3',
      connections: '1',
      queues: '2',
      amount: '49,9'.replace(',', '.'),
      useIntegration: false,
      useCampaigns: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ useIntegrations: false, useCampaigns: true, users: 3 });
  });

  it('company: numberAttendants and numberConections of the list are accepted and left alone; "" due date is none', async () => {
    const root = await logIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const plan = await api(root, 'POST', '/plans', {
      name: `Plano ${unique()}`,
      users: 3,
      connections: 1,
      queues: 2,
      amount: 10,
    });
    const created = await api(root, 'POST', '/companies', {
      name: `Empresa ${unique()}`,
      email: `empresa-${unique()}@test.local`,
      password: 'segredo1',
      planId: String(plan.body.id),
      status: true,
      dueDate: '',
      recurrence: 'MENSAL',
      numberAttendants: '',
      numberConections: '',
    });
    expect(created.status).toBe(201);
    const listed = await api(root, 'GET', `/companies/${created.body.id}`);
    const echoed = await api(root, 'PUT', `/companies/${created.body.id}`, {
      ...listed.body,
      numberAttendants: 99,
      numberConections: 99,
      phone: '',
    });
    expect(echoed.status).toBe(200);
  });
});
