/**
 * External messages API (issue 18: "sustains ≥ 500 requests/s accepted on PostgreSQL"): many concurrent
 * POST /api/messages/send with one simulator connection's token, over BENCH_EXTERNAL_NUMBERS distinct numbers.
 * Three phases per engine, each reporting accepted (201) requests/s and the request latency p50/p95:
 * - first: one send per number, each creating the contact and opening its ticket;
 * - steady: BENCH_EXTERNAL_REQUESTS sends spread over those numbers (their tickets reused), each with its own
 *   Idempotency-Key as the /messages-api page's example sends it;
 * - parked: the same while the connection's worker is away, so nothing is delivered meanwhile: what accepting
 *   costs alone, against steady's accepting and delivering on the same cores.
 * BENCH_EXTERNAL_CONCURRENCY requests are in flight, sent from a child process (http-load.ts) as another machine
 * would send them: a sender in the server's process took a good part of its event loop. The token's rate limit is raised out of the way (its check
 * still runs): one integration's budget is a setting, not the API's capacity. The connection's worker delivers
 * the queued messages to the simulator meanwhile, in the same process, as it would in production.
 * PGlite always (unless BENCH_SKIP_PGLITE=1), PostgreSQL when DATABASE_URL is set. A benchmark, not a test.
 */
import { randomUUID } from 'node:crypto';
import { openDatabase, type Database } from '../db/database.js';
import { connectionsRepository } from '../modules/connections/connections.repository.js';
import { benchConfig, startBenchApp, withScratchPostgres } from './bench-app.js';
import { cpuBetween, sampleCpu } from './cpu-meter.js';
import type { HttpLoadPlan, HttpLoadRequest, HttpLoadResult } from './http-load.js';
import { pct } from './latency.js';
import { runInChild } from './run-in-child.js';

const REQUESTS = Number(process.env.BENCH_EXTERNAL_REQUESTS ?? 2000);
const NUMBERS = Number(process.env.BENCH_EXTERNAL_NUMBERS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_EXTERNAL_CONCURRENCY ?? 32);

interface Phase {
  accepted: number;
  /** Refused answers by status, so a figure reached by failing fast cannot pass for throughput. */
  refused: Map<number, number>;
  perSecond: number;
  latencies: number[];
  firstRefusal?: string;
  /** CPU milliseconds per accepted request: the server process, and its PostgreSQL backends. */
  serverMs: number;
  databaseMs: number;
}

async function main(): Promise<void> {
  process.stdout.write(`external send: ${NUMBERS} numbers, ${REQUESTS} steady requests, ${CONCURRENCY} in flight\n`);
  process.stdout.write(
    'engine    phase     accepted  refused   req/s  p50 ms  p95 ms  server ms/req  backends ms/req\n',
  );
  if (process.env.BENCH_SKIP_PGLITE !== '1') await run('pglite', await openDatabase({}));
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.warn('DATABASE_URL is not set: PostgreSQL skipped');
    return;
  }
  await withScratchPostgres(url, async (databaseUrl) => run('postgres', await openDatabase({ databaseUrl })));
}

async function run(engine: string, database: Database): Promise<void> {
  const { app, config, base, close } = await startBenchApp(database, {
    configure: (dataDir) => {
      const defaults = benchConfig(dataDir);
      return {
        ...defaults,
        simulatorEnabled: true,
        rateLimit: { ...defaults.rateLimit, externalApiPerTokenPerMinute: 10_000_000 },
        logLevel: process.env.BENCH_LOG_LEVEL ?? 'silent',
      };
    },
  });
  try {
    const session = ((await json(base, '/auth/login', config.admin)) as { token: string }).token;
    const connection = (await json(base, '/whatsapp', { name: 'Bench API', channel: 'simulator' }, session)) as {
      id: number;
      companyId: number;
      token: string;
    };
    await until(() => app.services.channels.adapter(connection.id) !== undefined);
    await json(base, `/simulator/${connection.id}/scan`, {}, session);
    // The scan's CONNECTED is stored as the session reports it, a moment later: a send before it is refused (409).
    await untilAsync(
      async () =>
        (await connectionsRepository.findById(database.db, connection.companyId, connection.id))?.status ===
        'CONNECTED',
    );

    const numbers = Array.from({ length: NUMBERS }, (_, i) => `55119${String(30_000_000 + i)}`);
    const send = (i: number, key?: string) =>
      sendRequest(
        base,
        connection.token,
        { number: numbers[i % NUMBERS] ?? '', body: `Pedido ${i} saiu para entrega` },
        key,
      );
    report(engine, 'first', await load(database, NUMBERS, (i) => send(i)));
    report(engine, 'steady', await load(database, REQUESTS, (i) => send(i, randomUUID())));
    await app.services.outbound.detach(connection.id);
    report(engine, 'parked', await load(database, REQUESTS, (i) => send(i, randomUUID())));
  } finally {
    await close();
  }
}

/**
 * `total` requests, CONCURRENCY in flight from a child process (http-load.ts), each timed; the rate counts the
 * 201s over the whole span.
 */
async function load(database: Database, total: number, request: (i: number) => HttpLoadRequest): Promise<Phase> {
  const requests = Array.from({ length: total }, (_, i) => request(i));
  const before = await sampleCpu(database);
  const { seconds, statuses, latenciesMs, firstRefusal } = await runInChild<HttpLoadResult>(
    new URL('./http-load.ts', import.meta.url),
    {
      requests,
      concurrency: CONCURRENCY,
    } satisfies HttpLoadPlan,
  );
  const cpu = cpuBetween(before, await sampleCpu(database));
  const phase: Phase = {
    accepted: 0,
    refused: new Map(),
    perSecond: 0,
    latencies: latenciesMs,
    firstRefusal,
    serverMs: 0,
    databaseMs: 0,
  };
  for (const status of statuses) {
    if (status === 201) phase.accepted += 1;
    else phase.refused.set(status, (phase.refused.get(status) ?? 0) + 1);
  }
  phase.perSecond = phase.accepted / seconds;
  phase.serverMs = cpu.serverMs / Math.max(phase.accepted, 1);
  phase.databaseMs = cpu.databaseMs / Math.max(phase.accepted, 1);
  return phase;
}

function report(
  engine: string,
  name: string,
  { accepted, refused, perSecond, latencies, firstRefusal, serverMs, databaseMs }: Phase,
): void {
  const refusals = [...refused].map(([status, n]) => `${n}×${status}`).join(',') || '0';
  const cpu = `${serverMs.toFixed(2).padStart(14)} ${databaseMs.toFixed(2).padStart(16)}`;
  process.stdout.write(
    `${engine.padEnd(9)} ${name.padEnd(8)} ${String(accepted).padStart(9)} ${refusals.padStart(8)} ${perSecond.toFixed(0).padStart(7)} ${pct(latencies, 50)} ${pct(latencies, 95)} ${cpu}\n`,
  );
  if (firstRefusal !== undefined) process.stdout.write(`  first refusal: ${firstRefusal.slice(0, 300)}\n`);
}

/** One POST /api/messages/send as another system makes it. */
function sendRequest(
  base: string,
  token: string,
  body: { number: string; body: string },
  key?: string,
): HttpLoadRequest {
  return {
    method: 'POST',
    url: `${base}/messages/send`,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  };
}

async function json(base: string, path: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

async function until(check: () => boolean, ms = 60_000): Promise<void> {
  await untilAsync(async () => check(), ms);
}

async function untilAsync(check: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('bench: timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

await main();
