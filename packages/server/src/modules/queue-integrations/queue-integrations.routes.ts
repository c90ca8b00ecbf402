import type { FastifyInstance } from 'fastify';
import { idParamSchema, listQueueIntegrationsQuerySchema, queueIntegrationFormSchema, queueIntegrationTestSchema } from '@guiche/shared';
import { parseInput } from '../../http/validate.js';
import type { QueueIntegrationsService } from './queue-integrations.service.js';
import { access } from '../../http/route-access.js';

/** Queue integrations (spec 3 §7 "Queue integrations"). */
export async function queueIntegrationsRoutes(app: FastifyInstance, { integrations }: { integrations: QueueIntegrationsService }): Promise<void> {
  app.get('/queueIntegration', access({ role: 'admin', plan: 'useIntegrations' }), async (request) => integrations.list(request.auth, parseInput(listQueueIntegrationsQuerySchema, request.query)));

  app.post('/queueIntegration/testSession', access({ role: 'admin', plan: 'useIntegrations' }), async (request) => integrations.testSession(request.auth, parseInput(queueIntegrationTestSchema, request.body)));

  app.get('/queueIntegration/:id', access({ role: 'admin', plan: 'useIntegrations' }), async (request) => integrations.get(request.auth, parseInput(idParamSchema, request.params).id));

  app.post('/queueIntegration', access({ role: 'admin', plan: 'useIntegrations' }), async (request, reply) =>
    reply.status(201).send(await integrations.create(request.auth, parseInput(queueIntegrationFormSchema, request.body))),
  );

  app.put('/queueIntegration/:id', access({ role: 'admin', plan: 'useIntegrations' }), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return integrations.update(request.auth, id, parseInput(queueIntegrationFormSchema, request.body));
  });

  app.delete('/queueIntegration/:id', access({ role: 'admin', plan: 'useIntegrations' }), async (request, reply) => {
    await integrations.delete(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });
}
