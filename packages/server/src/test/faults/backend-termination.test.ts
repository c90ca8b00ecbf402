import { beforeAll, describe, expect, it } from 'vitest';
import { pause } from '../sockets.js';
import { testDbKind } from '../test-database.js';
import { deliver, needingRedelivery, notStoredOnce, setUpCloudConnection, type Outcome } from './inbound-traffic.js';
import { useFaultCluster, waitHealthy, type SpawnedServer } from './spawned-server.js';

// PGlite runs inside the server process: there are no backends to end, and a PGlite fault is a process fault.
describe.skipIf(testDbKind() !== 'postgres')('PostgreSQL backends terminated under load (PostgreSQL only)', () => {
  const cluster = useFaultCluster();
  let server: SpawnedServer;
  beforeAll(async () => {
    server = await cluster.spawn();
  });

  it('answers 503 (never 500, never a crash) while its connections are cut, and serves again within seconds', { timeout: 90_000 }, async () => {
    const token = await setUpCloudConnection(server.url);
    const webhooks = new Map<number, Outcome>();
    const reads: number[] = [];
    let next = 0;
    let running = true;
    const webhookWorker = async () => {
      while (running) {
        const index = next++;
        webhooks.set(index, await deliver(server.url, index));
      }
    };
    const readWorker = async () => {
      while (running) {
        const response = await fetch(`${server.url}/api/tickets`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(5000) }).then(
          async (r) => (await r.arrayBuffer(), r.status),
          () => 0,
        );
        reads.push(response);
      }
    };
    const load = Promise.all([webhookWorker(), webhookWorker(), webhookWorker(), readWorker(), readWorker()]);

    const recoveries: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      await pause(1500);
      const cutAt = performance.now();
      expect(await cluster.database.terminateBackends()).toBeGreaterThan(0);
      // The server's last words say why, should it not recover (pool exhausted, connections refused, a hang).
      const healthy = await waitHealthy(server.url, 10_000);
      expect(healthy, `not healthy 10 s after cut ${round + 1}; server output ends:\n${server.output().slice(-4000)}`).toBe(true);
      recoveries.push(Math.round(performance.now() - cutAt));
    }
    await pause(1000);
    running = false;
    await load;

    const unavailable = [...webhooks.values(), ...reads].filter((status) => status === 503).length;
    process.stdout.write(
      `backend termination: ${next} webhooks, ${reads.length} ticket reads, ${unavailable} answered 503; healthy again after ${recoveries.join(', ')} ms\n`,
    );
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/Unhandled 'error' event|ERR_INTERNAL|unhandled error/);
    const statuses = new Set([...webhooks.values(), ...reads]);
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    for (const ms of recoveries) expect(ms).toBeLessThan(5000);

    // The server serves normally again: a read succeeds, and Meta's redeliveries of what failed are stored once.
    const again = await fetch(`${server.url}/api/tickets`, { headers: { authorization: `Bearer ${token}` } });
    expect(again.status).toBe(200);
    for (const index of needingRedelivery(webhooks, next)) expect(await deliver(server.url, index)).toBe(200);
    expect(await notStoredOnce(cluster.database, next)).toEqual([]);
  });
});
