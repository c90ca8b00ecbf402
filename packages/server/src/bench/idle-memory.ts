/**
 * Idle memory of the built server (`dist/`), as `npm start` runs it (the node flags of its start script): started once
 * on the embedded database and once
 * on PostgreSQL (when DATABASE_URL is set), left idle a few seconds after it is healthy, then its resident set size
 * is read from /proc. Run `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../config.js';
import { withScratchPostgres } from './bench-app.js';

const IDLE_MS = 5000;
const ENTRY = join(PACKAGE_ROOT, 'dist', 'index.js');
/** The arguments node gets from the server's start script (`node <flags> dist/index.js`), flags included. */
const START_ARGS = startScriptArgs();

async function main(): Promise<void> {
  if (!existsSync(ENTRY)) {
    console.warn(`idle memory: ${ENTRY} is missing; run \`npm run build\` first`);
    return;
  }
  report('embedded (PGlite)', await idleRss({}));
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.warn('idle memory: DATABASE_URL is not set, PostgreSQL skipped');
    return;
  }
  await withScratchPostgres(url, async (databaseUrl) =>
    report('PostgreSQL', await idleRss({ DATABASE_URL: databaseUrl })),
  );
}

function report(mode: string, rssMb: number): void {
  process.stdout.write(`idle memory: ${mode}: ${rssMb} MB RSS ${IDLE_MS / 1000} s after healthy\n`);
}

async function idleRss(env: Record<string, string>): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'guiche-bench-rss-'));
  const port = await freePort();
  const child = spawn(process.execPath, START_ARGS, {
    cwd: PACKAGE_ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitHealthy(`http://127.0.0.1:${port}/api/health`, 120_000);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    return Math.round(kb / 1024);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function waitHealthy(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not healthy within ${ms} ms`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startScriptArgs(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [command, ...args] = scripts.start.split(/\s+/);
  if (command !== 'node') throw new Error(`idle memory: the start script is not a node command: ${scripts.start}`);
  return args;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
