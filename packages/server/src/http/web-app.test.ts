import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'guiche-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Guichê</title>');
  writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  t = await startTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers index.html for client routes, uncached', async () => {
    for (const path of ['/', '/tickets', '/tickets/abc', '/login?next=1']) {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Guichê</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache, including files built after the server started', async () => {
    const first = await fetch(`${t.url}/assets/app-1.js`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('immutable');
    writeFileSync(join(dist, 'assets', 'app-2.js'), 'console.log(2)');
    expect((await fetch(`${t.url}/assets/app-2.js`)).status).toBe(200);
  });

  it('keeps JSON 404s for unknown API paths and missing assets', async () => {
    for (const path of ['/api/nope', '/assets/missing.js']) {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'ERR_NOT_FOUND' });
    }
  });
});
