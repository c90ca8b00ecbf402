/**
 * Reader throughput under a password-guessing attack (issue 42, finding 7): BENCH_READERS (default 200) concurrent
 * GET /auth/me for BENCH_PHASE_SECONDS (default 10), alone and then with BENCH_ATTACKERS (default 8) concurrent
 * wrong-password logins from ever new addresses on unknown accounts (login-attack-load.ts). The phases alternate
 * BENCH_ROUNDS times (default 3), so that other work on the machine weighs on both alike. Reports reads/s per phase
 * and the attackers' answers. PGlite, or PostgreSQL when DATABASE_URL is set. A benchmark, not a test.
 */
import { openDatabase, type Database } from '../db/database.js';
import { benchConfig, startBenchApp, withScratchPostgres } from './bench-app.js';
import { pct } from './latency.js';
import type { AttackLoadPlan, AttackLoadResult } from './login-attack-load.js';
import { runInChild } from './run-in-child.js';

const READERS = Number(process.env.BENCH_READERS ?? 200);
const ATTACKERS = Number(process.env.BENCH_ATTACKERS ?? 8);
const SECONDS = Number(process.env.BENCH_PHASE_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) await withScratchPostgres(url, async (databaseUrl) => run('postgres', await openDatabase({ databaseUrl })));
  else await run('pglite', await openDatabase({}));
}

async function run(engine: string, database: Database): Promise<void> {
  const { base, config, close } = await startBenchApp(database, {
    configure: (dataDir) => {
      const defaults = benchConfig(dataDir);
      // The attackers' addresses come in X-Forwarded-For; each is new, so the per-address limits never refuse them.
      return { ...defaults, trustProxy: true };
    },
  });
  try {
    const response = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(config.admin),
    });
    const { token } = (await response.json()) as { token: string };
    process.stdout.write(
      `${engine}: ${READERS} readers of GET /auth/me, ${SECONDS} s per phase; attack: ${ATTACKERS} concurrent wrong logins\n`,
    );
    process.stdout.write("phase         reads/s  p50 ms  p95 ms  failed  attackers' answers\n");
    const plan = { base, token, readers: READERS, seconds: SECONDS };
    await phase('warm-up', { ...plan, attackers: 0, seconds: Math.min(SECONDS, 3) });
    for (let round = 0; round < ROUNDS; round += 1) {
      await phase('readers', { ...plan, attackers: 0 });
      await phase('attacked', { ...plan, attackers: ATTACKERS });
    }
  } finally {
    await close();
  }
}

async function phase(name: string, plan: AttackLoadPlan): Promise<void> {
  const result = await runInChild<AttackLoadResult>(new URL('./login-attack-load.ts', import.meta.url), plan);
  const answers =
    Object.entries(result.logins)
      .map(([status, n]) => `${n}×${status}`)
      .join(' ') || '-';
  const perSecond = (result.reads / result.seconds).toFixed(0);
  process.stdout.write(
    `${name.padEnd(12)} ${perSecond.padStart(8)} ${pct(result.readLatenciesMs, 50)} ${pct(result.readLatenciesMs, 95)} ${String(result.failedReads).padStart(7)}  ${answers}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
