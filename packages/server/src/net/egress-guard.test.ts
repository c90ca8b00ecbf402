import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressAllowList } from './address-policy.js';
import { EgressGuard, EgressRefused, type Resolver } from './egress-guard.js';

let server: ReturnType<typeof createServer>;
let port: number;
const seen: { path: string; host: string | undefined; method: string | undefined; body: string }[] = [];

function route(req: IncomingMessage, res: ServerResponse, body: string) {
  seen.push({ path: req.url ?? '', host: req.headers.host, method: req.method, body });
  const url = new URL(req.url ?? '/', 'http://fake');
  const to = url.searchParams.get('to');
  if (url.pathname === '/redirect' && to)
    return res.writeHead(Number(url.searchParams.get('status') ?? 302), { location: to }).end();
  if (url.pathname === '/gzip')
    return res
      .writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/plain' })
      .end(gzipSync('compressed hello'));
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ ok: true, method: req.method, body }));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => route(req, res, Buffer.concat(chunks).toString()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const local = new AddressAllowList(['127.0.0.1']);
/** A resolver that answers `answers` for every name and counts its calls. */
function resolverOf(...answers: string[][]): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (host: string) => {
    calls.push(host);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? [];
    return answer.map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) }));
  };
  return Object.assign(resolve, { calls });
}
async function refusal(promise: Promise<unknown>): Promise<EgressRefused> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(EgressRefused);
  return error as EgressRefused;
}

