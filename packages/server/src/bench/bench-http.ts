import { BENCH_PASSWORD } from './inbox-seed.js';

/** Logs a seeded bench user in; answers the access token. */
export async function benchLogin(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** GET of an API path as `token`; anything but a 2xx stops the benchmark. */
export async function benchGet(base: string, path: string, token: string): Promise<unknown> {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** JSON POST of an API path, as `token` when given; anything but a 2xx stops the benchmark. */
export async function benchPost(base: string, path: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}
