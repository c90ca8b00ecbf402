import { serverEvents } from '@guiche/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../http.js';
import { connectSocket } from '../sockets.js';
import { TEST_ADMIN, testDbKind } from '../test-database.js';
import { waitFor } from '../wait.js';
import { deliver, setUpCloudConnection } from './inbound-traffic.js';
import { startOwnRedis, type OwnRedis } from './redis-server.js';
import { freePort, useFaultCluster, type SpawnedServer } from './spawned-server.js';

type Session = Awaited<ReturnType<typeof login>>;

/**
 * The administrator's live socket on one server, and whether message `falha {index}` reaches it. A second socket of
 * the same user passes the session (a new login would replace the first one).
 */
async function operatorOn(server: SpawnedServer, existing?: Session) {
  const session = existing ?? (await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password));
  const socket = await connectSocket(server.url, {
    token: session.publicToken,
    companyId: session.user.companyId,
    userId: session.user.id,
  });
  const heard = (index: number, ms = 8000) =>
    new Promise<void>((resolve, reject) => {
      const name = serverEvents.appMessage(session.user.companyId);
      const timer = setTimeout(() => reject(new Error(`message ${index} not heard on the socket`)), ms);
      const listener = (event: { message?: { body?: string } }) => {
        if (event.message?.body !== `falha ${index}`) return;
        clearTimeout(timer);
        socket.off(name, listener);
        resolve();
      };
      socket.on(name, listener);
    });
  return { session, socket, heard };
}

type Operator = Awaited<ReturnType<typeof operatorOn>>;

const health = (url: string) => call<{ checks: { redis?: string } }>(url, 'GET', '/health');

const redisState = async (server: SpawnedServer, state: 'ok' | 'unavailable', ms = 15_000) =>
  (
    await waitFor(
      () => health(server.url),
      (r) => r.body.checks.redis === state,
      ms,
    )
  ).body.checks.redis;

/**
 * Delivers fresh messages to `to` until one is heard by `operator` (on another process), within 30 s. Health turns
 * 'ok' when a process's command connection is up; its adapter's subscriptions follow a moment later, and an event
 * published before that is not shared, so a single delivery could be lost in between.
 */
async function crossesOver(to: SpawnedServer, operator: Operator, firstIndex: number): Promise<boolean> {
  let next = firstIndex;
  return waitFor(
    async () => {
      const index = next++;
      const hearing = operator.heard(index, 3000).then(
        () => true,
        () => false,
      );
      expect(await deliver(to.url, index)).toBe(200);
      return hearing;
    },
    (ok) => ok,
    30_000,
  );
}

function expectNoCrash(servers: SpawnedServer[]): void {
  for (const server of servers) {
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/Unhandled|unhandled error|ERR_INTERNAL/);
  }
}

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
  let operator: Operator | undefined;
  afterAll(() => {
    operator?.socket.close();
  });

  it(
    'goes on as single processes without Redis, and shares events again once it is back',
    { timeout: 90_000 },
    async () => {
      servers.push(await cluster.spawn({ redisUrl: redis.url }));
      await setUpCloudConnection(servers[0]!.url);
      servers.push(await cluster.spawn({ redisUrl: redis.url }));
      const [a, b] = servers as [SpawnedServer, SpawnedServer];
      // The operator's socket is on b; Meta's deliveries reach a or b.
      operator = await operatorOn(b);

      // Through Redis: delivered to a, heard on b's socket.
      let event = operator.heard(1);
      expect(await deliver(a.url, 1)).toBe(200);
      await event;

      await redis.kill();
      expect(await redisState(b, 'unavailable')).toBe('unavailable');
      // Without Redis: b still serves, and its own sockets still get its own events.
      event = operator.heard(2);
      expect(await deliver(b.url, 2)).toBe(200);
      await event;
      expect((await call(b.url, 'GET', '/tickets', { token: operator.session.token })).status).toBe(200);
      expect((await health(a.url)).status).toBe(200);

      await redis.restart();
      for (const server of servers) expect(await redisState(server, 'ok')).toBe('ok');
      // Redis back: a's events reach b's socket again.
      expect(await crossesOver(a, operator, 3)).toBe(true);
      expectNoCrash(servers);
    },
  );
});

describe.skipIf(testDbKind() !== 'postgres')('Redis down when the processes start (PostgreSQL only)', () => {
  let port: number;
  let redis: OwnRedis | undefined;
  beforeAll(async () => {
    port = await freePort();
  });
  afterAll(() => redis?.kill());
  const cluster = useFaultCluster();
  const servers: SpawnedServer[] = [];
  const operators: Operator[] = [];
  afterAll(() => {
    for (const operator of operators) operator.socket.close();
  });

  it(
    'they start and serve as single processes, report Redis down, and share events once it answers',
    { timeout: 120_000 },
    async () => {
      // Nothing listens on the port yet: Redis is down from the start.
      const redisUrl = `redis://127.0.0.1:${port}`;
      servers.push(await cluster.spawn({ redisUrl }));
      await setUpCloudConnection(servers[0]!.url);
      servers.push(await cluster.spawn({ redisUrl }));
      const [a, b] = servers as [SpawnedServer, SpawnedServer];
      for (const server of servers) {
        const answer = await health(server.url);
        expect(answer).toMatchObject({ status: 200, body: { checks: { database: 'ok', redis: 'unavailable' } } });
        expect(server.output()).toMatch(/Redis unreachable/);
      }
      const onA = await operatorOn(a);
      const onB = await operatorOn(b, onA.session);
      operators.push(onA, onB);
      // Single-process behaviour: each process's own sockets get its own events.
      const event = onB.heard(1);
      expect(await deliver(b.url, 1)).toBe(200);
      await event;
      expect((await call(a.url, 'GET', '/tickets', { token: onA.session.token })).status).toBe(200);

      redis = await startOwnRedis(port);
      for (const server of servers) expect(await redisState(server, 'ok', 30_000)).toBe('ok');
      // The adapters attached while Redis was down now carry events both ways.
      expect(await crossesOver(a, onB, 100)).toBe(true);
      expect(await crossesOver(b, onA, 200)).toBe(true);
      expectNoCrash(servers);
    },
  );
});
