import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Connection } from '@guiche/shared';
import { contacts } from '../../db/schema/index.js';
import type { FakeGraphServer } from '../../channels/meta/testing/fake-graph-server.js';
import { graphError } from '../../channels/meta/testing/graph-answers.js';
import { startMetaTestApp, stopMetaTestApp } from '../../channels/meta/testing/meta-test-app.js';
import type { WebhookEmitter } from '../../channels/meta/testing/webhook-emitter.js';
import { messengerWebhook } from '../../channels/meta/testing/webhook-payloads.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import type { TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { CONTACT_PROFILE_QUEUE } from './contact-profiles.js';

/** A 1×1 PNG: what the fake CDN serves as a profile picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let fake: FakeGraphServer;
let t: TestApp;
let emitter: WebhookEmitter;
let pages = 0;
const updated: number[] = [];
beforeAll(async () => {
  ({ fake, t, emitter } = await startMetaTestApp(() => undefined));
  t.app.services.events.on('contact.updated', ({ contactId }) => void updated.push(contactId));
});
afterAll(() => stopMetaTestApp({ fake, t }));

/**
 * A company with its own Page (and the Page's Instagram account) connected through POST /facebook: a Page belongs to
 * one connection only, so every test gets a fresh one.
 */
async function connected(channel: 'facebook' | 'instagram') {
  pages += 1;
  const user = { id: `1015800000000${pages}`, token: `EAAG-user-${pages}` };
  const page = {
    id: `10400000000000${pages}`,
    name: `Loja ${pages}`,
    token: `EAAG-page-${pages}`,
    instagram: { id: `1784140000000${pages}`, username: `loja${pages}` },
  };
  fake.addUser(user.id, user.token, [page]);
  const team = await createTeam(t);
  const answer = await call<Connection[]>(t.url, 'POST', '/facebook', {
    token: team.adminToken,
    body: {
      facebookUserId: user.id,
      facebookUserToken: user.token,
      ...(channel === 'instagram' ? { addInstagram: true } : {}),
    },
  });
  expect(answer.status).toBe(200);
  const accountId = channel === 'facebook' ? page.id : page.instagram.id;
  /** A customer's message to the account, delivered as Meta signs it. */
  const write = async (customer: string, mid: string) => {
    const item = {
      sender: { id: customer },
      recipient: { id: accountId },
      timestamp: 1_760_000_000_000,
      message: { mid, text: 'Oi!' },
    };
    const replies = await emitter.deliver(
      '/api/webhooks/meta',
      messengerWebhook(channel === 'facebook' ? 'page' : 'instagram', accountId, [item]),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200]);
  };
  return { ...team, page, write };
}

const contactOf = async (companyId: number, externalId: string) =>
  (
    await t.database.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.companyId, companyId), eq(contacts.externalId, externalId)))
  )[0];

/** The contact once `ok` holds (or as it is after the wait, for the assertion to show). */
const contactWhen = (
  companyId: number,
  externalId: string,
  ok: (contact: Awaited<ReturnType<typeof contactOf>>) => boolean,
) => waitFor(() => contactOf(companyId, externalId), ok, 20_000);

/** The state pg-boss holds the contact's look-up job in. */
async function jobState(contactId: number): Promise<string | undefined> {
  const { rows } = await t.database.executeSql(
    `SELECT state FROM pgboss.job WHERE name = $1 AND data->>'contactId' = $2`,
    [CONTACT_PROFILE_QUEUE, String(contactId)],
  );
  return (rows[0] as { state?: string } | undefined)?.state;
}

const profileCalls = (userId: string) =>
  fake.requests.filter((request) => request.method === 'GET' && request.path.endsWith(`/${userId}`));

