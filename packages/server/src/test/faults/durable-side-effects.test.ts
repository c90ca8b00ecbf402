import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../http.js';
import { pause } from '../sockets.js';
import { TEST_ADMIN, testDbKind } from '../test-database.js';
import { startFakeGraph, type FakeGraph } from './fake-graph.js';
import { deliver, setUpCloudConnection } from './inbound-traffic.js';
import { useFaultCluster, type ScratchDatabase, type SpawnedServer } from './spawned-server.js';

/** The customer of delivery 0 (inbound-traffic.ts): writing first opens the Cloud API's reply window. */
const CUSTOMER = '5511970000000';

interface TableLock {
  /** The admin session holding the lock, which must outlive the server's backends. */
  pid: number;
  release(): Promise<void>;
}

/**
 * Holds an ACCESS EXCLUSIVE lock on `table` from an admin session, so the server's next statement on it waits: the
 * kill then lands exactly between the step that committed and the one that needed the table, every time.
 */
async function lockTable(database: ScratchDatabase, table: string): Promise<TableLock> {
  const client = new pg.Client({ connectionString: database.url });
  // The database is dropped with force at the end, ending this session too if a test failed before its release.
  client.on('error', () => undefined);
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  await client.query('begin');
  await client.query(`lock table ${table} in access exclusive mode`);
  return {
    pid: rows[0]!.pid,
    release: async () => {
      await client.query('rollback');
      await client.end();
    },
  };
}

/** Waits until a backend of the server is blocked on the lock, in a statement like `pattern` (ilike). */
async function waitBlockedOn(database: ScratchDatabase, pattern: string, request: () => string): Promise<void> {
  for (let tries = 0; tries < 300; tries += 1) {
    const rows = await database.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike $1",
      [pattern],
    );
    if (rows.length > 0) return;
    await pause(50);
  }
  throw new Error(`no statement like ${pattern} ever waited for the lock (the request: ${request()})`);
}

/**
 * kill -9 at the worst moment; then the database forgets the statement the process was waiting on (as if the kill
 * came before it was sent): the server's backends are terminated, and gone, before the lock is released.
 */
async function killBlocked(database: ScratchDatabase, server: SpawnedServer, lock: TableLock): Promise<void> {
  server.child.kill('SIGKILL');
  expect((await server.exited).signal).toBe('SIGKILL');
  const others = 'datname = current_database() and pid <> pg_backend_pid() and pid <> $1';
  await database.query(`select pg_terminate_backend(pid) from pg_stat_activity where ${others}`, [lock.pid]);
  await waitFor(
    () => database.query(`select pid from pg_stat_activity where ${others}`, [lock.pid]),
    (rows) => rows.length === 0,
    10_000,
  );
  await lock.release();
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await pause(200);
  }
}

