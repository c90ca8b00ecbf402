/**
 * Inbound throughput through the WhatsApp Cloud API webhook path: signed HTTP deliveries → signature check → parse
 * → contact, ticket and message stored → domain events → socket payloads. Two figures per engine, each on a fresh
 * database: one message per delivery (the worst case), and BENCH_BATCH messages per delivery (Meta batches several
 * messages into one delivery under load). PGlite always (unless BENCH_SKIP_PGLITE=1), PostgreSQL when DATABASE_URL
 * is set. Besides msg/s, the CPU milliseconds each message cost the server process and its PostgreSQL backends:
 * elapsed time moves with whatever else the machine runs, CPU per message much less. The sender runs in a child
 * process (webhook-load.ts). Run with `npm run bench` (a benchmark, not a test: no assertion on time).
 */
import { fork } from 'node:child_process';
import { count, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/database.js';
import { messages, tickets } from '../db/schema/index.js';
import { startBenchApp, withScratchPostgres } from './bench-app.js';
import { cpuBetween, sampleCpu } from './cpu-meter.js';
import type { LoadPlan, LoadResult } from './webhook-load.js';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const BATCH = Number(process.env.BENCH_BATCH ?? 10);
const CUSTOMERS = 500;
const PHONE_ID = '100200300400500';

async function main(): Promise<void> {
  const modes = [1, ...(BATCH > 1 ? [BATCH] : [])];
  if (process.env.BENCH_SKIP_PGLITE !== '1') {
    for (const perDelivery of modes) await run('pglite', await openDatabase({}), perDelivery);
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.warn('DATABASE_URL is not set: PostgreSQL skipped');
    return;
  }
  for (const perDelivery of modes) {
    await withScratchPostgres(url, async (databaseUrl) => run('postgres', await openDatabase({ databaseUrl }), perDelivery));
  }
}

async function run(kind: string, database: Database, perDelivery: number): Promise<void> {
  const { base, config, close } = await startBenchApp(database);
  try {
    const token = ((await post(base, '/auth/login', config.admin)) as { token: string }).token;
    await post(base, '/whatsapp', { name: 'Bench', channel: 'whatsappapi', providerAccountId: PHONE_ID, accessToken: 'bench-token-0123456789' }, token);
    const before = await sampleCpu(database);
    const load = await sendLoad({
      url: `${base}/webhooks/whatsapp`,
      appSecret: config.meta.appSecret ?? '',
      phoneNumberId: PHONE_ID,
      messages: MESSAGES,
      perDelivery,
      concurrency: CONCURRENCY,
      customers: CUSTOMERS,
    });
    const cpu = cpuBetween(before, await sampleCpu(database));
    const [stored] = await database.db.select({ value: count() }).from(messages).where(eq(messages.companyId, 1));
    const [opened] = await database.db.select({ value: count() }).from(tickets).where(eq(tickets.companyId, 1));
    const total = stored?.value ?? 0;
    const perMessage = (ms: number) => (ms / Math.max(total, 1)).toFixed(2);
    process.stdout.write(
      `${kind}: ${perDelivery} msg/delivery: ${total} messages (${opened?.value ?? 0} tickets) from ${load.deliveries} webhooks in ` +
        `${load.seconds.toFixed(2)} s = ${Math.round(total / load.seconds)} msg/s (concurrency ${CONCURRENCY}, ${CUSTOMERS} customers); ` +
        `CPU per message: server ${perMessage(cpu.serverMs)} ms` +
        (database.kind === 'postgres' ? `, PostgreSQL backends ${perMessage(cpu.databaseMs)} ms` : '') +
        `, load generator ${perMessage(load.cpuMs)} ms` +
        '\n',
    );
  } finally {
    await close();
  }
}

/** Runs the sender in a child process (same loader flags as this one) and waits for its answer. */
function sendLoad(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./webhook-load.ts', import.meta.url), { stdio: 'inherit' });
    child.once('message', (answer: { result?: LoadResult; error?: string }) => {
      if (answer.result) resolve(answer.result);
      else reject(new Error(answer.error ?? 'load generator failed'));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
    child.send(plan);
  });
}

async function post(base: string, path: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
