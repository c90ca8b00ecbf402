/**
 * Authenticated latency under a password-guessing burst: GET /auth/me p50/p95 idle, then while failed logins
 * arrive at BENCH_FAILED_LOGINS_PER_SECOND (default 8, each for a different unknown account, so none is throttled
 * and every one costs a full password check). Before password work was bounded, this burst took /auth/me from
 * 42 ms to 5.2 s p50. Embedded database; a benchmark, not a test.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/database.js';
import { seedDatabase } from '../db/seed.js';
import { benchConfig } from './bench-app.js';
import { pct, sample } from './latency.js';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const FAILED_PER_SECOND = Number(process.env.BENCH_FAILED_LOGINS_PER_SECOND ?? 8);
const ADMIN = { email: 'bench@guiche.local', password: 'Bench@12345' };

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'guiche-bench-'));
  const database = await openDatabase({});
  await database.migrate();
  await seedDatabase(database.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  const app = await buildApp({ config: benchConfig(dataDir), database });
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const address = app.http.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  try {
    const token = await login(base, ADMIN.email, ADMIN.password).then(async (r) => ((await r.json()) as { token: string }).token);
    const me = () => fetch(`${base}/auth/me`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer());
    const report = (name: string, times: number[]) => process.stdout.write(`  ${name.padEnd(44)} p50 ${pct(times, 50)} ms  p95 ${pct(times, 95)} ms\n`);

    report('GET /auth/me idle', await sample(me, SAMPLES));
    let failed = 0;
    const burst = setInterval(() => {
      for (let i = 0; i < FAILED_PER_SECOND; i += 1) {
        void login(base, `guess-${randomBytes(6).toString('hex')}@bench.local`, 'wrong-password').then(() => (failed += 1));
      }
    }, 1000);
    try {
      report(`GET /auth/me with ${FAILED_PER_SECOND} failed logins/s`, await sample(me, SAMPLES));
    } finally {
      clearInterval(burst);
    }
    process.stdout.write(`  (${failed} failed logins answered during the run)\n`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function login(base: string, email: string, password: string): Promise<Response> {
  return fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
