import type { LoginResponse } from '@guiche/shared';

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A small fetch wrapper for API tests against the listening test server. */
export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

export interface LoggedIn extends LoginResponse {
  /** The refresh cookie as a Cookie header value. */
  cookie: string;
}

export async function login(baseUrl: string, email: string, password: string): Promise<LoggedIn> {
  const response = await call<LoginResponse>(baseUrl, 'POST', '/auth/login', { body: { email, password } });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { ...response.body, cookie: refreshCookieOf(response.headers) };
}

export function refreshCookieOf(headers: Headers): string {
  const setCookie = headers.getSetCookie().find((c) => c.startsWith('jrt='));
  if (!setCookie) throw new Error('no refresh cookie was set');
  return setCookie.split(';')[0] ?? '';
}
