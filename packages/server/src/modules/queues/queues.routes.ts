import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chatbotCreateSchema,
  chatbotUpdateSchema,
  idParam,
  idParamSchema,
  queueDeleteQuerySchema,
  queueInputSchema,
  queueUpdateSchema,
} from '@guiche/shared';
import { z } from 'zod';
import { routeOptions } from '../../http/route-schema.js';
import type { ChatbotsService } from './chatbots.service.js';
import type { QueuesService } from './queues.service.js';

const listQuery = z.object({ companyId: idParam().optional() });
const route = routeOptions('queues');

export async function queuesRoutes(
  app: FastifyInstance,
  deps: { queues: QueuesService; chatbots: ChatbotsService },
): Promise<void> {
  const { queues, chatbots } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const byId = { params: idParamSchema };
  api.get('/queue', route('List queues', { querystring: listQuery }), async (request) =>
    queues.list(request.auth, request.query.companyId),
  );
  api.get('/queue/:id', route('Show a queue', byId), async (request) => queues.get(request.auth, request.params.id));
  api.post('/queue', route('Create a queue', { body: queueInputSchema }, { role: 'admin' }), async (request, reply) =>
    reply.status(201).send(await queues.create(request.auth, request.body)),
  );
  api.put(
    '/queue/:id',
    route('Update a queue', { ...byId, body: queueUpdateSchema }, { role: 'admin' }),
    async (request) => queues.update(request.auth, request.params.id, request.body),
  );
  api.get(
    '/queue/:id/deletion',
    route('What deleting a queue takes with it', byId, { role: 'admin' }),
    async (request) => queues.deletionImpact(request.auth, request.params.id),
  );
  api.delete(
    '/queue/:id',
    route('Delete a queue', { ...byId, querystring: queueDeleteQuerySchema }, { role: 'admin' }),
    async (request, reply) => {
      await queues.delete(request.auth, request.params.id, request.query);
      return reply.status(204).send();
    },
  );

  api.get('/chatbot/:id', route('Show a chatbot option', byId), async (request) =>
    chatbots.get(request.auth, request.params.id),
  );
  api.post(
    '/chatbot',
    route('Create a chatbot option', { body: chatbotCreateSchema }, { role: 'admin' }),
    async (request, reply) => reply.status(201).send(await chatbots.create(request.auth, request.body)),
  );
  api.put(
    '/chatbot/:id',
    route('Update a chatbot option', { ...byId, body: chatbotUpdateSchema }, { role: 'admin' }),
    async (request) => chatbots.update(request.auth, request.params.id, request.body),
  );
  api.delete('/chatbot/:id', route('Delete a chatbot option', byId, { role: 'admin' }), async (request, reply) => {
    await chatbots.delete(request.auth, request.params.id);
    return reply.status(204).send();
  });
}