// Each test waits for a job (and one for its retry, 3–6 s): a margin over the default 30 s on a loaded machine.
describe('Messenger and Instagram contacts take their name and picture from Graph', { timeout: 60_000 }, () => {
  it('a new Messenger sender is named as its profile says, with its picture copied into the company storage', async () => {
    const { company, adminToken, page, write } = await connected('facebook');
    const psid = '6100000000000101';
    fake.addProfile(
      psid,
      { kind: 'facebook', first_name: 'Ana', last_name: 'Souza' },
      { bytes: PNG, mime: 'image/png' },
    );
    await write(psid, 'mid.profile.1');

    const contact = await contactWhen(
      company.id,
      psid,
      (row) => row?.name === 'Ana Souza' && row.profilePicUrl !== null,
    );
    expect(contact).toMatchObject({ name: 'Ana Souza', channel: 'facebook' });
    expect(contact?.profilePicUrl).toMatch(new RegExp(`^company-${company.id}/chats/[0-9a-f-]{36}\\.png$`));
    expect(readFileSync(join(t.dataDir, 'uploads', contact?.profilePicUrl ?? ''))).toEqual(PNG);
    // Read with the Page's token, asking Messenger's fields only.
    const [lookUp] = profileCalls(psid);
    expect(lookUp?.bearer).toBe(page.token);
    expect(lookUp?.query.get('fields')).toBe('first_name,last_name,profile_pic');
    // Screens hear of it, and the API serves the copy through a signed link.
    await waitFor(
      async () => updated,
      (ids) => ids.includes(contact?.id ?? 0),
    );
    const shown = await call<{ name: string; urlPicture: string }>(t.url, 'GET', `/contacts/${contact?.id}`, {
      token: adminToken,
    });
    expect(shown.body.name).toBe('Ana Souza');
    expect(shown.body.urlPicture).toContain(`/api/media/company-${company.id}/chats/`);
  });

  it('a new Instagram sender is named by its profile name, or its username when it has none', async () => {
    const { company, page, write } = await connected('instagram');
    fake.addProfile(
      'IGSID-201',
      { kind: 'instagram', name: 'Bia Lima', username: 'bia.lima' },
      { bytes: PNG, mime: 'image/png' },
    );
    fake.addProfile('IGSID-202', { kind: 'instagram', username: 'semnome_202' });
    await write('IGSID-201', 'mid.ig.1');
    await write('IGSID-202', 'mid.ig.2');

    const named = await contactWhen(
      company.id,
      'IGSID-201',
      (row) => row?.name === 'Bia Lima' && row.profilePicUrl !== null,
    );
    expect(named).toMatchObject({ name: 'Bia Lima', channel: 'instagram' });
    expect(named?.profilePicUrl).toMatch(/\.png$/);
    const byUsername = await contactWhen(company.id, 'IGSID-202', (row) => row?.name === 'semnome_202');
    expect(byUsername).toMatchObject({ name: 'semnome_202', profilePicUrl: null });
    expect(profileCalls('IGSID-201')[0]?.query.get('fields')).toBe('name,username,profile_pic');
    expect(profileCalls('IGSID-201')[0]?.bearer).toBe(page.token);
  });

  it('when Graph refuses the profile the contact keeps its id as name, and the refusal is not retried', async () => {
    const { company, write } = await connected('facebook');
    const psid = '6100000000000301';
    // No profile registered: the fake answers Graph's 400 "(#100) Invalid parameter", as for a person without consent.
    await write(psid, 'mid.refused.1');
    const contact = await contactOf(company.id, psid);
    const state = await waitFor(
      () => jobState(contact?.id ?? 0),
      (value) => value === 'completed',
      20_000,
    );
    expect(state).toBe('completed');
    expect(await contactOf(company.id, psid)).toMatchObject({ name: psid, profilePicUrl: null });
    expect(profileCalls(psid)).toHaveLength(1);
  });

  it('a Graph 5xx is retried, and the retry names the contact', async () => {
    const { company, write } = await connected('facebook');
    const psid = '6100000000000401';
    fake.addProfile(psid, { kind: 'facebook', first_name: 'Davi' });
    const held = fake.holdNext((request) => request.method === 'GET' && request.path.endsWith(`/${psid}`));
    await write(psid, 'mid.retry.1');
    await held.reached;
    held.release(graphError(500, 2, 'An unexpected error has occurred. Please retry your request later.'));

    const contact = await contactWhen(company.id, psid, (row) => row?.name === 'Davi');
    expect(contact?.name).toBe('Davi');
    expect(profileCalls(psid)).toHaveLength(2);
  });

  it('a name an attendant typed while the profile was being read is kept; the picture is still set', async () => {
    const { company, attendantToken, write } = await connected('facebook');
    const psid = '6100000000000501';
    fake.addProfile(
      psid,
      { kind: 'facebook', first_name: 'Carla', last_name: 'Dias' },
      { bytes: PNG, mime: 'image/png' },
    );
    const held = fake.holdNext((request) => request.method === 'GET' && request.path.endsWith(`/${psid}`));
    await write(psid, 'mid.renamed.1');
    await held.reached;
    const contact = await contactOf(company.id, psid);
    const renamed = await call(t.url, 'PUT', `/contacts/${contact?.id}`, {
      token: attendantToken,
      body: { name: 'Carla (cliente VIP)' },
    });
    expect(renamed.status).toBe(200);
    held.release();

    const after = await contactWhen(company.id, psid, (row) => row?.profilePicUrl !== null);
    expect(after).toMatchObject({ name: 'Carla (cliente VIP)' });
    expect(after?.profilePicUrl).toMatch(/\.png$/);
  });
});
