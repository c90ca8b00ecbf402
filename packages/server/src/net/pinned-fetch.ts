import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

export interface PinnedAddress {
  address: string;
  family: 4 | 6;
}

/** Checks a URL (each hop of a redirect) and answers the addresses its connection may use. */
export type AddressCheck = (url: URL) => Promise<PinnedAddress[]>;

/** As many redirects as fetch follows. */
const MAX_REDIRECTS = 20;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

interface Outgoing {
  url: URL;
  method: string;
  headers: Headers;
  body: Buffer | undefined;
}

/**
 * A fetch whose connections go only to the addresses `check` answers for each URL: node's http(s) client with a
 * `lookup` that hands back those addresses, so the name is never resolved a second time (TLS still verifies the
 * certificate against the host name). Redirects are followed here, each target checked again; the body streams.
 */
export async function pinnedFetch(input: string | URL | Request, init: RequestInit | undefined, check: AddressCheck): Promise<Response> {
  let outgoing = await outgoingOf(input, init);
  const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined) ?? undefined;
  const redirect = init?.redirect ?? (input instanceof Request ? input.redirect : 'follow');
  for (let hop = 0; ; hop += 1) {
    const addresses = await check(outgoing.url);
    const response = await send(outgoing, addresses, signal);
    const location = response.headers.location;
    if (!REDIRECT_STATUSES.has(response.statusCode ?? 0) || location === undefined || redirect === 'manual') return toResponse(response, outgoing.url);
    response.resume();
    if (redirect === 'error') throw new TypeError(`redirected to ${location}`);
    if (hop >= MAX_REDIRECTS) throw new TypeError('too many redirects');
    outgoing = redirected(outgoing, new URL(location, outgoing.url), response.statusCode ?? 302);
  }
}

async function outgoingOf(input: string | URL | Request, init: RequestInit | undefined): Promise<Outgoing> {
  const request = input instanceof Request ? input : undefined;
  const headers = new Headers(request?.headers);
  new Headers(init?.headers).forEach((value, name) => headers.set(name, value));
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  let body: Buffer | undefined;
  const source = init?.body ?? request?.body ?? null;
  if (source !== null) {
    // Any BodyInit (text, bytes, form data, a stream) becomes bytes plus the content type it implies.
    const wrapped = new Response(source);
    body = Buffer.from(await wrapped.arrayBuffer());
    const type = wrapped.headers.get('content-type');
    if (type && !headers.has('content-type')) headers.set('content-type', type);
  }
  return { url: new URL(request?.url ?? String(input)), method, headers, body };
}

/** The next hop: 303 (and 301/302 after a POST) turn into a GET without a body, as fetch does; 307/308 keep both. */
function redirected(previous: Outgoing, url: URL, status: number): Outgoing {
  const keep = status === 307 || status === 308 || (previous.method !== 'POST' && status !== 303) || previous.method === 'HEAD';
  const headers = new Headers(previous.headers);
  if (url.origin !== previous.url.origin) headers.delete('authorization');
  if (keep) return { ...previous, url, headers };
  headers.delete('content-type');
  headers.delete('content-length');
  return { url, method: 'GET', headers, body: undefined };
}

function send(outgoing: Outgoing, addresses: PinnedAddress[], signal: AbortSignal | undefined): Promise<IncomingMessage> {
  const { url, method, body } = outgoing;
  const headers: Record<string, string> = {};
  outgoing.headers.forEach((value, name) => (headers[name] = value));
  // As fetch does; toResponse decodes what comes back compressed.
  headers['accept-encoding'] ??= 'gzip, deflate, br';
  if (body) headers['content-length'] = String(body.length);
  const lookup: LookupFunction = (_host, options, callback) => {
    const first = addresses[0] as PinnedAddress;
    if (options.all) (callback as (error: null, all: PinnedAddress[]) => void)(null, addresses);
    else callback(null, first.address, first.family);
  };
  const options: RequestOptions = {
    method,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    headers,
    lookup,
    // A fresh connection per call: a pooled socket would skip the lookup above.
    agent: false,
    ...(signal ? { signal } : {}),
  };
  return new Promise<IncomingMessage>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(options, resolve);
    request.on('error', (error) => reject(signal?.aborted ? signal.reason : error));
    request.end(body);
  });
}

function toResponse(message: IncomingMessage, url: URL): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const status = message.statusCode ?? 502;
  let stream: Readable = message;
  const decoder = decoderFor(headers.get('content-encoding'));
  if (decoder) {
    stream = message.pipe(decoder);
    message.on('error', (error) => decoder.destroy(error));
    headers.delete('content-encoding');
    headers.delete('content-length');
  }
  const body = NULL_BODY_STATUSES.has(status) ? null : (Readable.toWeb(stream) as ReadableStream<Uint8Array>);
  if (!body) message.resume();
  const response = new Response(body, { status, statusText: message.statusMessage ?? '', headers });
  Object.defineProperty(response, 'url', { value: url.href });
  return response;
}

function decoderFor(encoding: string | null) {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return undefined;
  }
}
