import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../config.js';
import type { Database } from '../../db/database.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { testDbKind } from '../../test/test-database.js';
import { readBuildInfo } from './build-info.js';
import { healthRoutes } from './health.routes.js';
import { Lifecycle } from './lifecycle.js';

const packageVersion = (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string })
  .version;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('GET /health reports the database it reached, the version and the commit', async () => {
  const answer = await call(t.url, 'GET', '/health');
  // GUICHE_COMMIT when the environment has it, else this checkout's HEAD (tests run from a clone), else null.
  const { commit } = readBuildInfo(process.env);
  expect(answer).toMatchObject({
    status: 200,
    body: { status: 'ok', database: testDbKind(), version: packageVersion, commit },
  });
});

it('GET /health/live and /health/ready answer 200 on a serving app', async () => {
  expect(await call(t.url, 'GET', '/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
  expect(await call(t.url, 'GET', '/health/ready')).toMatchObject({
    status: 200,
    body: { status: 'ok', database: testDbKind(), version: packageVersion },
  });
});

it('unknown API paths answer a JSON 404', async () => {
  expect(await call(t.url, 'GET', '/no-such-thing')).toMatchObject({ status: 404, body: { error: 'ERR_NOT_FOUND' } });
});

describe('readiness by phase, and with the database down', () => {
  let reachable = true;
  const database = {
    kind: 'postgres',
    ping: async () => {
      if (!reachable) throw new Error('connection refused');
    },
  } as unknown as Database; // the routes use kind and ping only
  const lifecycle = new Lifecycle('starting');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(healthRoutes, { database, lifecycle, build: { version: '9.9.9', commit: 'abc123' } });
  });
  afterAll(() => app.close());
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };

  it('is 503 while starting and draining, 200 while serving; liveness is 200 throughout', async () => {
    expect(await get('/health/ready')).toEqual({
      status: 503,
      body: { status: 'starting', version: '9.9.9', commit: 'abc123' },
    });
    expect(await get('/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    lifecycle.serving();
    expect(await get('/health/ready')).toMatchObject({
      status: 200,
      body: { status: 'ok', version: '9.9.9', commit: 'abc123' },
    });
    lifecycle.drain();
    expect(await get('/health/ready')).toMatchObject({ status: 503, body: { status: 'draining' } });
    // Draining is for good: nothing turns it back.
    lifecycle.serving();
    expect(await get('/health/ready')).toMatchObject({ status: 503, body: { status: 'draining' } });
    expect(await get('/health/live')).toMatchObject({ status: 200 });
    // /health itself reports the database, whatever the phase (the image's HEALTHCHECK).
    expect(await get('/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('answers 503 on /health and readiness when the database is down, liveness still 200', async () => {
    const serving = Fastify();
    await serving.register(healthRoutes, { database, build: { version: '9.9.9', commit: null } });
    reachable = false;
    try {
      const answer = await serving.inject({ method: 'GET', url: '/health/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ status: 'unavailable', checks: { database: 'unavailable' }, commit: null });
      expect((await serving.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);
      expect((await serving.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      reachable = true;
      await serving.close();
    }
  });
});
