import type { ErrorBody } from '@guiche/shared';
import { ApiError } from './ApiError';

/** Every call goes to this prefix on the page's own origin (the dev server proxies it). */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a request carries: nothing, a JSON value, or a multipart form (file uploads). */
export type RequestBody = { json: unknown } | { form: FormData } | undefined;

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && 'error' in value && typeof value.error === 'string';
}

function parseText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Turns a non-2xx answer into the ApiError the error handler understands. */
async function failure(response: Response): Promise<ApiError> {
  const parsed = parseText(await response.text());
  if (isErrorBody(parsed)) return new ApiError(response.status, parsed);
  // A plain-text answer is a message meant for the user; an HTML page (proxy or gateway error) is not.
  const message = typeof parsed === 'string' && !parsed.trimStart().startsWith('<') ? parsed : null;
  return new ApiError(response.status, message);
}

/** One HTTP exchange, the refresh cookie always sent. The browser sets the multipart boundary itself. */
function exchange(
  method: HttpMethod,
  path: string,
  body: RequestBody,
  token: string | null | undefined,
  accept: string,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...extraHeaders, Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body && 'json' in body) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body) {
    payload = body.form;
  }
  return fetch(`${API_PREFIX}${path}`, { method, headers, credentials: 'include', body: payload });
}

/** A call answered with JSON (or nothing). Throws ApiError on non-2xx. */
export async function send(
  method: HttpMethod,
  path: string,
  body?: RequestBody,
  token?: string | null,
  headers?: Record<string, string>,
): Promise<unknown> {
  const response = await exchange(method, path, body, token, 'application/json', headers);
  if (!response.ok) throw await failure(response);
  return response.status === 204 ? null : parseText(await response.text());
}

/** JSON in and out: the session endpoints' shorthand. */
export function sendJson(method: HttpMethod, path: string, body?: unknown, token?: string | null): Promise<unknown> {
  return send(method, path, body === undefined ? undefined : { json: body }, token);
}

/** A GET whose answer is read as a stream (a streamed download). Throws ApiError on non-2xx. */
export async function receive(path: string, token: string | null | undefined): Promise<Response> {
  const response = await exchange('GET', path, undefined, token, '*/*');
  if (!response.ok) throw await failure(response);
  return response;
}

/** A stored file by its signed media URL: no token, the link is the permission. Throws ApiError on non-2xx. */
export async function receiveMedia(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw await failure(response);
  return response.blob();
}
