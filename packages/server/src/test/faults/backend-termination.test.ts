import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pause } from '../sockets.js';
import { testDbKind } from '../test-database.js';
import { startFakeGraph, type FakeGraph } from './fake-graph.js';
import { deliver, needingRedelivery, notStoredOnce, setUpCloudConnection, type Outcome } from './inbound-traffic.js';
import { openTicketsForReplies, postReplies, tallyReplies, waitDrained } from './reply-traffic.js';
import { useFaultCluster, waitHealthy, type SpawnedServer } from './spawned-server.js';

// PGlite runs inside the server process: there are no backends to end, and a PGlite fault is a process fault.
describe.skipIf(testDbKind() !== 'postgres')('PostgreSQL backends terminated under load (PostgreSQL only)', () => {
  const cluster = useFaultCluster();
  let server: SpawnedServer;
  let graph: FakeGraph;
  let token: string;
  beforeAll(async () => {
    graph = await startFakeGraph();
    server = await cluster.spawn({ graphApiUrl: graph.url });
    token = await setUpCloudConnection(server.url);
  });
  afterAll(() => graph?.close());

  it(
    'answers 503 (never 500, never a crash) while its connections are cut, and serves again within seconds',
    { timeout: 90_000 },
    async () => {
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
          const response = await fetch(`${server.url}/api/tickets`, {
            headers: { authorization: `Bearer ${token}` },
            signal: AbortSignal.timeout(5000),
          }).then(
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
        expect(
          healthy,
          `not healthy 10 s after cut ${round + 1}; server output ends:\n${server.output().slice(-4000)}`,
        ).toBe(true);
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
    },
  );

  it(
    'replies posted while backends are cut are each delivered once, none held, within a minute',
    { timeout: 90_000 },
    async () => {
      const tickets = await openTicketsForReplies(cluster.database);
      expect(tickets.length).toBeGreaterThan(0);
      const posted = performance.now();
      const replies = postReplies(
        () => server.url,
        token,
        tickets,
        150,
        'cut',
        () => Date.now() + 15_000,
      );
      // Three cuts while the replies are being posted and carried.
      for (const wait of [300, 700, 700]) {
        await pause(wait);
        await cluster.database.terminateBackends();
      }
      const { outcomes, retried } = await replies;
      const drainMs = await waitDrained(cluster.database, 'cut', 60_000);
      const tally = await tallyReplies(cluster.database, graph, 'cut');
      const accepted = [...outcomes.values()].filter((status) => status < 300).length;
      process.stdout.write(
        `replies under backend termination: ${outcomes.size} posted (${retried} tries met a 503 or no answer), ${accepted} accepted, ${tally.stored} stored, ${tally.deliveredOnce} delivered once, ` +
          `${tally.duplicates.length} duplicates, ${tally.unconfirmed.length} left to the attendant, ${tally.pending.length} still queued; ` +
          `drained ${drainMs ?? 'never'} ms after the last post (${Math.round(performance.now() - posted)} ms in all)\n`,
      );
      expect([...outcomes.values()].filter((status) => status >= 300)).toEqual([]);
      expect(drainMs, `still queued: ${tally.pending.join(', ')}`).toBeDefined();
      expect(tally.storedTwice).toEqual([]);
      expect(tally.duplicates).toEqual([]);
      expect(tally.deliveredUnrecorded).toEqual([]);
      expect(tally.unconfirmed).toEqual([]);
      expect(tally.stored).toBe(outcomes.size);
      expect(tally.deliveredOnce).toBe(tally.stored);
    },
  );
});
