import { describe, expect, it } from 'vitest';
import { testDbKind } from '../test-database.js';
import { deliver, needingRedelivery, notStoredOnce, setUpCloudConnection, type Outcome } from './inbound-traffic.js';
import { useFaultCluster } from './spawned-server.js';

const TOTAL = 240;

// The embedded database lives in the killed process's folder; what is tested here is PostgreSQL's durability contract.
describe.skipIf(testDbKind() !== 'postgres')('kill -9 during an inbound burst (PostgreSQL only)', () => {
  const cluster = useFaultCluster();

  it('loses nothing a 2xx acknowledged and doubles nothing once Meta redelivers the rest', { timeout: 90_000 }, async () => {
    const first = await cluster.spawn();
    await setUpCloudConnection(first.url);

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

    const second = await cluster.spawn();
    const redeliver = needingRedelivery(outcomes, TOTAL);
    process.stdout.write(`kill -9: ${acknowledged.length} of ${TOTAL} acknowledged before the kill, ${redeliver.length} redelivered after the restart\n`);
    for (const index of redeliver) expect(await deliver(second.url, index)).toBe(200);
    // Meta may also redeliver what was acknowledged (a lost 200): those must not be stored twice.
    for (const index of acknowledged.slice(0, 20)) expect(await deliver(second.url, index)).toBe(200);

    expect(await notStoredOnce(cluster.database, TOTAL)).toEqual([]);
    const [tickets] = await cluster.database.query<{ open: string; contacts: string }>(
      "select count(*) as open, count(distinct contact_id) as contacts from tickets where status <> 'closed'",
    );
    // One open ticket per customer: a redelivery after the crash did not open a second one.
    expect(Number(tickets?.open)).toBe(Number(tickets?.contacts));
  });
});
