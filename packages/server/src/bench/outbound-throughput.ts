/**
 * Outbound: replies through POST /messages to a simulator connection and to a Cloud API connection on a local fake
 * Graph server. Three figures per channel and engine, each on a fresh database:
 * - rate: BENCH_REPLIES replies posted over BENCH_CHATS chats (BENCH_POSTERS requests in flight), msg/s from the
 *   first POST to the last provider call (bounded by how fast POST /messages stores them);
 * - backlog: as many replies queued while the connection's worker is away, msg/s from its return to the last call;
 * - latency at idle: one reply at a time, ms from the POST to the adapter's send call (p50/p95).
 * PGlite always (unless BENCH_SKIP_PGLITE=1), PostgreSQL when DATABASE_URL is set. A benchmark, not a test.
 */
import { eq, inArray } from 'drizzle-orm';
import type { MessageView } from '@guiche/shared';
import type { App } from '../app.js';
import { FakeGraphServer } from '../channels/meta/testing/fake-graph-server.js';
import { WebhookEmitter, httpTransport } from '../channels/meta/testing/webhook-emitter.js';
import { cloudInbound } from '../channels/meta/testing/webhook-payloads.js';
import { openDatabase, type Database, type Db } from '../db/database.js';
import { tickets } from '../db/schema/index.js';
import { benchConfig, startBenchApp, withScratchPostgres } from './bench-app.js';
import { pct } from './latency.js';
import { watchSends } from './send-watch.js';

const REPLIES = Number(process.env.BENCH_REPLIES ?? 400);
const CHATS = Number(process.env.BENCH_CHATS ?? 20);
const POSTERS = Number(process.env.BENCH_POSTERS ?? 8);
const IDLE_SAMPLES = Number(process.env.BENCH_IDLE_SAMPLES ?? 40);
const PHONE_ID = '100200300400501';
const GRAPH_TOKEN = 'bench-outbound-token-0123456789';

type Channel = 'simulator' | 'whatsappapi';
const CHANNELS = (process.env.BENCH_CHANNELS ?? 'simulator,whatsappapi').split(',') as Channel[];

async function main(): Promise<void> {
  process.stdout.write('engine    channel       replies   msg/s  backlog/s  idle p50 ms  p95 ms\n');
  if (process.env.BENCH_SKIP_PGLITE !== '1') {
    for (const channel of CHANNELS) await run('pglite', await openDatabase({}), channel);
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.warn('DATABASE_URL is not set: PostgreSQL skipped');
    return;
  }
  for (const channel of CHANNELS) {
    await withScratchPostgres(url, async (databaseUrl) =>
      run('postgres', await openDatabase({ databaseUrl }), channel),
    );
  }
}

