import { expect, it } from 'vitest';
import { startServerProcess } from '../../test/faults/spawned-server.js';
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
it(
  'answers live/ready while starting, then ready; drains on SIGTERM before it exits',
  { timeout: 120_000 },
  async () => {
    const server = await startServerProcess({ SHUTDOWN_DRAIN_MS: '2000' });
    const { child } = server;
    const base = `${server.url}/api/health`;
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
      expect(distinct, server.output()).toContain('503 starting; live 200');
      expect(distinct.at(-1), server.output()).toBe('200 ok; live 200');

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
      expect(drainSeen, server.output()).toEqual({
        ready: { code: 503, status: 'draining' },
        live: { code: 200, status: 'ok' },
        health: { code: 200, status: 'ok' },
      });
      expect((await server.exited).code, server.output()).toBe(0);
      // It served on for the drain period (SHUTDOWN_DRAIN_MS) before closing.
      expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1900);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await server.exited;
    }
  },
);
