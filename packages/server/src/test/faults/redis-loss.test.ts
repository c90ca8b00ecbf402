import { serverEvents } from '@guiche/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../http.js';
import { connectSocket } from '../sockets.js';
import { TEST_ADMIN, testDbKind } from '../test-database.js';
import { waitFor } from '../wait.js';
import { deliver, setUpCloudConnection } from './inbound-traffic.js';
import { startOwnRedis, type OwnRedis } from './redis-server.js';
import { freePort, useFaultCluster, type SpawnedServer } from './spawned-server.js';

// The Redis adapter joins several server processes, and several processes need PostgreSQL.
describe.skipIf(testDbKind() !== 'postgres')('Redis lost and back, two processes (PostgreSQL only)', () => {
  let redis: OwnRedis;
  // Registered before the cluster, so that it ends after the cluster's servers (after-hooks run in reverse).
  beforeAll(async () => {
    redis = await startOwnRedis(await freePort());
  });
  afterAll(() => redis.kill());
  const cluster = useFaultCluster();
  const servers: SpawnedServer[] = [];
  let socket: Socket | undefined;
  afterAll(() => {
    socket?.close();
  });

  it('goes on as single processes without Redis, and shares events again once it is back', { timeout: 90_000 }, async () => {
    servers.push(await cluster.spawn({ redisUrl: redis.url }));
    await setUpCloudConnection(servers[0]!.url);
    servers.push(await cluster.spawn({ redisUrl: redis.url }));
    const [a, b] = servers as [SpawnedServer, SpawnedServer];
    // The operator's socket is on b; Meta's deliveries reach a or b.
    const session = await login(b.url, TEST_ADMIN.email, TEST_ADMIN.password);
    socket = await connectSocket(b.url, { token: session.publicToken, companyId: session.user.companyId, userId: session.user.id });
    const live = socket;
    const heard = (index: number, ms = 8000) =>
      new Promise<void>((resolve, reject) => {
        const name = serverEvents.appMessage(session.user.companyId);
        const timer = setTimeout(() => reject(new Error(`message ${index} not heard on the socket`)), ms);
        const listener = (event: { message?: { body?: string } }) => {
          if (event.message?.body !== `falha ${index}`) return;
          clearTimeout(timer);
          live.off(name, listener);
          resolve();
        };
        live.on(name, listener);
      });
    const health = (url: string) => call<{ checks: { redis?: string } }>(url, 'GET', '/health');

    // Through Redis: delivered to a, heard on b's socket.
    let event = heard(1);
    expect(await deliver(a.url, 1)).toBe(200);
    await event;

    await redis.kill();
    expect((await waitFor(() => health(b.url), (r) => r.body.checks.redis === 'unavailable')).body.checks.redis).toBe('unavailable');
    // Without Redis: b still serves, and its own sockets still get its own events.
    event = heard(2);
    expect(await deliver(b.url, 2)).toBe(200);
    await event;
    expect((await call(b.url, 'GET', '/tickets', { token: session.token })).status).toBe(200);
    expect((await health(a.url)).status).toBe(200);

    await redis.restart();
    for (const server of servers) {
      expect((await waitFor(() => health(server.url), (r) => r.body.checks.redis === 'ok', 15_000)).body.checks.redis).toBe('ok');
    }
    // Redis back: a's events reach b's socket again. Health turns 'ok' when a process's command connection is back;
    // its adapter's subscriptions are renewed a moment later, and an event published before that is not shared.
    // So deliver fresh messages until one crosses over, within a bound.
    let next = 3;
    const crossed = await waitFor(
      async () => {
        const index = next++;
        const hearing = heard(index, 3000).then(() => true, () => false);
        expect(await deliver(a.url, index)).toBe(200);
        return hearing;
      },
      (ok) => ok,
      30_000,
    );
    expect(crossed).toBe(true);

    for (const server of servers) {
      expect(server.child.exitCode).toBeNull();
      expect(server.output()).not.toMatch(/Unhandled|unhandled error|ERR_INTERNAL/);
    }
  });
});
