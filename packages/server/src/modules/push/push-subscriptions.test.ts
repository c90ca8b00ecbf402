import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushSubscriptionView } from '@guiche/shared';
import { eq } from 'drizzle-orm';
import { instanceSecrets, pushSubscriptions } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { createInbox } from '../tickets/testing/inbox.js';
import { startFakePushService, type FakeDevice, type FakePushService } from './testing/fake-push-service.js';

let t: TestApp;
let push: FakePushService;
beforeAll(async () => {
  [t, push] = await Promise.all([startTestApp(), startFakePushService()]);
});
afterAll(async () => {
  await Promise.all([t.close(), push.close()]);
});

const subscribe = (token: string, device: FakeDevice, extra: Record<string, unknown> = {}) =>
  call<PushSubscriptionView>(t.url, 'POST', '/push/subscriptions', {
    token,
    body: { ...device.subscription, expirationTime: null, device: device.name, ...extra },
  });
const devices = async (token: string) =>
  (await call<PushSubscriptionView[]>(t.url, 'GET', '/push/subscriptions', { token })).body;

describe('GET /push/public-key', () => {
  it('answers one VAPID key, generated once and kept with its private half sealed', async () => {
    const inbox = await createInbox(t);
    const first = await call<{ publicKey: string }>(t.url, 'GET', '/push/public-key', { token: inbox.agentA.token });
    expect(first.status).toBe(200);
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const again = await call<{ publicKey: string }>(t.url, 'GET', '/push/public-key', { token: inbox.admin.token });
    expect(again.body.publicKey).toBe(first.body.publicKey);
    const rows = await t.database.db.select().from(instanceSecrets);
    expect(rows.find((row) => row.name === 'VAPID_PUBLIC_KEY')?.value).toBe(first.body.publicKey);
    expect(rows.find((row) => row.name === 'VAPID_PRIVATE_KEY')).toMatchObject({ sealed: true });
  });

  it('is for signed-in users', async () => {
    expect((await call(t.url, 'GET', '/push/public-key')).status).toBe(401);
  });
});

describe('/push/subscriptions', () => {
  it('keeps each device of a user, answers them without their endpoints, and only to their owner', async () => {
    const inbox = await createInbox(t);
    const phone = push.device(`phone-${inbox.companyId}`);
    const desk = push.device(`desk-${inbox.companyId}`);
    const created = await subscribe(inbox.agentA.token, phone);
    expect(created).toMatchObject({ status: 201, body: { device: phone.name, lastPushAt: null } });
    expect(created.body.service).toBe(new URL(phone.subscription.endpoint).host);
    expect(JSON.stringify(created.body)).not.toContain(phone.subscription.endpoint);
    await subscribe(inbox.agentA.token, desk);
    // Subscribing again (the browser renewed its keys) keeps one row per device, in the order they came.
    await subscribe(inbox.agentA.token, phone);
    expect((await devices(inbox.agentA.token)).map((d) => d.device)).toEqual([phone.name, desk.name]);
    expect(await devices(inbox.agentB.token)).toEqual([]);

    // Another user may not remove it; its owner may, from any device.
    const deskRow = (await devices(inbox.agentA.token)).find((d) => d.device === desk.name);
    const foreign = await call(t.url, 'DELETE', `/push/subscriptions/${deskRow!.id}`, { token: inbox.agentB.token });
    expect(foreign).toMatchObject({ status: 404, body: { error: 'ERR_NOT_FOUND' } });
    expect(
      (await call(t.url, 'DELETE', `/push/subscriptions/${deskRow!.id}`, { token: inbox.agentA.token })).status,
    ).toBe(204);
    // This device turning itself off, by its endpoint.
    const off = await call(t.url, 'DELETE', '/push/subscriptions', {
      token: inbox.agentA.token,
      body: { endpoint: phone.subscription.endpoint },
    });
    expect(off.status).toBe(204);
    expect(await devices(inbox.agentA.token)).toEqual([]);
  });

  it('moves a device to whoever subscribed it last (another user on a shared phone)', async () => {
    const inbox = await createInbox(t);
    const shared = push.device(`shared-${inbox.companyId}`);
    await subscribe(inbox.agentA.token, shared);
    await subscribe(inbox.agentB.token, shared);
    expect(await devices(inbox.agentA.token)).toEqual([]);
    expect((await devices(inbox.agentB.token)).map((d) => d.device)).toEqual([shared.name]);

    const other = await createInbox(t);
    await subscribe(other.agentA.token, shared);
    expect(await devices(inbox.agentB.token)).toEqual([]);
    expect(await devices(other.agentA.token)).toHaveLength(1);
  });

  it('stops pushing to a device once the session that subscribed it has ended', async () => {
    const inbox = await createInbox(t);
    await subscribe(inbox.agentA.token, push.device(`logout-${inbox.companyId}`));
    await subscribe(inbox.agentB.token, push.device(`stays-${inbox.companyId}`));
    expect((await call(t.url, 'DELETE', '/auth/logout', { token: inbox.agentA.token })).status).toBeLessThan(300);
    const rows = () =>
      t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.companyId, inbox.companyId));
    const left = await waitFor(rows, (now) => now.length === 1);
    expect(left.map((row) => row.userId)).toEqual([inbox.agentB.user.id]);
  });

  it('refuses what no browser sends, with the fields named', async () => {
    const inbox = await createInbox(t);
    const device = push.device(`bad-${inbox.companyId}`);
    const cases: Record<string, unknown>[] = [
      { ...device.subscription, endpoint: 'javascript:alert(1)' },
      { ...device.subscription, endpoint: 'not a url' },
      { endpoint: device.subscription.endpoint },
      { ...device.subscription, keys: { p256dh: 'a b', auth: device.subscription.keys.auth } },
      { ...device.subscription, keys: { p256dh: device.subscription.keys.p256dh, auth: 'x'.repeat(101) } },
      // Base64url of 65 bytes, but no point of the curve: nothing could ever be encrypted for it.
      {
        ...device.subscription,
        keys: { ...device.subscription.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') },
      },
    ];
    for (const body of cases) {
      const answer = await call(t.url, 'POST', '/push/subscriptions', { token: inbox.agentA.token, body });
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
    }
    expect(await devices(inbox.agentA.token)).toEqual([]);
  });
});
