import type { RouteAccess } from '../../http/route-access.js';
import type { TestApp } from '../test-app.js';
import type { Entity } from './route-params.js';
import { pngMultipart, SAMPLES } from './sample-bodies.js';

export interface GuardRoute {
  method: string;
  url: string;
  /** `METHOD /api/path`, the key of route-catalogue.ts. */
  key: string;
  /** Its declared access (route options `config.access`). */
  access: RouteAccess | undefined;
}

/** The app's /api routes from its route table (HEAD routes are Fastify's copies of the GETs). */
export function apiRoutes(t: TestApp): GuardRoute[] {
  return t.app.routes
    .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .map((route) => ({
      method: route.method,
      url: route.url,
      key: `${route.method} ${route.url}`,
      access: route.access,
    }));
}

export const hasBody = (method: string) =>
  method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';

/** Runs `work` over `items`, `width` at a time: parallel enough to be quick, bounded so the database keeps up. */
export async function inParallel<T>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(width, items.length) }, async () => {
    for (let index = next++; index < items.length; index = next++) await work(items[index] as T);
  });
  await Promise.all(lanes);
}

/** Calls a route the way the tenant and role guards do: its sample body (if it takes one), as `token`. */
export async function callWithSample(
  t: TestApp,
  route: GuardRoute,
  url: string,
  token: string,
  ids: Record<Entity, string>,
): Promise<{ status: number; body: string }> {
  const sample =
    SAMPLES[route.key]?.(ids) ?? (hasBody(route.method) && route.method !== 'DELETE' ? { json: {} } : undefined);
  const body =
    sample === undefined
      ? {}
      : 'png' in sample
        ? pngMultipart()
        : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(sample.json) };
  const reply = await t.app.http.inject({
    method: route.method as 'GET',
    url,
    ...body,
    headers: { authorization: `Bearer ${token}`, ...('headers' in body ? body.headers : {}) },
  });
  return { status: reply.statusCode, body: reply.body.slice(0, 300) };
}

/** Bodies that no route accepts: the wrong shape, and no JSON at all. A refusal must come before either is read. */
export const INVALID_BODIES = [JSON.stringify({ x: 1, id: 'not-a-number' }), '{"unterminated":'];

/**
 * Calls a route with input that is wrong in every part: path parameters that are not ids, an unknown query, and
 * (for methods with a body) an invalid JSON body.
 */
export async function callWithInvalidInput(
  t: TestApp,
  route: GuardRoute,
  token: string,
  payload: string,
): Promise<{ status: number; error: string | undefined }> {
  const url = `${route.url.replace(/:([A-Za-z]+)/g, 'not-an-id')}?pageNumber=not-a-page&x=1`;
  const reply = await t.app.http.inject({
    method: route.method as 'GET',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(hasBody(route.method) ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody(route.method) ? { payload } : {}),
  });
  const body = reply.body.startsWith('{') ? (JSON.parse(reply.body) as { error?: string }) : {};
  return { status: reply.statusCode, error: body.error };
}