async function run(engine: string, database: Database, channel: Channel): Promise<void> {
  const fake = await FakeGraphServer.start();
  fake.addPhoneNumber(PHONE_ID, GRAPH_TOKEN);
  const { app, config, root, base, close } = await startBenchApp(database, {
    configure: (dataDir) => ({
      ...benchConfig(dataDir, { graphBaseUrl: fake.baseUrl }),
      simulatorEnabled: true,
      logLevel: process.env.BENCH_LOG_LEVEL ?? 'silent',
    }),
  });
  try {
    const token = ((await request(base, 'POST', '/auth/login', config.admin)) as { token: string }).token;
    const { whatsappId, ticketIds } =
      channel === 'simulator'
        ? await simulatorChats(app, database.db, base, token)
        : await cloudChats(
            app,
            database.db,
            base,
            token,
            new WebhookEmitter(httpTransport(root), config.meta.appSecret ?? '', fake),
          );
    const calledAt = watchSends(app.services.channels);

    // Rate: everything posted at once over the chats, POSTERS requests in flight.
    const started = performance.now();
    const posted: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: POSTERS }, async () => {
        for (let i = next++; i < REPLIES; i = next++) {
          const ticketId = ticketIds[i % ticketIds.length] ?? 0;
          posted.push(
            ((await request(base, 'POST', `/messages/${ticketId}`, { body: `reply ${i}` }, token)) as MessageView).wid,
          );
        }
      }),
    );
    await until(() => posted.every((wid) => calledAt.has(wid)));
    const last = Math.max(...posted.map((wid) => calledAt.get(wid) ?? 0));
    const rate = REPLIES / ((last - started) / 1000);

    // Backlog: the same number queued while the connection's worker is away (a restart), then drained.
    await app.services.outbound.detach(whatsappId);
    const queued: string[] = [];
    for (let i = 0; i < REPLIES; i += 1) {
      queued.push(
        (
          (await request(
            base,
            'POST',
            `/messages/${ticketIds[i % ticketIds.length] ?? 0}`,
            { body: `backlog ${i}` },
            token,
          )) as MessageView
        ).wid,
      );
    }
    const drainStarted = performance.now();
    await app.services.outbound.attach(whatsappId);
    await until(() => queued.every((wid) => calledAt.has(wid)));
    const drain = REPLIES / ((Math.max(...queued.map((wid) => calledAt.get(wid) ?? 0)) - drainStarted) / 1000);

    // Latency at idle: one reply at a time, each carried before the next is posted. Idle means the acks of the
    // backlog (the simulated phone's come 0.7 s and 1.6 s after each send) have settled first.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const latencies: number[] = [];
    for (let i = 0; i < IDLE_SAMPLES; i += 1) {
      const postedAt = performance.now();
      const wid = (
        (await request(base, 'POST', `/messages/${ticketIds[0] ?? 0}`, { body: `idle ${i}` }, token)) as MessageView
      ).wid;
      await until(() => calledAt.has(wid));
      latencies.push((calledAt.get(wid) ?? postedAt) - postedAt);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    process.stdout.write(
      `${engine.padEnd(9)} ${channel.padEnd(12)} ${String(REPLIES).padStart(8)} ${rate.toFixed(0).padStart(7)} ${drain.toFixed(0).padStart(8)} ${pct(latencies, 50).padStart(12)} ${pct(latencies, 95)}\n`,
    );
  } finally {
    await close();
    await fake.close();
  }
}

async function simulatorChats(
  app: App,
  db: Db,
  base: string,
  token: string,
): Promise<{ whatsappId: number; ticketIds: number[] }> {
  const { id: whatsappId } = (await request(
    base,
    'POST',
    '/whatsapp',
    { name: 'Bench simulator', channel: 'simulator' },
    token,
  )) as { id: number };
  await until(async () => app.services.channels.adapter(whatsappId) !== undefined);
  await request(base, 'POST', `/simulator/${whatsappId}/scan`, {}, token);
  for (let i = 0; i < CHATS; i += 1) {
    await request(
      base,
      'POST',
      `/simulator/${whatsappId}/chats/55119${String(10_000_000 + i)}/messages`,
      { contactName: `Cliente ${i}`, body: 'Oi' },
      token,
    );
  }
  return { whatsappId, ticketIds: await openTickets(db, whatsappId) };
}

async function cloudChats(
  app: App,
  db: Db,
  base: string,
  token: string,
  emitter: WebhookEmitter,
): Promise<{ whatsappId: number; ticketIds: number[] }> {
  const { id: whatsappId } = (await request(
    base,
    'POST',
    '/whatsapp',
    { name: 'Bench Cloud API', channel: 'whatsappapi', providerAccountId: PHONE_ID, accessToken: GRAPH_TOKEN },
    token,
  )) as { id: number };
  await until(async () => app.services.channels.adapter(whatsappId) !== undefined);
  for (let i = 0; i < CHATS; i += 1) {
    const waId = `55119${String(20_000_000 + i)}`;
    await emitter.deliver(
      '/api/webhooks/whatsapp',
      cloudInbound(PHONE_ID, waId, `Cliente ${i}`, { id: `wamid.BENCH-${i}`, type: 'text', text: { body: 'Oi' } }),
    );
  }
  return { whatsappId, ticketIds: await openTickets(db, whatsappId) };
}

/** The connection's CHATS tickets, once stored, opened for replies. */
async function openTickets(db: Db, whatsappId: number): Promise<number[]> {
  let ids: number[] = [];
  await until(async () => {
    ids = (await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.whatsappId, whatsappId))).map(
      (row) => row.id,
    );
    return ids.length === CHATS;
  });
  await db.update(tickets).set({ status: 'open' }).where(inArray(tickets.id, ids));
  return ids;
}

async function until(
  check: () => boolean | Promise<boolean>,
  ms = Number(process.env.BENCH_WAIT_MS ?? 120_000),
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('bench: timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function request(base: string, method: string, path: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

await main();
