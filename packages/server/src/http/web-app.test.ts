import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.js';

const BIG = `export const words = ${JSON.stringify('palavra '.repeat(5000))};`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'guiche-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Guichê</title>');
  writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'big-1.js'), BIG);
  writeFileSync(join(dist, 'assets', 'big-1.js.br'), brotliCompressSync(BIG));
  writeFileSync(join(dist, 'assets', 'big-1.js.gz'), gzipSync(BIG));
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

  it('sends the precompressed copy the browser accepts, brotli first, with the long cache', async () => {
    const asset = (encoding: string) => fetch(`${t.url}/assets/big-1.js`, { headers: { 'accept-encoding': encoding } });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('accept-encoding');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // fetch decodes the body: the text is the file's, whichever copy travelled.
    expect(await brotli.text()).toBe(BIG);
    const gzip = await asset('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(BIG);
    const plain = await asset('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG);
  });

  it('keeps JSON 404s for unknown API paths and missing assets', async () => {
    for (const path of ['/api/nope', '/assets/missing.js']) {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'ERR_NOT_FOUND' });
    }
  });
});
