import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC } from '../test/guards/route-catalogue.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import type { RouteEntry } from './route-table.js';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  security: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
}
type Part = 'params' | 'querystring' | 'body';

/**
 * The Scalar page and its script: the reference itself, registered by @scalar/fastify-api-reference with
 * `hide: true` (a web page, not an API operation). Everything else under /api must be documented.
 */
const NOT_OPERATIONS = new Set(['GET /api/docs/', 'GET /api/docs/js/scalar.js']);
/** Signed media links need no login (the link is the permission), though the guards' catalogue files them as a user's. */
const SIGNED_LINKS = new Set(['GET /api/media/*']);

/** `/api/tickets/:id` as OpenAPI writes it: `/api/tickets/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*$/, '{*}');

let t: TestApp;
let document: Document;
let documentAnswer: Response;
beforeAll(async () => {
  t = await startTestApp();
  documentAnswer = await fetch(`${t.url}/api/openapi.json`);
  document = (await documentAnswer.clone().json()) as Document;
}, 120_000);
afterAll(() => t.close());

const apiRoutes = (): (RouteEntry & { key: string })[] =>
  t.app.routes
    .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .map((route) => ({ ...route, key: `${route.method} ${route.url}` }))
    .filter((route) => !NOT_OPERATIONS.has(route.key));

const operationOf = (method: string, url: string) => document.paths[openApiPath(url)]?.[method.toLowerCase()];

/** The request parts a handler's own code reads (helpers it hands the request to read theirs: uploads, webhooks). */
function partsRead(route: RouteEntry): Part[] {
  const source = String(route.handler);
  const parts: [Part, RegExp][] = [
    ['params', /request\.params\b/],
    ['querystring', /request\.query\b/],
    ['body', /request\.body\b/],
  ];
  return parts.flatMap(([part, pattern]) => (pattern.test(source) ? [part] : []));
}

describe('the API reference document (GET /api/openapi.json)', () => {
  it('is a valid OpenAPI 3.1 document of this server, public and cacheable', async () => {
    expect(documentAnswer.status).toBe(200);
    expect(documentAnswer.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    // The validator takes a plain object; the document is one, read from JSON.
    const verdict = await new Validator().validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(verdict.errors ?? []).toEqual([]);
    expect(verdict.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Guichê');
    expect(document.security).toEqual([{ bearer: [] }]);
  });

  it('documents every /api route with its method, a summary and a tag', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(200);
    const missing = routes.flatMap((route) => {
      const operation = operationOf(route.method, route.url);
      if (!operation) return [`${route.key}: not in paths`];
      if (!operation.summary) return [`${route.key}: no summary`];
      return (operation.tags ?? []).length === 0 ? [`${route.key}: no tag`] : [];
    });
    expect(missing).toEqual([]);
  });

  it('finds every route declaring the parts it reads, and its path parameters', () => {
    const routes = apiRoutes();
    const undeclared = routes.flatMap((route) => {
      const needed = new Set(partsRead(route));
      if (/[:*]/.test(route.url)) needed.add('params');
      return [...needed]
        .filter((part) => route.schema?.[part] === undefined)
        .map((part) => `${route.key}: reads ${part} without declaring it`);
    });
    expect(undeclared).toEqual([]);
    // The check sees what handlers read: most routes read something, so it cannot pass for want of looking.
    expect(routes.filter((route) => partsRead(route).length > 0).length).toBeGreaterThan(150);
  });

  it('documents declared path parameters and bodies where OpenAPI shows them', () => {
    const tickets = operationOf('PUT', '/api/tickets/:id');
    expect(tickets?.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
    const reply = document.paths['/api/messages/{ticketId}']?.post as
      { requestBody?: { content: Record<string, unknown> } } | undefined;
    expect(Object.keys(reply?.requestBody?.content ?? {})).toEqual(['application/json', 'multipart/form-data']);
  });

  it('marks the routes outside the login public, and asks the others for the bearer token', () => {
    const wrong = apiRoutes().flatMap((route) => {
      const security = operationOf(route.method, route.url)?.security ?? document.security;
      const bearer = security.some((requirement) => 'bearer' in requirement);
      const isPublic = PUBLIC.has(route.key) || SIGNED_LINKS.has(route.key);
      if (isPublic && bearer) return [`${route.key}: public, documented with the bearer`];
      return !isPublic && !bearer ? [`${route.key}: needs a login, documented without the bearer`] : [];
    });
    expect(wrong).toEqual([]);
    expect(operationOf('POST', '/api/auth/refresh_token')?.security).toEqual([{ refreshCookie: [] }]);
    expect(operationOf('POST', '/api/messages/send')?.security).toEqual([{ connectionToken: [] }]);
  });
});

describe('the API reference page (GET /api/docs)', () => {
  it('is served from here, its script from our own origin, under a policy admitting only its own inline script', async () => {
    const page = await fetch(`${t.url}/api/docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    const sources = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map(
      (match) => new URL(match[1] ?? '', `${t.url}/api/docs/`).href,
    );
    expect(sources).toEqual([`${t.url}/api/docs/js/scalar.js`]);
    expect(html).not.toMatch(/https?:\/\/(?!localhost|127\.0\.0\.1)[^"' ]*\.(js|css)/);
    const scriptSrc =
      page.headers
        .get('content-security-policy')
        ?.split(';')
        .find((directive) => directive.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
    const script = await fetch(sources[0] ?? '');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    // The rest of the app keeps the policy without any hash.
    const other = await fetch(`${t.url}/api/openapi.json`);
    expect(other.headers.get('content-security-policy')).not.toContain('sha256-');
  });

  it('redirects the bare path to the page', async () => {
    const answer = await fetch(`${t.url}/api/docs`, { redirect: 'manual' });
    expect([200, 301, 302]).toContain(answer.status);
  });
});
