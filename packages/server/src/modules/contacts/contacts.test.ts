import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { serverEvents, type ContactEventPayload, type ContactListAnswer, type ContactView } from '@guiche/shared';
import { contacts, tickets } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { collect, connectSocket, nextEvent } from '../../test/sockets.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { insertContact, insertTicket, loggedInUser } from './testing/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Issues = { error: string; issues: { path: string; message: string }[] };

const form = (extra: Record<string, unknown> = {}) => ({
  name: 'Maria Silva',
  number: '+55 (11) 99999-4321',
  email: 'maria@example.com',
  ...extra,
});

describe('creating and reading contacts', () => {
  it('stores the number as digits with its extra info, and reads it back as a ContactView', async () => {
    const { adminToken } = await createTeam(t);
    const created = await call<ContactView>(t.url, 'POST', '/contacts', {
      token: adminToken,
      body: form({
        extraInfo: [
          { name: 'CPF', value: '123.456.789-00' },
          { name: 'Plano', value: 'Ouro' },
        ],
      }),
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        name: 'Maria Silva',
        number: '5511999994321',
        email: 'maria@example.com',
        active: true,
        disableBot: false,
        acceptAudioMessage: true,
        channel: 'whatsapp',
        isGroup: false,
        tags: [],
      },
    });
    expect(created.body.extraInfo.map(({ name, value }) => [name, value])).toEqual([
      ['CPF', '123.456.789-00'],
      ['Plano', 'Ouro'],
    ]);
    const read = await call<ContactView>(t.url, 'GET', `/contacts/${created.body.id}`, { token: adminToken });
    expect(read.body).toEqual(created.body);
  });

  it('answers the spec’s validation texts as keys, field by field', async () => {
    const { attendantToken } = await createTeam(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [form({ name: 'A' }), 'name', 'validation.tooShort'],
      [form({ name: 'x'.repeat(51) }), 'name', 'validation.tooLong'],
      [form({ name: '' }), 'name', 'validation.required'],
      [form({ number: '' }), 'number', 'validation.required'],
      [form({ number: '1234567' }), 'number', 'validation.invalidPhone'],
      [form({ number: 'x'.repeat(51) }), 'number', 'validation.tooLong'],
      [form({ email: 'not-an-email' }), 'email', 'validation.invalidEmail'],
      // Eight characters, but too few digits to be a phone number.
      [form({ number: '+55 (11)' }), 'number', 'validation.invalidPhone'],
    ];
    for (const [body, path, message] of cases) {
      const res = await call<Issues>(t.url, 'POST', '/contacts', { token: attendantToken, body });
      expect(res.status, `${path} ${message}`).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', issues: expect.arrayContaining([{ path, message }]) });
    }
  });

  it('two simultaneous creations of one number: the unique index lets one through, the other is ERR_DUPLICATED_CONTACT', async () => {
    const { company, adminToken, attendantToken } = await createTeam(t);
    const [first, second] = await Promise.all([
      call(t.url, 'POST', '/contacts', { token: adminToken, body: form({ number: '5511988887777' }) }),
      call(t.url, 'POST', '/contacts', {
        token: attendantToken,
        body: form({ name: 'Outra Maria', number: '+55 11 98888-7777' }),
      }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expect([first.body, second.body]).toContainEqual({ error: 'ERR_DUPLICATED_CONTACT' });
    const rows = await t.database.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.companyId, company.id), eq(contacts.number, '5511988887777')));
    expect(rows).toHaveLength(1);
    // Another company may hold the same number.
    const other = await createTeam(t);
    expect(
      (await call(t.url, 'POST', '/contacts', { token: other.adminToken, body: form({ number: '5511988887777' }) }))
        .status,
    ).toBe(201);
  });
});

