import { afterAll, beforeAll, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { testDbKind } from '../../test/test-database.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('GET /health reports the database it reached', async () => {
  expect(await call(t.url, 'GET', '/health')).toMatchObject({ status: 200, body: { status: 'ok', database: testDbKind() } });
});

it('unknown API paths answer a JSON 404', async () => {
  expect(await call(t.url, 'GET', '/no-such-thing')).toMatchObject({ status: 404, body: { error: 'ERR_NOT_FOUND' } });
});