describe('EgressGuard', () => {
  it('refuses loopback, private, link-local and mapped literals unless the operator allows them', async () => {
    const guard = new EgressGuard({ selfAddresses: [] });
    expect((await refusal(guard.fetch(`http://127.0.0.1:${port}/`))).reason).toBe('loopback');
    expect((await refusal(guard.fetch('http://169.254.169.254/latest/meta-data/'))).reason).toBe('linkLocal');
    expect((await refusal(guard.fetch('http://10.0.0.8/'))).reason).toBe('private');
    expect((await refusal(guard.fetch(`http://[::ffff:127.0.0.1]:${port}/`))).reason).toBe('loopback');
    expect((await refusal(guard.fetch('http://[::1]/'))).reason).toBe('loopback');
    expect((await refusal(guard.fetch('http://[fd00::1]/'))).reason).toBe('uniqueLocal');
    expect((await refusal(guard.fetch('file:///etc/passwd'))).reason).toBe('scheme');
    expect(seen).toHaveLength(0);
    const allowed = await new EgressGuard({ allowList: local, selfAddresses: [] }).fetch(
      `http://127.0.0.1:${port}/hello`,
    );
    expect(await allowed.json()).toMatchObject({ ok: true, method: 'GET' });
  });

  it('refuses a name that resolves to a private address, or to any private one among public ones', async () => {
    const metadata = new EgressGuard({ resolve: resolverOf(['169.254.169.254']), selfAddresses: [] });
    expect(await refusal(metadata.fetch('http://metadata.example/'))).toMatchObject({
      reason: 'linkLocal',
      host: 'metadata.example',
    });
    const mixed = new EgressGuard({ resolve: resolverOf(['93.184.216.34', '127.0.0.1']), selfAddresses: [] });
    expect((await refusal(mixed.fetch('https://mixed.example/'))).reason).toBe('loopback');
    const none = new EgressGuard({ resolve: resolverOf([]), selfAddresses: [] });
    expect((await refusal(none.fetch('https://nowhere.example/'))).reason).toBe('unresolved');
  });

  it("refuses the machine's own addresses even when public", async () => {
    const guard = new EgressGuard({ resolve: resolverOf(['203.0.114.7']), selfAddresses: ['203.0.114.7'] });
    expect((await refusal(guard.fetch('https://me.example/'))).reason).toBe('self');
  });

  it('connects to the address it checked: the name is resolved once, so a second answer (DNS rebinding) never counts', async () => {
    // First answer: the allowed local fake; any later answer would be the metadata service.
    const resolve = resolverOf(['127.0.0.1'], ['169.254.169.254']);
    const guard = new EgressGuard({ allowList: local, resolve, selfAddresses: [] });
    seen.length = 0;
    const response = await guard.fetch(`http://rebind.example:${port}/pinned`, {
      method: 'POST',
      body: JSON.stringify({ a: 1 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(await response.json()).toMatchObject({ ok: true, method: 'POST', body: '{"a":1}' });
    expect(resolve.calls).toEqual(['rebind.example']);
    // The request kept its name (virtual hosts, TLS) while going to the pinned address.
    expect(seen[0]).toMatchObject({ path: '/pinned', host: `rebind.example:${port}` });
  });

  it('checks every redirect: an allowed hop is followed, a hop to a private address is refused before connecting', async () => {
    const guard = new EgressGuard({ allowList: local, selfAddresses: [] });
    seen.length = 0;
    const followed = await guard.fetch(`http://127.0.0.1:${port}/redirect?to=${encodeURIComponent('/landed')}`);
    expect(await followed.json()).toMatchObject({ ok: true });
    expect(followed.url).toBe(`http://127.0.0.1:${port}/landed`);
    expect(seen.map((request) => request.path)).toEqual([`/redirect?to=${encodeURIComponent('/landed')}`, '/landed']);
    const toMetadata = `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`;
    expect((await refusal(guard.fetch(toMetadata))).reason).toBe('linkLocal');
    const toOtherLoopback = `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(`http://127.0.0.2:${port}/`)}`;
    expect((await refusal(guard.fetch(toOtherLoopback))).reason).toBe('loopback');
    await expect(guard.fetch(toMetadata, { redirect: 'error' })).rejects.toThrow(/redirected/);
    expect((await guard.fetch(toMetadata, { redirect: 'manual' })).status).toBe(302);
  });

  it('turns a POST answered with 303 into a GET without body, and keeps method and body on 307', async () => {
    const guard = new EgressGuard({ allowList: local, selfAddresses: [] });
    const after303 = await guard.fetch(`http://127.0.0.1:${port}/redirect?status=303&to=%2Fnext`, {
      method: 'POST',
      body: 'x=1',
    });
    expect(await after303.json()).toMatchObject({ method: 'GET', body: '' });
    const after307 = await guard.fetch(`http://127.0.0.1:${port}/redirect?status=307&to=%2Fnext`, {
      method: 'POST',
      body: 'x=1',
    });
    expect(await after307.json()).toMatchObject({ method: 'POST', body: 'x=1' });
  });

  it('decodes a compressed answer', async () => {
    const response = await new EgressGuard({ allowList: local, selfAddresses: [] }).fetch(
      `http://127.0.0.1:${port}/gzip`,
    );
    expect(await response.text()).toBe('compressed hello');
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('accepts at save time a host that does not resolve (the call is checked again), but not one that points inside', async () => {
    const guard = new EgressGuard({ resolve: async () => Promise.reject(new Error('ENOTFOUND')), selfAddresses: [] });
    await expect(guard.assertCallable('https://n8n.example.com/webhook/x')).resolves.toBeUndefined();
    await expect(guard.assertCallable('http://localhost.localdomain:5678/')).resolves.toBeUndefined();
    expect((await refusal(guard.assertCallable('http://127.0.0.1:5678/webhook'))).reason).toBe('loopback');
    expect(
      (
        await refusal(
          new EgressGuard({ resolve: resolverOf(['::1']), selfAddresses: [] }).assertCallable('http://localhost:5678/'),
        )
      ).reason,
    ).toBe('loopback');
  });
});

describe('EgressGuard, each hop by name', () => {
  /** A resolver answering per host name. */
  const byName =
    (answers: Record<string, string[]>): Resolver =>
    async (host) =>
      (answers[host] ?? []).map((address) => ({
        address,
        family: address.includes(':') ? (6 as const) : (4 as const),
      }));
  const redirectTo = (to: string) => `http://start.example:${port}/redirect?to=${encodeURIComponent(to)}`;

  it('refuses a redirect to a name that resolves inside, at the second hop, naming that host and its port', async () => {
    const resolve = byName({
      'start.example': ['127.0.0.1'],
      'inside.example': ['10.0.0.9'],
      'mixed.example': ['93.184.216.34', '169.254.169.254'],
    });
    const guard = new EgressGuard({ allowList: local, resolve, selfAddresses: [] });
    seen.length = 0;
    expect(await refusal(guard.fetch(redirectTo(`http://inside.example:${port}/x`)))).toMatchObject({
      reason: 'private',
      host: `inside.example:${port}`,
    });
    expect((await refusal(guard.fetch(redirectTo('https://mixed.example/')))).reason).toBe('linkLocal');
    expect((await refusal(guard.fetch(redirectTo('file:///etc/passwd')))).reason).toBe('scheme');
    // Only the first hops reached the (allowed) fake; nothing went further.
    expect(seen.map((request) => request.path.split('?')[0])).toEqual(['/redirect', '/redirect', '/redirect']);
  });

  it('follows a redirect to another allowed name, resolving each name once', async () => {
    const calls: string[] = [];
    const answers = byName({ 'start.example': ['127.0.0.1'], 'next.example': ['127.0.0.1'] });
    const guard = new EgressGuard({
      allowList: local,
      resolve: (host) => (calls.push(host), answers(host)),
      selfAddresses: [],
    });
    const response = await guard.fetch(redirectTo(`http://next.example:${port}/landed`));
    expect(await response.json()).toMatchObject({ ok: true });
    expect(response.url).toBe(`http://next.example:${port}/landed`);
    expect(calls).toEqual(['start.example', 'next.example']);
  });
});
