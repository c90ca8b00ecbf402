import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { ContactView } from '@guiche/shared';
import { contacts } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { simulatorConversation } from '../messages/test-conversation.js';
import { insertContact } from './testing/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const form = (number: string, name = 'Maria Silva') => ({ name, number, email: '' });

describe('one contact per phone, whatever form it is typed or written in', () => {
  it('stores a national number typed with punctuation in its E.164 digits', async () => {
    const { adminToken } = await createTeam(t);
    const created = await call<ContactView>(t.url, 'POST', '/contacts', {
      token: adminToken,
      body: form('(11) 99999-4321'),
    });
    expect(created).toMatchObject({ status: 201, body: { number: '5511999994321' } });
  });

  it('finds the contact typed with the ninth digit when its WhatsApp id has none: no second contact', async () => {
    const { company, admin, adminToken } = await createTeam(t);
    const created = await call<ContactView>(t.url, 'POST', '/contacts', {
      token: adminToken,
      body: form('(11) 99999-4321'),
    });
    const chat = await simulatorConversation(t, adminToken, admin.id, '551199994321');
    expect(chat.contactId).toBe(created.body.id);
    const rows = await t.database.db
      .select({ id: contacts.id, number: contacts.number })
      .from(contacts)
      .where(and(eq(contacts.companyId, company.id), inArray(contacts.number, ['5511999994321', '551199994321'])));
    expect(rows).toEqual([{ id: created.body.id, number: '5511999994321' }]);
  });

  it('refuses a contact, new or edited, whose other form another contact has', async () => {
    const { adminToken } = await createTeam(t);
    await call<ContactView>(t.url, 'POST', '/contacts', { token: adminToken, body: form('+55 11 98888-7777') });
    expect(
      await call(t.url, 'POST', '/contacts', { token: adminToken, body: form('(11) 8888-7777', 'Outra') }),
    ).toMatchObject({ body: { error: 'ERR_DUPLICATED_CONTACT' } });
    const other = await call<ContactView>(t.url, 'POST', '/contacts', {
      token: adminToken,
      body: form('(11) 97777-1111', 'Outra'),
    });
    const moved = await call(t.url, 'PUT', `/contacts/${other.body.id}`, {
      token: adminToken,
      body: { number: '551188887777' },
    });
    expect(moved).toMatchObject({ body: { error: 'ERR_DUPLICATED_CONTACT' } });
    // Its own other form is no duplicate.
    expect(
      await call(t.url, 'PUT', `/contacts/${other.body.id}`, { token: adminToken, body: { number: '551177771111' } }),
    ).toMatchObject({ status: 200, body: { number: '551177771111' } });
  });

  it('keeps a number sent back as stored, a group id or a foreign number without its +', async () => {
    const { company, adminToken } = await createTeam(t);
    const group = await insertContact(t.database.db, company.id, {
      name: 'Grupo',
      isGroup: true,
      number: '120363000000000077',
    });
    expect(
      await call(t.url, 'PUT', `/contacts/${group.id}`, {
        token: adminToken,
        body: { name: 'Grupo novo', number: '120363000000000077' },
      }),
    ).toMatchObject({
      status: 200,
      body: { name: 'Grupo novo', number: '120363000000000077' },
    });
    const american = await call<ContactView>(t.url, 'POST', '/contacts', {
      token: adminToken,
      body: form('+1 212 555 1234', 'John'),
    });
    expect(american.body.number).toBe('12125551234');
    const renamed = await call(t.url, 'PUT', `/contacts/${american.body.id}`, {
      token: adminToken,
      body: { name: 'John Smith', number: '12125551234' },
    });
    expect(renamed).toMatchObject({ status: 200, body: { number: '12125551234' } });
  });
});
