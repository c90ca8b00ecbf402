import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressAllowList } from '../../net/address-policy.js';
import { EgressGuard } from '../../net/egress-guard.js';
import { TenantStorage } from '../../storage/tenant-storage.js';
import { IntegrationFailure } from './http-call.js';
import { REMOTE_MEDIA_MAX_BYTES, storeRemoteMedia } from './remote-media.js';

const CHUNK = Buffer.alloc(64 * 1024, 0x61);
const root = mkdtempSync(join(tmpdir(), 'guiche-remote-media-'));
const storage = new TenantStorage(root);
const guard = new EgressGuard({ allowList: new AddressAllowList(['127.0.0.1']), selfAddresses: [] });

/** What each download cost the sending side: bytes written before the connection went away. */
const written = new Map<string, number>();
let http: ReturnType<typeof createHttpServer>;
let raw: Server;
let httpUrl: string;
let rawUrl: string;

/** Writes CHUNKs until `total` bytes (Infinity: until the client leaves), honouring backpressure. */
function pour(res: ServerResponse, name: string, total: number) {
  let sent = 0;
  written.set(name, 0);
  const next = () => {
    while (sent < total && !res.destroyed) {
      sent += CHUNK.length;
      written.set(name, sent);
      if (!res.write(CHUNK)) return void res.once('drain', next);
    }
    if (!res.destroyed) res.end();
  };
  res.on('close', () => written.set(name, sent));
  next();
}

beforeAll(async () => {
  http = createHttpServer((req, res) => {
    const name = (req.url ?? '/').slice(1);
    if (name === 'small.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from('PNG-bytes'));
    if (name === 'declared-huge')
      return res
        .writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(REMOTE_MEDIA_MAX_BYTES + 1) })
        .end();
    if (name === 'endless') {
      res.writeHead(200, { 'content-type': 'video/mp4' });
      return pour(res, name, Infinity);
    }
    if (name === 'to-metadata')
      return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    res.writeHead(404).end();
  });
  // Raw HTTP/1.1: /liar.jpg promises a small body (Content-Length under the limit) and then keeps sending;
  // /until-close gives no length at all, its body running until the connection closes (four times the limit).
  raw = createTcpServer((socket: Socket) => {
    socket.once('data', (request: Buffer) => {
      const length = request.toString().startsWith('GET /liar.jpg ') ? 'content-length: 2048\r\n' : '';
      socket.write(`HTTP/1.1 200 OK\r\ncontent-type: image/jpeg\r\n${length}connection: close\r\n\r\n`);
      let sent = 0;
      const next = () => {
        while (!socket.destroyed && sent < 4 * REMOTE_MEDIA_MAX_BYTES) {
          sent += CHUNK.length;
          if (!socket.write(CHUNK)) return void socket.once('drain', next);
        }
        socket.end();
      };
      socket.on('error', () => undefined);
      next();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
  httpUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  rawUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}`;
});
afterAll(async () => {
  http.closeAllConnections();
  await new Promise<void>((resolve) => http.close(() => resolve()));
  await new Promise<void>((resolve) => raw.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(IntegrationFailure);
  return (error as Error).message;
}

describe('storeRemoteMedia', { timeout: 30_000 }, () => {
  it("copies a bot's file into the company's storage", async () => {
    const key = await storeRemoteMedia(guard, storage, 7, `${httpUrl}/small.png`);
    expect(key).toMatch(/^company-7\/messages\/[0-9a-f-]{36}\.png$/);
    expect(readFileSync(join(root, key), 'utf8')).toBe('PNG-bytes');
  });

  it('refuses a declared size over the limit without reading the body', async () => {
    expect(await failure(storeRemoteMedia(guard, storage, 7, `${httpUrl}/declared-huge`))).toBe('media too large');
  });

  it('stops a body without a length as soon as the running count passes the limit', async () => {
    expect(await failure(storeRemoteMedia(guard, storage, 7, `${httpUrl}/endless`))).toBe('media too large');
    // The sender was cut off near the limit: the endless body was never read to its (absent) end.
    await expect.poll(() => written.get('endless') ?? 0).toBeGreaterThan(REMOTE_MEDIA_MAX_BYTES);
    expect(written.get('endless')).toBeLessThan(REMOTE_MEDIA_MAX_BYTES + 8 * 1024 * 1024);
  });

  it('never takes more than a lying Content-Length promised', async () => {
    const key = await storeRemoteMedia(guard, storage, 7, `${rawUrl}/liar.jpg`);
    expect(readFileSync(join(root, key)).length).toBe(2048);
  });

  it('stops a body delimited by the connection closing once it passes the limit', async () => {
    expect(await failure(storeRemoteMedia(guard, storage, 7, `${rawUrl}/until-close`))).toBe('media too large');
  });

  it('goes through the egress guard: a URL or a redirect into the private network is refused', async () => {
    expect(
      await failure(storeRemoteMedia(new EgressGuard({ selfAddresses: [] }), storage, 7, `${httpUrl}/small.png`)),
    ).toMatch(/^media refused: .*loopback/);
    expect(await failure(storeRemoteMedia(guard, storage, 7, `${httpUrl}/to-metadata`))).toMatch(
      /^media refused: 169\.254\.169\.254 points to a linkLocal address/,
    );
  });

  it("passes the company's own storage keys and refuses another company's", async () => {
    const key = await storeRemoteMedia(guard, storage, 7, `${httpUrl}/small.png`);
    await expect(storeRemoteMedia(guard, storage, 7, key)).resolves.toBe(key);
    expect(await failure(storeRemoteMedia(guard, storage, 8, key))).toBe('a file of another company');
  });
});
