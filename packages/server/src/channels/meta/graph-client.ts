import { request } from 'undici';
import { ChannelError } from '../types.js';
import { parseGraphError, toChannelError, transportError } from './graph-errors.js';

/** Production Graph host; tests and proxies point `baseUrl` elsewhere (this is the only place it is written). */
export const DEFAULT_GRAPH_BASE_URL = 'https://graph.facebook.com';
export const DEFAULT_GRAPH_VERSION = 'v25.0';
const DEFAULT_TIMEOUT_MS = 20_000;

/** Where and how to reach the Graph API; every field has a production default. */
export interface GraphSettings {
  baseUrl?: string | undefined;
  version?: string | undefined;
  timeoutMs?: number | undefined;
}

export interface GraphClientOptions extends GraphSettings {
  accessToken: string;
}

export interface DownloadedFile {
  data: Buffer;
  mime: string;
}

type Query = Record<string, string | undefined>;
type Method = 'GET' | 'POST';
type RequestBody = { body: string | FormData; contentType?: string };

/**
 * One call's exchange. JSON calls (every send, status and lookup) go through undici's `request`: fetch's WHATWG
 * layer (Request, Headers, Response, body streams) cost about 0.3 ms of CPU per call, more than the rest of the
 * call, and every bot answer makes one. Multipart uploads keep fetch, which builds the form's boundary.
 */
async function exchange(
  method: Method,
  url: URL,
  headers: Record<string, string>,
  body: RequestBody | undefined,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  const signal = AbortSignal.timeout(timeoutMs);
  const payload = body?.body;
  if (typeof payload === 'object') {
    const response = await fetch(url, { method, headers, body: payload, signal });
    return { status: response.status, text: await response.text() };
  }
  const response = await request(url, { method, headers, body: payload, signal });
  return { status: response.statusCode, text: await response.body.text() };
}

/**
 * A small Graph API client: bearer token, JSON or multipart bodies, a timeout on every call, and Graph error
 * envelopes turned into `ChannelError` (see graph-errors.ts for which errors are worth retrying).
 */
export class GraphClient {
  private readonly baseUrl: string;
  private readonly version: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: GraphClientOptions) {
    this.baseUrl = (options.baseUrl ?? DEFAULT_GRAPH_BASE_URL).replace(/\/+$/, '');
    this.version = options.version ?? DEFAULT_GRAPH_VERSION;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** `GET /{version}/{path}`. */
  get<T>(path: string, query: Query = {}): Promise<T> {
    return this.call<T>('GET', path, query);
  }

  /** `POST /{version}/{path}` with a JSON body. */
  postJson<T>(path: string, body: unknown): Promise<T> {
    return this.call<T>('POST', path, {}, { body: JSON.stringify(body), contentType: 'application/json' });
  }

  /** `POST /{version}/{path}` with a multipart body (fetch sets the boundary). */
  postForm<T>(path: string, form: FormData): Promise<T> {
    return this.call<T>('POST', path, {}, { body: form });
  }

  /** Downloads an absolute URL with the bearer token, which WhatsApp media URLs require. */
  download(url: string): Promise<DownloadedFile> {
    return fetchFile(url, this.options, { authorization: `Bearer ${this.options.accessToken}` });
  }

  private async call<T>(method: Method, path: string, query: Query, body?: RequestBody): Promise<T> {
    const url = new URL(`${this.baseUrl}/${this.version}/${path.replace(/^\/+/, '')}`);
    for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
    const headers: Record<string, string> = { authorization: `Bearer ${this.options.accessToken}` };
    if (body?.contentType) headers['content-type'] = body.contentType;
    let answer: { status: number; text: string };
    try {
      answer = await exchange(method, url, headers, body, this.timeoutMs);
    } catch (error) {
      throw transportError(error, `Graph ${method} ${url.pathname} failed`);
    }
    const { status, text } = answer;
    if (status < 200 || status > 299) throw toChannelError(status, parseGraphError(text));
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ChannelError('PROVIDER_ERROR', `Graph ${method} ${url.pathname} answered invalid JSON`, true);
    }
  }
}

/**
 * Downloads a provider file. Messenger and Instagram CDN URLs are public and get no headers (a page token must not
 * leak to a CDN); WhatsApp URLs get the bearer token through `GraphClient.download`.
 */
export async function fetchFile(
  url: string,
  settings: GraphSettings,
  headers: Record<string, string> = {},
): Promise<DownloadedFile> {
  try {
    const response = await fetch(url, {
      headers,
      signal: AbortSignal.timeout(settings.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (!response.ok) throw mediaError(toChannelError(response.status, parseGraphError(await response.text())));
    const data = Buffer.from(await response.arrayBuffer());
    return { data, mime: response.headers.get('content-type') ?? 'application/octet-stream' };
  } catch (error) {
    if (error instanceof ChannelError) throw error;
    throw mediaError(transportError(error, 'media download failed'));
  }
}

/** Media failures keep their retryability but carry the media code, so the core can show "download failed". */
function mediaError(error: ChannelError): ChannelError {
  return new ChannelError('MEDIA_DOWNLOAD_FAILED', error.message, error.retryable);
}
