import { expect } from 'vitest';
import type { TestApp } from '../test-app.js';

/**
 * An outside client written from spec 1 §7 and §4: plain fetch against `{url}/api`, the browser's CORS origin
 * spelled out, cookies carried by hand, nothing from our own web app.
 */
export const ALLOWED_ORIGIN = 'https://atendimento.example.com';

export interface Client {
  token: string;
  cookies: Map<string, string>;
  user: { id: number; companyId: number } & Record<string, unknown>;
}

export interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an outside client reads answers as untyped JSON
  body: any;
}

/** The client's calls against one test app, started with `config: { corsOrigins: [ALLOWED_ORIGIN] }`. */
export function specClient(t: () => TestApp) {
  async function api(
    client: Client | null,
    method: string,
    path: string,
    body?: unknown,
    origin = ALLOWED_ORIGIN,
  ): Promise<Answer> {
    const headers: Record<string, string> = { origin };
    if (client) {
      headers.authorization = `Bearer ${client.token}`;
      headers.cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${t().url}/api${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  }

  function keepCookies(client: Client, headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (name && value !== undefined) client.cookies.set(name, value);
    }
  }

  async function logIn(email: string, password: string): Promise<Client> {
    const answer = await api(null, 'POST', '/auth/login', { email, password });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    const client: Client = { token: String(answer.body.token), cookies: new Map(), user: answer.body.user };
    keepCookies(client, answer.headers);
    return client;
  }

  return { api, keepCookies, logIn };
}
