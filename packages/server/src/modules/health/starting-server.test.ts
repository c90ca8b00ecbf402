import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { listenWhileStarting } from './starting-server.js';

it('answers live 200, ready and /health 503 starting, anything else 503, and frees the port on close', async () => {
  const starting = await listenWhileStarting(0, '127.0.0.1');
  const base = `http://127.0.0.1:${starting.port}`;
  try {
    const live = await fetch(`${base}/api/health/live`);
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
    for (const path of ['/api/health/ready', '/api/health?full=1']) {
      const ready = await fetch(`${base}${path}`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'starting', version: expect.any(String) });
    }
    const other = await fetch(`${base}/api/tickets`, { method: 'POST', body: '{}' });
    expect(other.status).toBe(503);
    expect(other.headers.get('retry-after')).toBe('5');
    expect(await other.json()).toMatchObject({ error: 'ERR_SERVICE_UNAVAILABLE' });
  } finally {
    await starting.close();
  }
  // The app takes the same port next (index.ts).
  await new Promise<void>((resolve, reject) => {
    const next = createServer();
    next.once('error', reject);
    next.listen(starting.port, '127.0.0.1', () => next.close(() => resolve()));
  });
});

it('closes with a kept-alive connection open (a probe reusing its socket must not hold the port)', async () => {
  const starting = await listenWhileStarting(0, '127.0.0.1');
  // fetch keeps the connection alive by default.
  await (await fetch(`http://127.0.0.1:${starting.port}/api/health/live`)).text();
  await expect(
    Promise.race([
      starting.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('stuck'), 3000)),
    ]),
  ).resolves.toBe('closed');
});
