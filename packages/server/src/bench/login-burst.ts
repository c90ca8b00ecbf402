/**
 * Authenticated latency under a password-guessing burst: GET /auth/me p50/p95 idle, then while failed logins
 * arrive at BENCH_FAILED_LOGINS_PER_SECOND (default 8, each for a different unknown account, so none is throttled
 * and every one costs a full password check). Before password work was bounded, this burst took /auth/me from
 * 42 ms to 5.2 s p50. Embedded database; a benchmark, not a test.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../db/database.js';
import { startBenchApp } from './bench-app.js';
import { pct, sample } from './latency.js';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const FAILED_PER_SECOND = Number(process.env.BENCH_FAILED_LOGINS_PER_SECOND ?? 8);

async function main(): Promise<void> {
  const database = await openDatabase({});
  const { base, config, close } = await startBenchApp(database);
  try {
    const token = await login(base, config.admin.email, config.admin.password).then(
      async (r) => ((await r.json()) as { token: string }).token,
    );
    const me = () =>
      fetch(`${base}/auth/me`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer());
    const report = (name: string, times: number[]) =>
      process.stdout.write(`  ${name.padEnd(44)} p50 ${pct(times, 50)} ms  p95 ${pct(times, 95)} ms\n`);

    report('GET /auth/me idle', await sample(me, SAMPLES));
    let failed = 0;
    const burst = setInterval(() => {
      for (let i = 0; i < FAILED_PER_SECOND; i += 1) {
        void login(base, `guess-${randomBytes(6).toString('hex')}@bench.local`, 'wrong-password').then(
          () => (failed += 1),
        );
      }
    }, 1000);
    try {
      report(`GET /auth/me with ${FAILED_PER_SECOND} failed logins/s`, await sample(me, SAMPLES));
    } finally {
      clearInterval(burst);
    }
    process.stdout.write(`  (${failed} failed logins answered during the run)\n`);
  } finally {
    await close();
  }
}

function login(base: string, email: string, password: string): Promise<Response> {
  return fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
