import { fetch as undiciFetch, type Dispatcher, type Response as UndiciResponse } from 'undici';

/** As many redirects as fetch follows. */
const MAX_REDIRECTS = 20;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** The content codings undici's fetch decodes; with any other one in the list it hands the body over as it came. */
const DECODED_CODINGS = new Set(['gzip', 'x-gzip', 'deflate', 'br', 'zstd']);

export interface PinnedFetchOptions {
  /** The pinned dispatcher (EgressGuard's Agent): it checks the address of every connection it opens. */
  dispatcher: Dispatcher;
  /** Checks each hop's URL before it is requested (scheme); throws to refuse it. */
  checkUrl: (url: URL) => void;
}

interface Outgoing {
  url: URL;
  method: string;
  headers: Headers;
  body: Uint8Array | undefined;
}

/**
 * undici's fetch through `dispatcher`, following redirects here rather than in fetch, so that each hop's URL passes
 * `checkUrl` and `redirect: 'error'` names the refused location; the hop's host and address are checked by the
 * dispatcher when it connects. The request body is held as bytes so that a 307/308 can send it again.
 */
export async function pinnedFetch(
  input: string | URL | Request,
  init: RequestInit | undefined,
  { dispatcher, checkUrl }: PinnedFetchOptions,
): Promise<Response> {
  let outgoing = await outgoingOf(input, init);
  const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined) ?? undefined;
  const redirect = init?.redirect ?? (input instanceof Request ? input.redirect : 'follow');
  for (let hop = 0; ; hop += 1) {
    checkUrl(outgoing.url);
    const { url, method, headers, body } = outgoing;
    const response = await undiciFetch(url, {
      method,
      headers: [...headers],
      redirect: 'manual',
      dispatcher,
      ...(body ? { body } : {}),
      ...(signal ? { signal } : {}),
    });
    const location = response.headers.get('location');
    if (!REDIRECT_STATUSES.has(response.status) || location === null || redirect === 'manual')
      return described(response, outgoing);
    await response.body?.cancel();
    if (redirect === 'error') throw new TypeError(`redirected to ${location}`);
    if (hop >= MAX_REDIRECTS) throw new TypeError('too many redirects');
    outgoing = redirected(outgoing, new URL(location, url), response.status);
  }
}

async function outgoingOf(input: string | URL | Request, init: RequestInit | undefined): Promise<Outgoing> {
  const request = input instanceof Request ? input : undefined;
  const headers = new Headers(request?.headers);
  new Headers(init?.headers).forEach((value, name) => headers.set(name, value));
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  let body: Uint8Array | undefined;
  const source = init?.body ?? request?.body ?? null;
  if (source !== null) {
    // Any BodyInit (text, bytes, form data, a stream) becomes bytes plus the content type it implies.
    const wrapped = new Response(source);
    body = new Uint8Array(await wrapped.arrayBuffer());
    const type = wrapped.headers.get('content-type');
    if (type && !headers.has('content-type')) headers.set('content-type', type);
  }
  return { url: new URL(request?.url ?? String(input)), method, headers, body };
}

/** The next hop: 303 (and 301/302 after a POST) turn into a GET without a body, as fetch does; 307/308 keep both. */
function redirected(previous: Outgoing, url: URL, status: number): Outgoing {
  const keep =
    status === 307 || status === 308 || (previous.method !== 'POST' && status !== 303) || previous.method === 'HEAD';
  const headers = new Headers(previous.headers);
  if (url.origin !== previous.url.origin)
    for (const name of ['authorization', 'proxy-authorization', 'cookie']) headers.delete(name);
  if (keep) return { ...previous, url, headers };
  headers.delete('content-type');
  headers.delete('content-length');
  return { url, method: 'GET', headers, body: undefined };
}

/**
 * The answer as a Response whose headers describe the body it holds: undici decodes gzip, deflate, br and zstd but
 * keeps Content-Encoding and the compressed Content-Length, which would make a reader decode twice or cut short.
 * The url is the last hop's, as fetch's is after redirects.
 */
function described(response: UndiciResponse, { url, method }: Outgoing): Response {
  const headers = new Headers([...response.headers]);
  const codings = headers.get('content-encoding')?.toLowerCase().split(',') ?? [];
  if (method !== 'HEAD' && codings.length > 0 && codings.every((coding) => DECODED_CODINGS.has(coding.trim()))) {
    headers.delete('content-encoding');
    headers.delete('content-length');
  }
  // undici's body stream is the runtime's ReadableStream; only a program compiled against the DOM's lib (the web
  // e2e suite imports server test kits) types the two apart.
  const answer = new Response(response.body as ReadableStream<Uint8Array> | null, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
  Object.defineProperty(answer, 'url', { value: url.href });
  return answer;
}
