import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { call } from '../http.js';
import { pause } from '../sockets.js';
import { testDbKind } from '../test-database.js';
import { waitFor } from '../wait.js';
import { deliver, notStoredOnce, setUpCloudConnection } from './inbound-traffic.js';
import { useFaultCluster, type SpawnedServer } from './spawned-server.js';

// Several processes on one database is a PostgreSQL deployment; the embedded database belongs to one process.
describe.skipIf(testDbKind() !== 'postgres')('rolling restart of two processes with SIGTERM (PostgreSQL only)', () => {
  const cluster = useFaultCluster();
  const live: SpawnedServer[] = [];

  it(
    'exits cleanly within 10 s, hands its session lease to the process still running at once, and loses no delivery',
    { timeout: 90_000 },
    async () => {
      live.push(await cluster.spawn());
      const token = await setUpCloudConnection(live[0]!.url);
      // A simulator session: a leased, stateful channel running in the first process.
      const simulator = await call<{ id: number }>(live[0]!.url, 'POST', '/whatsapp', {
        token,
        body: { name: 'Sim', channel: 'simulator' },
      });
      expect(simulator.status).toBe(201);
      const leases = () =>
        cluster.database.query<{ owner: string; epoch: number }>(
          'select owner, epoch from channel_leases where whatsapp_id = $1',
          [simulator.body.id],
        );
      expect(await waitFor(leases, (rows) => rows.length === 1)).toHaveLength(1);
      live.push(await cluster.spawn());

      // A load balancer in front of both, with Meta's redelivery: a delivery that got no 2xx goes again to a live one.
      let next = 0;
      let turn = 0;
      let sending = true;
      const refusals = new Map<number, number>();
      // Taken out of the balancer once its restart begins (as an orchestrator does), though SIGTERM must cope anyway.
      const restarting = new Set<SpawnedServer>();
      const sender = async () => {
        while (sending) {
          const index = next++;
          for (let attempt = 0; ; attempt += 1) {
            const up = live.filter((server) => !restarting.has(server));
            const target = up[turn++ % up.length];
            const status = target ? await deliver(target.url, index) : 0;
            if (status === 200) break;
            refusals.set(status, (refusals.get(status) ?? 0) + 1);
            if (attempt > 40) throw new Error(`delivery ${index} never accepted: ${JSON.stringify([...refusals])}`);
            await pause(50);
          }
        }
      };
      const traffic = Promise.all([sender(), sender(), sender()]);

      const exits: { code: number | null; ms: number }[] = [];
      const handovers: { heldByStopped: boolean; adoptedByOther: boolean; adoptedMs: number }[] = [];
      try {
        for (let slot = 0; slot < 2; slot += 1) {
          await pause(1000);
          const old = live[slot]!;
          // The balancer still sends to it for a moment after the signal: those requests must be answered or refused cleanly.
          setTimeout(() => restarting.add(old), 200);
          const [before] = await leases();
          const { code, ms } = await old.stop('SIGTERM');
          exits.push({ code, ms: Math.round(ms) });
          // The session runs in the stopping process (the first at first, then the one that adopted it): the other,
          // already running, takes it within a sweep, before any replacement has started.
          const exitedAt = performance.now();
          const after = await waitFor(leases, (rows) => rows.length === 1 && rows[0]?.owner !== before?.owner, 8_000);
          handovers.push({
            heldByStopped: before !== undefined,
            adoptedByOther: after.length === 1 && after[0]?.owner !== before?.owner,
            adoptedMs: Math.round(performance.now() - exitedAt),
          });
          live[slot] = await cluster.spawn({ port: old.port });
        }
        await pause(1000);
      } finally {
        sending = false;
        await traffic;
      }

      const exitTimes = exits.map((exit) => `${exit.ms} ms (code ${exit.code})`).join(', ');
      const adoptions = handovers.map((handover) => `${handover.adoptedMs} ms`).join(', ');
      process.stdout.write(
        `rolling restart: ${next} deliveries, refusals by status ${JSON.stringify([...refusals])}; SIGTERM exits ${exitTimes}; lease adopted ${adoptions} after exit\n`,
      );
      for (const exit of exits) {
        expect(exit.code).toBe(0);
        expect(exit.ms).toBeLessThan(10_000);
      }
      // Released on the way out, not left to expire, and adopted by the process still running within a sweep (3 s).
      for (const handover of handovers) {
        expect(handover).toMatchObject({ heldByStopped: true, adoptedByOther: true });
        expect(handover.adoptedMs).toBeLessThan(5_000);
      }
      expect(await notStoredOnce(cluster.database, next)).toEqual([]);
    },
  );
});
