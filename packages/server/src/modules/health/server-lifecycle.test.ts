import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../config.js';
import { freePort } from '../../test/faults/spawned-server.js';
import { pause } from '../../test/sockets.js';

const statusOf = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    async (response) => ({ code: response.status, status: ((await response.json()) as { status?: string }).status }),
    () => ({ code: 0, status: undefined }),
  );

/**
 * The server as a process (index.ts, embedded database on a fresh data folder): the port answers while it
 * creates and migrates its database, readiness turns 200 once it serves, and after SIGTERM readiness is 503 for
 * the drain period while liveness and requests still answer, then the process exits 0.
 */
it('answers live/ready while starting, then ready; drains on SIGTERM before it exits', { timeout: 120_000 }, async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'guiche-lifecycle-'));
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', join(PACKAGE_ROOT, 'src', 'index.ts')], {
    cwd: PACKAGE_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      WHATSAPP: 'off',
      SHUTDOWN_DRAIN_MS: '2000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}/api/health`;
  try {
    // Every answer of readiness until it is 200; creating and migrating a fresh embedded database takes seconds.
    const seen: string[] = [];
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && child.exitCode === null) {
      const [ready, live] = await Promise.all([statusOf(`${base}/ready`), statusOf(`${base}/live`)]);
      if (ready.code !== 0) seen.push(`${ready.code} ${ready.status}; live ${live.code}`);
      if (ready.code === 200) break;
      await pause(50);
    }
    const distinct = [...new Set(seen)];
    expect(distinct, output).toContain('503 starting; live 200');
    expect(distinct.at(-1), output).toBe('200 ok; live 200');

    const signalledAt = Date.now();
    child.kill('SIGTERM');
    const drainSeen = await (async () => {
      for (let i = 0; i < 20; i += 1) {
        const ready = await statusOf(`${base}/ready`);
        if (ready.code === 503) return { ready, live: await statusOf(`${base}/live`), health: await statusOf(base) };
        await pause(25);
      }
      return undefined;
    })();
    expect(drainSeen, output).toEqual({ ready: { code: 503, status: 'draining' }, live: { code: 200, status: 'ok' }, health: { code: 200, status: 'ok' } });
    expect(await exited, output).toBe(0);
    // It served on for the drain period (SHUTDOWN_DRAIN_MS) before closing.
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1900);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
