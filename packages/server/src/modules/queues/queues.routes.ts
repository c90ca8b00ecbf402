import type { FastifyInstance } from 'fastify';
import { chatbotCreateSchema, chatbotUpdateSchema, idParam, idParamSchema, queueInputSchema, queueUpdateSchema } from '@guiche/shared';
import { z } from 'zod';
import { parseInput } from '../../http/validate.js';
import type { ChatbotsService } from './chatbots.service.js';
import type { QueuesService } from './queues.service.js';
import { access } from '../../http/route-access.js';

const listQuery = z.object({ companyId: idParam().optional() });

export async function queuesRoutes(app: FastifyInstance, deps: { queues: QueuesService; chatbots: ChatbotsService }): Promise<void> {
  const { queues, chatbots } = deps;
  app.get('/queue', async (request) => queues.list(request.auth, parseInput(listQuery, request.query).companyId));
  app.get('/queue/:id', async (request) => queues.get(request.auth, parseInput(idParamSchema, request.params).id));
  app.post('/queue', access({ role: 'admin' }), async (request, reply) => reply.status(201).send(await queues.create(request.auth, parseInput(queueInputSchema, request.body))));
  app.put('/queue/:id', access({ role: 'admin' }), async (request) =>
    queues.update(request.auth, parseInput(idParamSchema, request.params).id, parseInput(queueUpdateSchema, request.body)),
  );
  app.delete('/queue/:id', access({ role: 'admin' }), async (request, reply) => {
    await queues.delete(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });

  app.get('/chatbot/:id', async (request) => chatbots.get(request.auth, parseInput(idParamSchema, request.params).id));
  app.post('/chatbot', access({ role: 'admin' }), async (request, reply) => reply.status(201).send(await chatbots.create(request.auth, parseInput(chatbotCreateSchema, request.body))));
  app.put('/chatbot/:id', access({ role: 'admin' }), async (request) =>
    chatbots.update(request.auth, parseInput(idParamSchema, request.params).id, parseInput(chatbotUpdateSchema, request.body)),
  );
  app.delete('/chatbot/:id', access({ role: 'admin' }), async (request, reply) => {
    await chatbots.delete(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });
}
