import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Connection } from '@guiche/shared';
import { plans, whatsapps } from '../../db/schema/index.js';
import { FakeGraphServer } from '../../channels/meta/testing/fake-graph-server.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

let fake: FakeGraphServer;
let t: TestApp;
beforeAll(async () => {
  fake = await FakeGraphServer.start();
  t = await startTestApp({ graphBaseUrl: fake.baseUrl });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let sequence = 0;
/** A Facebook user with `count` Pages, the first `withInstagram` of them linked to an Instagram account. */
function facebookUser(count: number, withInstagram = 0) {
  sequence += 1;
  const userId = String(5_000_000 + sequence);
  const pages = Array.from({ length: count }, (_, index) => ({
    id: String(600_000_000 + sequence * 100 + index),
    name: `Página ${sequence}.${index}`,
    token: `page-token-${sequence}-${index}`,
    ...(index < withInstagram
      ? { instagram: { id: String(17_841_400_000_000 + sequence * 100 + index), username: `insta${sequence}${index}` } }
      : {}),
  }));
  fake.addUser(userId, `user-token-${sequence}`, pages);
  return { body: { facebookUserId: userId, facebookUserToken: `user-token-${sequence}` }, pages };
}

const connect = (token: string, body: Record<string, unknown>) =>
  call<Connection[]>(t.url, 'POST', '/facebook', { token, body });

describe('POST /facebook', () => {
  it('makes one Facebook connection per Page, the first of the company being the default', async () => {
    const { company, adminToken } = await createTeam(t);
    const user = facebookUser(2, 1);
    const res = await connect(adminToken, user.body);
    expect(res.status).toBe(200);
    expect(res.body.map((c) => [c.channel, c.name, c.isDefault])).toEqual([
      ['facebook', user.pages[0]?.name, true],
      ['facebook', user.pages[1]?.name, false],
    ]);
    expect(res.body[0]?.token).toMatch(/^[A-Z0-9]{30}$/);
    const rows = await t.database.db.select().from(whatsapps).where(eq(whatsapps.companyId, company.id));
    expect(rows.map((r) => r.providerAccountId).sort()).toEqual(user.pages.map((p) => p.id).sort());
    for (const page of user.pages) expect(fake.state.subscriptions.get(page.id)).toContain('messages');
  });

  it('with addInstagram connects the Instagram accounts of the Pages that have one, and refuses when none has', async () => {
    const { adminToken } = await createTeam(t);
    const user = facebookUser(2, 1);
    const res = await connect(adminToken, { ...user.body, addInstagram: true });
    expect(res.body.map((c) => [c.channel, c.name])).toEqual([['instagram', user.pages[0]?.instagram?.username]]);
    const without = facebookUser(1);
    expect(await connect(adminToken, { ...without.body, addInstagram: true })).toMatchObject({
      status: 400,
      body: {
        error: 'ERR_VALIDATION',
        issues: [{ path: 'facebookUserToken', message: 'validation.noInstagramAccounts' }],
      },
    });
  });

  it('a token Meta refuses, or a user without Pages, is a validation error on the token', async () => {
    const { adminToken } = await createTeam(t);
    const user = facebookUser(1);
    expect(await connect(adminToken, { ...user.body, facebookUserToken: 'EAAG-expired-token' })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'facebookUserToken', message: 'validation.metaTokenRefused' }] },
    });
    expect(await connect(adminToken, facebookUser(0).body)).toMatchObject({
      status: 400,
      body: { issues: [{ message: 'validation.noFacebookPages' }] },
    });
    expect((await connect(adminToken, { facebookUserId: 'abc', facebookUserToken: 'x' })).status).toBe(400);
  });

  it('follows the plan: the Facebook and Instagram flags and the connection limit, counting only new Pages', async () => {
    const { company, adminToken } = await createTeam(t);
    await t.database.db.update(plans).set({ useFacebook: false }).where(eq(plans.id, company.planId));
    const user = facebookUser(2, 2);
    expect(await connect(adminToken, user.body)).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    expect(fake.state.subscriptions.has(user.pages[0]?.id ?? '')).toBe(false);
    await t.database.db
      .update(plans)
      .set({ useFacebook: true, useInstagram: false, connections: 2 })
      .where(eq(plans.id, company.planId));
    expect(await connect(adminToken, { ...user.body, addInstagram: true })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect((await connect(adminToken, user.body)).status).toBe(200);
    // Both Pages again: nothing new, so the full plan does not stand in the way.
    expect((await connect(adminToken, user.body)).status).toBe(200);
    const more = facebookUser(1);
    expect(await connect(adminToken, more.body)).toMatchObject({ status: 403, body: { error: 'ERR_PLAN_LIMIT' } });
    expect(await t.database.db.select().from(whatsapps).where(eq(whatsapps.companyId, company.id))).toHaveLength(2);
  });

  it('a Page another company connected stays theirs; attendants cannot connect Pages', async () => {
    const ours = await createTeam(t);
    const theirs = await createTeam(t);
    const user = facebookUser(1);
    expect((await connect(theirs.adminToken, user.body)).status).toBe(200);
    expect(await connect(ours.adminToken, user.body)).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'providerAccountId', message: 'validation.accountTaken' }] },
    });
    expect(await t.database.db.select().from(whatsapps).where(eq(whatsapps.companyId, ours.company.id))).toHaveLength(
      0,
    );
    expect((await connect(ours.attendantToken, facebookUser(1).body)).status).toBe(403);
  });

  it('a Graph API that does not answer is told apart from a refused token', async () => {
    const { adminToken } = await createTeam(t);
    fake.failNext({ status: 503, body: { error: { message: 'Service temporarily unavailable', code: 2 } } });
    expect(await connect(adminToken, facebookUser(1).body)).toMatchObject({
      status: 502,
      body: { error: 'ERR_INTERNAL' },
    });
  });
});
