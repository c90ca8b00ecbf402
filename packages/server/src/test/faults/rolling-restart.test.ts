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

  it('exits cleanly within 10 s, hands back its session lease at once, and loses no delivery', { timeout: 90_000 }, async () => {
    live.push(await cluster.spawn());
    const token = await setUpCloudConnection(live[0]!.url);
    // A simulator session: a leased, stateful channel running in the first process.
    const simulator = await call<{ id: number }>(live[0]!.url, 'POST', '/whatsapp', { token, body: { name: 'Sim', channel: 'simulator' } });
    expect(simulator.status).toBe(201);
    const leases = () => cluster.database.query<{ owner: string }>('select owner from channel_leases where whatsapp_id = $1', [simulator.body.id]);
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
    let leaseAfterExit: unknown[] = [];
    try {
      for (let slot = 0; slot < 2; slot += 1) {
        await pause(1000);
        const old = live[slot]!;
        // The balancer still sends to it for a moment after the signal: those requests must be answered or refused cleanly.
        setTimeout(() => restarting.add(old), 200);
        const { code, ms } = await old.stop('SIGTERM');
        exits.push({ code, ms: Math.round(ms) });
        if (slot === 0) leaseAfterExit = await leases();
        live[slot] = await cluster.spawn({ port: old.port });
      }
      await pause(1000);
    } finally {
      sending = false;
      await traffic;
    }

    const exitTimes = exits.map((exit) => `${exit.ms} ms (code ${exit.code})`).join(', ');
    process.stdout.write(`rolling restart: ${next} deliveries, refusals by status ${JSON.stringify([...refusals])}; SIGTERM exits ${exitTimes}\n`);
    for (const exit of exits) {
      expect(exit.code).toBe(0);
      expect(exit.ms).toBeLessThan(10_000);
    }
    // Released on the way out, not left to expire: whichever process starts the session next may take it at once.
    expect(leaseAfterExit).toEqual([]);
    // The restarted process resumed the released session.
    expect(await waitFor(leases, (rows) => rows.length === 1)).toHaveLength(1);
    expect(await notStoredOnce(cluster.database, next)).toEqual([]);
  });
});
