import fastifySwagger from '@fastify/swagger';
import fastifyApiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { chatbotOptionSchema } from '@guiche/shared';
import { z } from 'zod';
import { buildInfo } from '../modules/health/build-info.js';
import { CONNECTION_TOKEN_SCHEME } from '../modules/external-api/external-api.openapi.js';
import { openApiTransform } from './openapi-transform.js';
import { routeOptions, PUBLIC_ROUTE } from './route-schema.js';
import { withInlineScriptHashes } from './script-hashes.js';
import { validatorCompiler } from './validate.js';

export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * Route schemas for the whole app, registered before any route: Fastify validates each route's declared input with
 * our validator (the same answer parseInput gives), and @fastify/swagger collects the same declarations into the
 * OpenAPI 3.1 document (apiReferenceRoutes serves it).
 */
export async function registerRouteSchemas(app: FastifyInstance): Promise<void> {
  // A recursive schema (a chatbot option holds options) is written once as a component and referenced: it needs a name.
  if (!z.globalRegistry.has(chatbotOptionSchema)) z.globalRegistry.add(chatbotOptionSchema, { id: 'ChatbotOption' });
  app.setValidatorCompiler(validatorCompiler);
  // Answer schemas are documentation only (the external API's): answers stay exactly what JSON.stringify makes.
  app.setSerializerCompiler(() => (data: unknown) => JSON.stringify(data));
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Guichê',
        version: buildInfo().version,
        description:
          'Every route under /api: the web app’s own API, sign-up and recovery, provider webhooks and the external messages API.',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token POST /api/auth/login and /api/auth/refresh_token answer.',
          },
          refreshCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'jrt',
            description: 'The refresh token cookie login sets (HttpOnly).',
          },
          connectionToken: CONNECTION_TOKEN_SCHEME,
          asaasToken: {
            type: 'apiKey',
            in: 'header',
            name: 'asaas-access-token',
            description: 'The webhook’s token set in Asaas (ASAAS_WEBHOOK_TOKEN).',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
    transformObject: jsonSchemaTransformObject,
  });
}

/** GET /api/openapi.json, and the Scalar reference reading it at GET /api/docs (its script served from here, no CDN). */
export async function apiReferenceRoutes(app: FastifyInstance): Promise<void> {
  const route = routeOptions('reference');
  app.get(OPENAPI_DOCUMENT_PATH, route('This OpenAPI 3.1 document', PUBLIC_ROUTE), async (_request, reply) =>
    // The same for every caller and until the next release: caches and proxies may keep it a while.
    reply.header('cache-control', 'public, max-age=300').send(app.swagger()),
  );
  await app.register(async (docs) => {
    // The page starts the reference with an inline script: only this page's policy admits it, by its hash.
    docs.addHook('onSend', async (_request, reply, payload) => {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string' && typeof payload === 'string' && payload.startsWith('<!doctype html>')) {
        reply.header('content-security-policy', withInlineScriptHashes(policy, payload));
      }
      return payload;
    });
    await docs.register(fastifyApiReference, {
      routePrefix: API_DOCS_PATH,
      configuration: {
        url: OPENAPI_DOCUMENT_PATH,
        pageTitle: 'Guichê API reference',
        // Scalar's fonts come from its CDN; many deployments have no internet and the policy allows none.
        withDefaultFonts: false,
        // Nothing that calls Scalar's cloud (AI agent, SDK generation, telemetry): the page is ours and offline.
        hideClientButton: true,
        showDeveloperTools: 'never',
        agent: { disabled: true },
        telemetry: false,
      },
    });
  });
}
