import type { ErrorBody } from '@guiche/shared';
import { ApiError } from './ApiError';

/** Every call goes to this prefix on the page's own origin (the dev server proxies it). */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && 'error' in value && typeof value.error === 'string';
}

/** One HTTP exchange: JSON in and out, the refresh cookie always sent. Throws ApiError on non-2xx. */
export async function sendJson(method: HttpMethod, path: string, body?: unknown, token?: string | null): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(`${API_PREFIX}${path}`, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });

  const text = response.status === 204 ? '' : await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (response.ok) return parsed;
  if (isErrorBody(parsed)) throw new ApiError(response.status, parsed);
  // A plain-text answer is a message meant for the user; an HTML page (proxy or gateway error) is not.
  const message = typeof parsed === 'string' && !parsed.trimStart().startsWith('<') ? parsed : null;
  throw new ApiError(response.status, message);
}