describe('editing contacts', () => {
  it('PUT changes the fields sent and replaces extra info as a set, keeping the ids of lines sent back', async () => {
    const { adminToken } = await createTeam(t);
    const created = await call<ContactView>(t.url, 'POST', '/contacts', {
      token: adminToken,
      body: form({
        extraInfo: [
          { name: 'A', value: '1' },
          { name: 'B', value: '2' },
        ],
      }),
    });
    const [lineA] = created.body.extraInfo;
    const updated = await call<ContactView>(t.url, 'PUT', `/contacts/${created.body.id}`, {
      token: adminToken,
      body: {
        name: 'Maria Souza',
        extraInfo: [
          { id: lineA?.id, name: 'A', value: 'um' },
          { name: 'C', value: '3' },
        ],
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Maria Souza', number: '5511999994321', email: 'maria@example.com' });
    expect(updated.body.extraInfo).toEqual([
      { id: lineA?.id, name: 'A', value: 'um' },
      { id: expect.any(Number), name: 'C', value: '3' },
    ]);
    // Without extraInfo the lines stay as they are.
    const renamed = await call<ContactView>(t.url, 'PUT', `/contacts/${created.body.id}`, {
      token: adminToken,
      body: { name: 'Maria' },
    });
    expect(renamed.body.extraInfo).toEqual(updated.body.extraInfo);
  });

  it('moving a contact onto a number another contact holds is ERR_DUPLICATED_CONTACT, and changes nothing', async () => {
    const { adminToken } = await createTeam(t);
    const first = await call<ContactView>(t.url, 'POST', '/contacts', {
      token: adminToken,
      body: form({ number: '5511911112222' }),
    });
    const second = await call<ContactView>(t.url, 'POST', '/contacts', {
      token: adminToken,
      body: form({ number: '5511933334444' }),
    });
    const res = await call(t.url, 'PUT', `/contacts/${second.body.id}`, {
      token: adminToken,
      body: { name: 'Trocado', number: first.body.number },
    });
    expect(res).toMatchObject({ status: 409, body: { error: 'ERR_DUPLICATED_CONTACT' } });
    expect(
      (await call<ContactView>(t.url, 'GET', `/contacts/${second.body.id}`, { token: adminToken })).body,
    ).toMatchObject({ name: 'Maria Silva', number: '5511933334444' });
  });

  it('toggles the bot and audio flags, and blocks and unblocks', async () => {
    const { company, attendantToken } = await createTeam(t);
    const contact = await insertContact(t.database.db, company.id);
    const path = (action: string) => `/contacts/${action}/${contact.id}`;
    expect(
      (await call<ContactView>(t.url, 'PUT', path('toggleDisableBot'), { token: attendantToken })).body.disableBot,
    ).toBe(true);
    expect(
      (await call<ContactView>(t.url, 'PUT', path('toggleDisableBot'), { token: attendantToken })).body.disableBot,
    ).toBe(false);
    expect(
      (await call<ContactView>(t.url, 'PUT', path('toggleAcceptAudio'), { token: attendantToken })).body
        .acceptAudioMessage,
    ).toBe(false);
    expect(
      (await call<ContactView>(t.url, 'PUT', path('block'), { token: attendantToken, body: { active: false } })).body
        .active,
    ).toBe(false);
    expect(
      (await call<ContactView>(t.url, 'PUT', path('block'), { token: attendantToken, body: { active: true } })).body
        .active,
    ).toBe(true);
    expect(await call(t.url, 'PUT', path('block'), { token: attendantToken, body: { active: 'no' } })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
  });

  it('deleting is for roles allowed contacts-page:deleteContact; the contact’s tickets go with it', async () => {
    const { company, adminToken, attendantToken } = await createTeam(t);
    const contact = await insertContact(t.database.db, company.id);
    const ticket = await insertTicket(t.database.db, company.id, contact.id);
    expect(await call(t.url, 'DELETE', `/contacts/${contact.id}`, { token: attendantToken })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    const supervisor = await loggedInUser(t, company.id, 'supervisor');
    expect((await call(t.url, 'DELETE', `/contacts/${contact.id}`, { token: supervisor.token })).status).toBe(403);
    expect((await call(t.url, 'DELETE', `/contacts/${contact.id}`, { token: adminToken })).status).toBe(204);
    expect(await call(t.url, 'GET', `/contacts/${contact.id}`, { token: adminToken })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_CONTACT_FOUND' },
    });
    expect(await t.database.db.select().from(tickets).where(eq(tickets.id, ticket.id))).toEqual([]);
  });

  it('another company’s contact is ERR_NO_CONTACT_FOUND for every call, and stays untouched', async () => {
    const { adminToken } = await createTeam(t);
    const other = await createTeam(t);
    const foreign = await insertContact(t.database.db, other.company.id, { name: 'Deles' });
    const attempts: [string, string, unknown?][] = [
      ['GET', `/contacts/${foreign.id}`],
      ['PUT', `/contacts/${foreign.id}`, { name: 'Nosso agora' }],
      ['PUT', `/contacts/toggleDisableBot/${foreign.id}`],
      ['PUT', `/contacts/toggleAcceptAudio/${foreign.id}`],
      ['PUT', `/contacts/block/${foreign.id}`, { active: false }],
      ['DELETE', `/contacts/${foreign.id}`],
    ];
    for (const [method, path, body] of attempts) {
      expect(
        await call(t.url, method, path, { token: adminToken, ...(body === undefined ? {} : { body }) }),
        `${method} ${path}`,
      ).toMatchObject({
        status: 404,
        body: { error: 'ERR_NO_CONTACT_FOUND' },
      });
    }
    expect(
      (await call<ContactView>(t.url, 'GET', `/contacts/${foreign.id}`, { token: other.adminToken })).body,
    ).toMatchObject({
      name: 'Deles',
      active: true,
      disableBot: false,
    });
  });
});

describe('GET /contacts/profile/{number}', () => {
  it('finds the company’s contact by number, creating it once when there is none', async () => {
    const { company, attendantToken } = await createTeam(t);
    const first = await call<{ contactId: number; urlPicture: string | null }>(
      t.url,
      'GET',
      '/contacts/profile/5511977776666',
      { token: attendantToken },
    );
    expect(first).toMatchObject({ status: 200, body: { contactId: expect.any(Number), urlPicture: null } });
    const again = await call<{ contactId: number }>(t.url, 'GET', '/contacts/profile/+55%2011%2097777-6666', {
      token: attendantToken,
    });
    expect(again.body.contactId).toBe(first.body.contactId);
    const rows = await t.database.db.select().from(contacts).where(eq(contacts.companyId, company.id));
    expect(rows.map((row) => [row.name, row.number])).toEqual([['5511977776666', '5511977776666']]);
    const other = await createTeam(t);
    expect(
      (
        await call<{ contactId: number }>(t.url, 'GET', '/contacts/profile/5511977776666', {
          token: other.attendantToken,
        })
      ).body.contactId,
    ).not.toBe(first.body.contactId);
    expect(await call(t.url, 'GET', '/contacts/profile/123', { token: attendantToken })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
  });
});

describe('listing contacts', () => {
  it('pages by 20 in name order with the total count, only the caller’s company', async () => {
    const { company, attendantToken } = await createTeam(t);
    const other = await createTeam(t);
    for (let i = 0; i < 25; i += 1)
      await insertContact(t.database.db, company.id, { name: `Cliente ${String(i).padStart(2, '0')}` });
    await insertContact(t.database.db, other.company.id, { name: 'Cliente de outra empresa' });
    const first = await call<ContactListAnswer>(t.url, 'GET', '/contacts', { token: attendantToken });
    expect(first.body).toMatchObject({ count: 25, hasMore: true });
    expect(first.body.contacts.map((c) => c.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Cliente ${String(i).padStart(2, '0')}`),
    );
    const second = await call<ContactListAnswer>(t.url, 'GET', '/contacts?pageNumber=2', { token: attendantToken });
    expect(second.body).toMatchObject({ count: 25, hasMore: false });
    expect(second.body.contacts.map((c) => c.name)).toEqual([
      'Cliente 20',
      'Cliente 21',
      'Cliente 22',
      'Cliente 23',
      'Cliente 24',
    ]);
  });

  it('searches names (any case, any part), numbers (typed with punctuation) and emails', async () => {
    const { company, attendantToken } = await createTeam(t);
    await insertContact(t.database.db, company.id, {
      name: 'João Pereira',
      number: '5511912345678',
      email: 'joao@empresa.com',
    });
    await insertContact(t.database.db, company.id, {
      name: 'Ana 50% Costa',
      number: '5521987654321',
      email: 'ana@outra.com',
    });
    await insertContact(t.database.db, company.id, { name: 'Beatriz', number: '5531900001111' });
    const names = async (search: string) =>
      (
        await call<ContactListAnswer>(t.url, 'GET', `/contacts?searchParam=${encodeURIComponent(search)}`, {
          token: attendantToken,
        })
      ).body.contacts.map((c) => c.name);
    expect(await names('PEREI')).toEqual(['João Pereira']);
    expect(await names('(11) 91234')).toEqual(['João Pereira']);
    expect(await names('87654')).toEqual(['Ana 50% Costa']);
    expect(await names('ana@outra')).toEqual(['Ana 50% Costa']);
    // Pattern characters are taken literally.
    expect(await names('50%')).toEqual(['Ana 50% Costa']);
    expect(await names('0%C')).toEqual([]);
    expect(await names('ninguém')).toEqual([]);
  });

  it('filters by channel, group and tags', async () => {
    const { company, adminToken } = await createTeam(t);
    await insertContact(t.database.db, company.id, { name: 'Zap' });
    await insertContact(t.database.db, company.id, {
      name: 'Insta',
      channel: 'instagram',
      number: null,
      externalId: 'ig-1',
    });
    await insertContact(t.database.db, company.id, { name: 'Grupo', isGroup: true, number: '120363000000000001' });
    const tagged = await insertContact(t.database.db, company.id, { name: 'Marcado' });
    const tag = await call<{ id: number }>(t.url, 'POST', '/tags', {
      token: adminToken,
      body: { name: 'VIP', color: '#ff0000' },
    });
    await call(t.url, 'POST', '/tags/sync', {
      token: adminToken,
      body: { contactId: tagged.id, tags: [{ id: tag.body.id }] },
    });
    const names = async (query: string) =>
      (await call<ContactListAnswer>(t.url, 'GET', `/contacts?${query}`, { token: adminToken })).body.contacts
        .map((c) => c.name)
        .sort();
    expect(await names('channel=instagram')).toEqual(['Insta']);
    expect(await names('isGroup=true')).toEqual(['Grupo']);
    expect(await names(`contactTag=${encodeURIComponent(JSON.stringify([tag.body.id]))}`)).toEqual(['Marcado']);
    expect(await names(`contactTag=${tag.body.id}`)).toEqual(['Marcado']);
    const listed = await call<ContactListAnswer>(t.url, 'GET', `/contacts?contactTag=${tag.body.id}`, {
      token: adminToken,
    });
    expect(listed.body.contacts[0]?.tags).toEqual([{ id: tag.body.id, name: 'VIP', color: '#ff0000' }]);
    expect(await call(t.url, 'GET', '/contacts?channel=telegram', { token: adminToken })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    expect(await call(t.url, 'GET', '/contacts?contactTag=%5Babc', { token: adminToken })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
  });

  it('GET /contacts/list answers id, name and number, searched and bounded', async () => {
    const { company, attendantToken } = await createTeam(t);
    for (let i = 0; i < 5; i += 1)
      await insertContact(t.database.db, company.id, { name: `Pessoa ${i}`, number: `551190000000${i}` });
    const listed = await call<{ id: number; name: string; number: string }[]>(
      t.url,
      'GET',
      '/contacts/list?searchParam=pessoa&limit=3',
      { token: attendantToken },
    );
    expect(listed.body).toEqual([
      { id: expect.any(Number), name: 'Pessoa 0', number: '5511900000000' },
      { id: expect.any(Number), name: 'Pessoa 1', number: '5511900000001' },
      { id: expect.any(Number), name: 'Pessoa 2', number: '5511900000002' },
    ]);
    expect((await call(t.url, 'GET', '/contacts/list?limit=1000', { token: attendantToken })).status).toBe(400);
  });
});

describe('lgpdHideNumber', () => {
  it('users of profile user see numbers partly hidden; a masked number sent back leaves the real one', async () => {
    const { company, admin, adminSession, adminToken } = await createTeam(t);
    const attendant = await loggedInUser(t, company.id, 'user');
    const contact = await insertContact(t.database.db, company.id, { name: 'Privado', number: '5511999994321' });
    const enabled = await call(t.url, 'PUT', '/companySettings', {
      token: adminToken,
      body: { column: 'lgpdHideNumber', data: 'enabled' },
    });
    expect(enabled.status).toBe(200);

    expect(
      (await call<ContactView>(t.url, 'GET', `/contacts/${contact.id}`, { token: attendant.token })).body.number,
    ).toBe('55119••••4321');
    expect(
      (await call<ContactListAnswer>(t.url, 'GET', '/contacts', { token: attendant.token })).body.contacts[0]?.number,
    ).toBe('55119••••4321');
    expect(
      (await call<{ number: string }[]>(t.url, 'GET', '/contacts/list', { token: attendant.token })).body[0]?.number,
    ).toBe('55119••••4321');
    expect((await call<ContactView>(t.url, 'GET', `/contacts/${contact.id}`, { token: adminToken })).body.number).toBe(
      '5511999994321',
    );

    const adminSocket = await connectSocket(t.url, {
      token: adminSession.publicToken,
      companyId: company.id,
      userId: admin.id,
    });
    const userSocket = await connectSocket(t.url, {
      token: attendant.publicToken,
      companyId: company.id,
      userId: attendant.user.id,
    });
    const toAdmin = nextEvent<ContactEventPayload>(adminSocket, serverEvents.contact(company.id));
    const toUser = nextEvent<ContactEventPayload>(userSocket, serverEvents.contact(company.id));
    const saved = await call<ContactView>(t.url, 'PUT', `/contacts/${contact.id}`, {
      token: attendant.token,
      body: { name: 'Privado Editado', number: '55119••••4321' },
    });
    expect(saved.body).toMatchObject({ name: 'Privado Editado', number: '55119••••4321' });
    expect(await toAdmin).toMatchObject({ action: 'update', contact: { id: contact.id, number: '5511999994321' } });
    expect(await toUser).toMatchObject({ action: 'update', contact: { id: contact.id, number: '55119••••4321' } });
    adminSocket.close();
    userSocket.close();
  });
});

describe('live contact events', () => {
  it('reach sockets of the contact’s company, never another company’s', async () => {
    const { company, admin, adminSession, adminToken } = await createTeam(t);
    const other = await createTeam(t);
    const mine = await connectSocket(t.url, {
      token: adminSession.publicToken,
      companyId: company.id,
      userId: admin.id,
    });
    const theirs = await connectSocket(t.url, {
      token: other.adminSession.publicToken,
      companyId: other.company.id,
      userId: other.admin.id,
    });
    const leaked = collect(theirs, serverEvents.contact(company.id));

    const created = nextEvent<ContactEventPayload>(mine, serverEvents.contact(company.id));
    const contact = await call<ContactView>(t.url, 'POST', '/contacts', { token: adminToken, body: form() });
    expect(await created).toEqual({ action: 'create', contact: contact.body });
    const updated = nextEvent<ContactEventPayload>(mine, serverEvents.contact(company.id));
    await call(t.url, 'PUT', `/contacts/toggleDisableBot/${contact.body.id}`, { token: adminToken });
    expect(await updated).toMatchObject({ action: 'update', contact: { id: contact.body.id, disableBot: true } });
    const deleted = nextEvent<ContactEventPayload>(mine, serverEvents.contact(company.id));
    await call(t.url, 'DELETE', `/contacts/${contact.body.id}`, { token: adminToken });
    expect(await deleted).toEqual({ action: 'delete', contactId: contact.body.id });

    // A fence: the other company's own event arrives after anything emitted before it, so nothing leaked.
    const fence = nextEvent(theirs, serverEvents.contact(other.company.id));
    await call(t.url, 'POST', '/contacts', { token: other.adminToken, body: form() });
    await fence;
    expect(leaked).toEqual([]);
    mine.close();
    theirs.close();
  });
});
