import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../http.js';
import { pause } from '../sockets.js';
import { testDbKind } from '../test-database.js';
import { startFakeGraph, type FakeGraph } from './fake-graph.js';
import { deliver, needingRedelivery, notStoredOnce, setUpCloudConnection, type Outcome } from './inbound-traffic.js';
import { openTicketsForReplies, postReplies, tallyReplies, waitDrained } from './reply-traffic.js';
import { useFaultCluster, type SpawnedServer } from './spawned-server.js';

const TOTAL = 240;

// The embedded database lives in the killed process's folder; what is tested here is PostgreSQL's durability contract.
describe.skipIf(testDbKind() !== 'postgres')('kill -9 during an inbound burst (PostgreSQL only)', () => {
  const cluster = useFaultCluster();
  let graph: FakeGraph;
  let token: string;
  /** The process serving after the inbound burst's kill, which the replies' kill then ends. */
  let second: SpawnedServer;
  beforeAll(async () => {
    graph = await startFakeGraph();
  });
  afterAll(() => graph?.close());

  it(
    'loses nothing a 2xx acknowledged and doubles nothing once Meta redelivers the rest',
    { timeout: 90_000 },
    async () => {
      const first = await cluster.spawn({ graphApiUrl: graph.url });
      token = await setUpCloudConnection(first.url);

      const outcomes = new Map<number, Outcome>();
      let next = 0;
      let killed = false;
      const worker = async () => {
        while (next < TOTAL) {
          const index = next++;
          outcomes.set(index, await deliver(first.url, index));
          if (!killed && outcomes.size >= 60) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: 6 }, worker));
      expect((await first.exited).signal).toBe('SIGKILL');
      const acknowledged = [...outcomes].filter(([, status]) => status === 200).map(([index]) => index);

      second = await cluster.spawn({ graphApiUrl: graph.url });
      const redeliver = needingRedelivery(outcomes, TOTAL);
      process.stdout.write(
        `kill -9: ${acknowledged.length} of ${TOTAL} acknowledged before the kill, ${redeliver.length} redelivered after the restart\n`,
      );
      for (const index of redeliver) expect(await deliver(second.url, index)).toBe(200);
      // Meta may also redeliver what was acknowledged (a lost 200): those must not be stored twice.
      for (const index of acknowledged.slice(0, 20)) expect(await deliver(second.url, index)).toBe(200);

      expect(await notStoredOnce(cluster.database, TOTAL)).toEqual([]);
      const [tickets] = await cluster.database.query<{ open: string; contacts: string }>(
        "select count(*) as open, count(distinct contact_id) as contacts from tickets where status <> 'closed'",
      );
      // One open ticket per customer: a redelivery after the crash did not open a second one.
      expect(Number(tickets?.open)).toBe(Number(tickets?.contacts));
    },
  );

  it(
    'replies cut by a kill -9 are each delivered at most once, none held, within a minute of the restart',
    { timeout: 120_000 },
    async () => {
      const tickets = await openTicketsForReplies(cluster.database);
      let current = second;
      const replies = postReplies(
        () => current.url,
        token,
        tickets,
        150,
        'kill',
        () => Date.now() + 30_000,
      );
      // Killed while replies are being posted and carried; the restart takes the same port, as a supervisor's would.
      while (tallyCount(graph, 'kill') < 40) await pause(20);
      second.child.kill('SIGKILL');
      expect((await second.exited).signal).toBe('SIGKILL');
      current = await cluster.spawn({ graphApiUrl: graph.url, port: second.port });
      const { outcomes, retried } = await replies;
      const drainMs = await waitDrained(cluster.database, 'kill', 60_000);
      const tally = await tallyReplies(cluster.database, graph, 'kill');
      const statuses = [...outcomes.values()];
      process.stdout.write(
        `replies under kill -9: ${outcomes.size} posted (${retried} tries met a 503 or no answer), ${statuses.filter((s) => s < 300).length} accepted, ` +
          `${statuses.filter((s) => s === 409).length} answered 409 (their first try was cut), ${tally.stored} stored, ${tally.deliveredOnce} delivered once, ` +
          `${tally.duplicates.length} duplicates, ${tally.unconfirmed.length} left to the attendant (${tally.unconfirmed.filter((u) => u.delivered > 0).length} of them delivered), ` +
          `${tally.pending.length} still queued; drained ${drainMs ?? 'never'} ms after the last post\n`,
      );
      expect(statuses.filter((status) => status >= 300 && status !== 409)).toEqual([]);
      expect(drainMs, `still queued: ${tally.pending.join(', ')}`).toBeDefined();
      expect(tally.storedTwice).toEqual([]);
      expect(tally.duplicates).toEqual([]);
      expect(tally.deliveredUnrecorded).toEqual([]);
      // Every acknowledged reply is stored; the ones cut mid-request are stored at most once.
      expect([...outcomes].filter(([body, status]) => status < 300 && !tally.storedBodies.has(body))).toEqual([]);
      // A send cut off mid-way cannot be known on the Cloud API (no idempotency key): it is left to the attendant, who
      // resends what the customer did not get; then each stored reply reached the customer once.
      for (const { id } of tally.unconfirmed.filter((u) => u.delivered === 0)) {
        expect((await call(current.url, 'POST', `/messages/${id}/resend`, { token })).status).toBe(200);
      }
      expect(await waitDrained(cluster.database, 'kill', 30_000)).toBeDefined();
      const settled = await tallyReplies(cluster.database, graph, 'kill');
      expect(settled.duplicates).toEqual([]);
      expect(settled.deliveredOnce).toBe(settled.stored);
    },
  );
});

/** How many replies labelled `label` the customer got so far. */
function tallyCount(graph: FakeGraph, label: string): number {
  return [...graph.sent().keys()].filter((body) => body.startsWith(`${label}-`)).length;
}
