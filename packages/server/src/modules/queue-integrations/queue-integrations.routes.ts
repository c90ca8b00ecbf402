import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  listQueueIntegrationsQuerySchema,
  queueIntegrationFormSchema,
  queueIntegrationTestSchema,
} from '@guiche/shared';
import { routeOptions } from '../../http/route-schema.js';
import type { QueueIntegrationsService } from './queue-integrations.service.js';

const route = routeOptions('queue-integrations');

/** Queue integrations (spec 3 §7 "Queue integrations"). */
export async function queueIntegrationsRoutes(
  app: FastifyInstance,
  { integrations }: { integrations: QueueIntegrationsService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const allowed = { role: 'admin', plan: 'useIntegrations' } as const;
  const byId = { params: idParamSchema };
  api.get(
    '/queueIntegration',
    route('List queue integrations', { querystring: listQueueIntegrationsQuerySchema }, allowed),
    async (request) => integrations.list(request.auth, request.query),
  );

  api.post(
    '/queueIntegration/testSession',
    route('Try an integration with a test message', { body: queueIntegrationTestSchema }, allowed),
    async (request) => integrations.testSession(request.auth, request.body),
  );

  api.get('/queueIntegration/:id', route('Show a queue integration', byId, allowed), async (request) =>
    integrations.get(request.auth, request.params.id),
  );

  api.post(
    '/queueIntegration',
    route('Create a queue integration', { body: queueIntegrationFormSchema }, allowed),
    async (request, reply) => reply.status(201).send(await integrations.create(request.auth, request.body)),
  );

  api.put(
    '/queueIntegration/:id',
    route('Update a queue integration', { ...byId, body: queueIntegrationFormSchema }, allowed),
    async (request) => integrations.update(request.auth, request.params.id, request.body),
  );

  api.delete('/queueIntegration/:id', route('Delete a queue integration', byId, allowed), async (request, reply) => {
    await integrations.delete(request.auth, request.params.id);
    return reply.status(204).send();
  });
}