// The embedded database dies with the killed process; what is tested is what PostgreSQL keeps of each commit.
describe.skipIf(testDbKind() !== 'postgres')('kill -9 between a change and its side effect (PostgreSQL only)', () => {
  const cluster = useFaultCluster();
  let graph: FakeGraph;
  let token: string;
  let current: SpawnedServer;
  beforeAll(async () => {
    graph = await startFakeGraph();
  });
  afterAll(() => graph?.close());

  it(
    'a schedule is sent once after a kill right after its row commits, and one already stored still goes',
    { timeout: 120_000 },
    async () => {
      const first = await cluster.spawn({ graphApiUrl: graph.url });
      token = await setUpCloudConnection(first.url);
      expect(await deliver(first.url, 0)).toBe(200);
      const [contact] = await waitFor(
        () => cluster.database.query<{ id: number }>('select id from contacts where number = $1', [CUSTOMER]),
        (rows) => rows.length === 1,
        20_000,
      );
      const contactId = contact!.id;
      const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
      // Stored whole before the fault, due a moment after it: its job must outlive the process.
      const stored = await call(first.url, 'POST', '/schedules', {
        token,
        body: { body: 'durable-stored', contactId, sendAt: inSeconds(3) },
      });
      expect(stored.status).toBe(201);

      // The next schedule's job cannot be written yet: the old code had committed the row by then (a second step).
      const lock = await lockTable(cluster.database, 'pgboss.job');
      let answer = 'pending';
      void call(first.url, 'POST', '/schedules', {
        token,
        body: { body: 'durable-cut', contactId, sendAt: inSeconds(1) },
      }).then(
        (res) => (answer = `${res.status} ${JSON.stringify(res.body)}`),
        () => (answer = 'cut'),
      );
      await waitBlockedOn(cluster.database, '%insert into pgboss.job%', () => answer);
      await killBlocked(cluster.database, first, lock);
      current = await cluster.spawn({ graphApiUrl: graph.url });

      // Whatever schedule rows exist now are sent, each once; none waits forever.
      const rows = await waitFor(
        () =>
          cluster.database.query<{ body: string; status: string }>(
            'select body, status from schedules where contact_id = $1 order by id',
            [contactId],
          ),
        (all) => all.every((row) => row.status !== 'PENDENTE') && all.every((row) => graph.sent().has(row.body)),
        60_000,
      );
      process.stdout.write(
        `schedules after kill -9: ${JSON.stringify(rows)}, sends ${JSON.stringify([...graph.sent()])}\n`,
      );
      expect(rows.map((row) => row.body)).toContain('durable-stored');
      for (const row of rows) {
        expect(row.status, row.body).toBe('ENVIADA');
        expect(graph.sent().get(row.body), row.body).toBe(1);
        const [messages] = await cluster.database.query<{ n: string }>(
          'select count(*) as n from messages where body = $1',
          [row.body],
        );
        expect(Number(messages?.n), row.body).toBe(1);
      }
    },
  );

  it(
    'a ticket accepted right before a kill -9 has its attendance cycle after the restart, once',
    { timeout: 120_000 },
    async () => {
      const [ticket] = await cluster.database.query<{ id: number }>(
        "select t.id from tickets t join contacts c on c.id = t.contact_id where c.number = $1 and t.status <> 'closed'",
        [CUSTOMER],
      );
      const ticketId = ticket!.id;
      // The ticket waits for an attendant, with its cycle queued and not started.
      const [queue] = await cluster.database.query<{ id: number }>(
        "insert into queues (company_id, name, color) select company_id, 'Faults', '#0a7cff' from tickets where id = $1 returning id",
        [ticketId],
      );
      await cluster.database.query(
        "update tickets set status = 'pending', user_id = null, queue_id = $2 where id = $1",
        [ticketId, queue!.id],
      );
      await cluster.database.query('delete from attendance_cycles where ticket_id = $1', [ticketId]);
      await cluster.database.query(
        'insert into attendance_cycles (company_id, ticket_id, whatsapp_id, queued_at) select company_id, id, whatsapp_id, updated_at from tickets where id = $1',
        [ticketId],
      );
      const [admin] = await cluster.database.query<{ id: number }>('select id from users where email = $1', [
        TEST_ADMIN.email,
      ]);

      const lock = await lockTable(cluster.database, 'attendance_cycles');
      let answer = 'pending';
      void call(current.url, 'PUT', `/tickets/${ticketId}`, {
        token,
        body: { status: 'open', userId: admin!.id },
      }).then(
        (res) => (answer = `${res.status} ${JSON.stringify(res.body)}`),
        () => (answer = 'cut'),
      );
      // The ticket's update waits: its trigger (migration 0032) writes the cycle in the same transaction.
      await waitBlockedOn(cluster.database, '%update%tickets%', () => answer);
      await killBlocked(cluster.database, current, lock);
      current = await cluster.spawn({ graphApiUrl: graph.url, port: current.port });

      // The figures agree with the ticket: accepted with a started cycle, or (its commit undone) still waiting.
      const [after] = await cluster.database.query<{ status: string; updated_at: Date }>(
        'select status, updated_at from tickets where id = $1',
        [ticketId],
      );
      const cycles = () =>
        cluster.database.query<{ started_at: Date | null; finished_at: Date | null }>(
          'select started_at, finished_at from attendance_cycles where ticket_id = $1',
          [ticketId],
        );
      const seen = await cycles();
      process.stdout.write(`ticket after kill -9: ${after?.status}; cycles ${JSON.stringify(seen)}\n`);
      expect(seen).toHaveLength(1);
      expect(seen[0]?.started_at === null).toBe(after?.status === 'pending');

      // Accepting it now (again, if it was undone) starts its one cycle.
      if (after?.status === 'pending')
        expect(
          (
            await call(current.url, 'PUT', `/tickets/${ticketId}`, {
              token,
              body: { status: 'open', userId: admin!.id },
            })
          ).status,
        ).toBe(200);
      const [accepted] = await cluster.database.query<{ updated_at: Date }>(
        'select updated_at from tickets where id = $1',
        [ticketId],
      );
      expect(await cycles()).toEqual([{ started_at: accepted?.updated_at, finished_at: null }]);
    },
  );
});
