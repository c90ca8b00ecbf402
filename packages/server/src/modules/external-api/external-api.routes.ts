import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EXTERNAL_API_DOCUMENT_PATH, externalSendFieldsSchema, externalSendSchema } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { PUBLIC_ROUTE, routeOptions } from '../../http/route-schema.js';
import { parseInput } from '../../http/validate.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';
import { registerIdempotency } from '../idempotency/idempotency.hooks.js';
import { readMessageUploads } from '../messages/message-uploads.js';
import { EXTERNAL_SEND_PATH, externalApiDocument, externalSendRouteSchema } from './external-api.openapi.js';
import type { ApiConnection } from './external-api.repository.js';
import type { ExternalSendService } from './external-send.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The connection whose token authenticated an external API call. */
    apiConnection?: ApiConnection;
  }
}

export interface ExternalApiDeps {
  db: Db;
  now: () => Date;
  service: ExternalSendService;
  storage: TenantStorage;
  perTokenPerMinute: number;
}

const BEARER = /^Bearer\s+(.+)$/i;
const tokenOf = (request: FastifyRequest) => BEARER.exec(request.headers.authorization ?? '')?.[1]?.trim();

/**
 * POST /api/messages/send (spec 3 §7): outside the login scope, authenticated by the connection's token. A static
 * path, so the router prefers it to POST /messages/:ticketId whatever the registration order. Its OpenAPI document
 * is public: it holds nothing of any company.
 */
export async function externalApiRoutes(app: FastifyInstance, deps: ExternalApiDeps): Promise<void> {
  const documentRoute = routeOptions('external-api')(
    'The external messages API alone, as an OpenAPI 3.1 document',
    PUBLIC_ROUTE,
  );
  app.get(EXTERNAL_API_DOCUMENT_PATH, documentRoute, async (request) =>
    externalApiDocument(`${request.protocol}://${request.host}/api`, deps.perTokenPerMinute),
  );
  await app.register(sendRoutes, deps);
}

async function sendRoutes(
  app: FastifyInstance,
  { db, now, service, storage, perTokenPerMinute }: ExternalApiDeps,
): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const connection = await service.authenticate(tokenOf(request));
    request.apiConnection = connection;
    // Idempotency keys are kept per company and user: a connection's are kept under its negated id, so they never
    // meet a user's. The API acts as no user; this identity serves the key scope only.
    request.auth = {
      companyId: connection.companyId,
      userId: -connection.id,
      profile: 'user',
      super: false,
      sessionId: `connection:${connection.id}`,
    };
  });
  registerIdempotency(app, { db, now });

  app.post(
    EXTERNAL_SEND_PATH,
    {
      schema: externalSendRouteSchema(perTokenPerMinute),
      config: {
        rateLimit: {
          max: perTokenPerMinute,
          timeWindow: '1 minute',
          // Per token (hashed: the store never holds it), not per address: one integration, one budget.
          keyGenerator: (request: FastifyRequest) =>
            `external-api:${createHash('sha256')
              .update(tokenOf(request) ?? '')
              .digest('hex')}`,
        },
      },
    },
    async (request, reply) => {
      const connection = request.apiConnection!;
      if (!request.isMultipart())
        return reply.status(201).send(await service.send(connection, parseInput(externalSendSchema, request.body)));
      const uploads = await readMessageUploads(request, storage, connection.companyId);
      try {
        const fields = parseInput(
          externalSendFieldsSchema,
          Object.fromEntries(Object.entries(uploads.fields).map(([key, values]) => [key, values[0]])),
        );
        return reply.status(201).send(await service.send(connection, fields, uploads.files));
      } catch (error) {
        await Promise.all(uploads.files.map((file) => storage.remove(file.key)));
        throw error;
      }
    },
  );
}
