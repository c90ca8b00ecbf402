import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactListItemListAnswer, ContactListItemView, ContactListView } from '@guiche/shared';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { loggedInUser } from '../contacts/testing/fixtures.js';
import { createList, enableCampaigns, uploadSheet } from '../campaigns/testing/campaign-support.js';

/**
 * Issue 39: contact lists are campaign recipients, so their writes follow the campaigns' rule (admins and
 * supervisors); a plain user reads them and is refused every write with 403, before the body or file is read.
 * Deleting one item stays the contacts' rule contacts-page:deleteContact (spec 3 §6: admins).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A company with campaigns on, its admin, a supervisor and a plain user, and a list of the admin's with one item. */
async function staff() {
  const team = await createTeam(t);
  await enableCampaigns(t, team.adminToken);
  const supervisor = await loggedInUser(t, team.company.id, 'supervisor');
  const list = await createList(t, team.adminToken, 'Clientes');
  const item = await call<ContactListItemView>(t.url, 'POST', '/contact-list-items', {
    token: team.adminToken,
    body: { name: 'Ana', number: '5511955550001', contactListId: list.id },
  });
  expect(item.status).toBe(201);
  return { ...team, supervisorToken: supervisor.token, list, item: item.body };
}

const itemsOf = async (token: string, listId: number) =>
  (await call<ContactListItemListAnswer>(t.url, 'GET', `/contact-list-items?contactListId=${listId}`, { token })).body;

const CSV = { content: Buffer.from('nome;numero\nBia;5511955550002\n'), name: 'lista.csv', type: 'text/csv' };
const refused = { status: 403, body: { error: 'ERR_NO_PERMISSION' } };

describe('contact list roles', () => {
  it('a plain user reads lists and items but every write is refused with 403, whatever the body, and changes nothing', async () => {
    const { adminToken, attendantToken, list, item } = await staff();
    const user = { token: attendantToken };
    const tag = await call<{ id: number }>(t.url, 'POST', '/tags', {
      token: adminToken,
      body: { name: 'Leads', color: '#aa3311' },
    });

    expect((await call(t.url, 'GET', '/contact-lists', user)).status).toBe(200);
    expect((await call(t.url, 'GET', `/contact-lists/${list.id}`, user)).status).toBe(200);
    expect((await call(t.url, 'GET', `/contact-list-items/${item.id}`, user)).status).toBe(200);
    expect((await itemsOf(attendantToken, list.id)).count).toBe(1);

    expect(await call(t.url, 'POST', '/contact-lists', { ...user, body: { name: 'Minha lista' } })).toMatchObject(
      refused,
    );
    // The role is checked before the body: a bad one is refused all the same, not answered with 400.
    expect(await call(t.url, 'POST', '/contact-lists', { ...user, body: { name: 'A' } })).toMatchObject(refused);
    expect(await call(t.url, 'PUT', `/contact-lists/${list.id}`, { ...user, body: { name: 'Outra' } })).toMatchObject(
      refused,
    );
    expect(await call(t.url, 'DELETE', `/contact-lists/${list.id}`, user)).toMatchObject(refused);
    expect(await uploadSheet(t, attendantToken, list.id, CSV)).toMatchObject(refused);
    expect(
      await call(t.url, 'POST', `/contact-lists/${list.id}/tags`, { ...user, body: { tagId: tag.body.id } }),
    ).toMatchObject(refused);
    expect(
      await call(t.url, 'POST', '/contact-list-items', {
        ...user,
        body: { name: 'Bia', number: '5511955550002', contactListId: list.id },
      }),
    ).toMatchObject(refused);
    expect(await call(t.url, 'POST', '/contact-list-items', { ...user, body: { number: 1 } })).toMatchObject(refused);
    expect(
      await call(t.url, 'PUT', `/contact-list-items/${item.id}`, {
        ...user,
        body: { name: 'Ana Maria', number: '5511955550001', contactListId: list.id },
      }),
    ).toMatchObject(refused);
    expect(await call(t.url, 'DELETE', `/contact-list-items/${item.id}`, user)).toMatchObject(refused);

    expect(await call<ContactListView>(t.url, 'GET', `/contact-lists/${list.id}`, { token: adminToken })).toMatchObject(
      { status: 200, body: { name: 'Clientes', contactsCount: 1 } },
    );
    expect((await itemsOf(adminToken, list.id)).contacts).toMatchObject([{ id: item.id, name: 'Ana' }]);
  });

  it('a supervisor creates, fills, edits and deletes lists, the admin’s too, but not one item (an admin does)', async () => {
    const { adminToken, supervisorToken, list, item } = await staff();
    const supervisor = { token: supervisorToken };
    const own = await createList(t, supervisorToken, 'Fornecedores');
    // Past the role, the body is validated as for anyone.
    expect(await call(t.url, 'POST', '/contact-lists', { ...supervisor, body: { name: 'A' } })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    expect(await uploadSheet(t, supervisorToken, list.id, CSV)).toMatchObject({ status: 200, body: { added: 1 } });
    const added = await call<ContactListItemView>(t.url, 'POST', '/contact-list-items', {
      ...supervisor,
      body: { name: 'Caio', number: '5511955550003', contactListId: list.id },
    });
    expect(added.status).toBe(201);
    expect(
      await call(t.url, 'PUT', `/contact-list-items/${item.id}`, {
        ...supervisor,
        body: { name: 'Ana Maria', number: '5511955550001', contactListId: list.id },
      }),
    ).toMatchObject({ status: 200, body: { name: 'Ana Maria' } });
    expect(await call(t.url, 'DELETE', `/contact-list-items/${item.id}`, supervisor)).toMatchObject(refused);
    expect((await call(t.url, 'DELETE', `/contact-list-items/${item.id}`, { token: adminToken })).status).toBe(204);
    expect(
      await call(t.url, 'PUT', `/contact-lists/${list.id}`, { ...supervisor, body: { name: 'Clientes 2026' } }),
    ).toMatchObject({ status: 200, body: { name: 'Clientes 2026', contactsCount: 2 } });
    expect((await call(t.url, 'DELETE', `/contact-lists/${list.id}`, supervisor)).status).toBe(204);
    expect((await call(t.url, 'DELETE', `/contact-lists/${own.id}`, supervisor)).status).toBe(204);
    expect((await call(t.url, 'GET', `/contact-lists/${list.id}`, { token: adminToken })).status).toBe(404);
  });
});
