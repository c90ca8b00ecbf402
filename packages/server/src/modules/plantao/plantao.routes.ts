import type { FastifyInstance } from 'fastify';
import { idParamSchema, plantaoFormSchema } from '@guiche/shared';
import { parseInput } from '../../http/validate.js';
import type { PlantaoService } from './plantao.service.js';
import { access } from '../../http/route-access.js';

/** On-call duty (spec 3 §7 "On-call duty"). */
export async function plantaoRoutes(app: FastifyInstance, { plantao }: { plantao: PlantaoService }): Promise<void> {
  app.get('/plantao', async (request) => plantao.list(request.auth));
  app.get('/plantao/:id', async (request) => plantao.get(request.auth, parseInput(idParamSchema, request.params).id));
  app.post('/plantao', access({ role: 'admin' }), async (request, reply) => reply.status(201).send(await plantao.create(request.auth, parseInput(plantaoFormSchema, request.body))));
  app.put('/plantao/:id', access({ role: 'admin' }), async (request) => plantao.update(request.auth, parseInput(idParamSchema, request.params).id, parseInput(plantaoFormSchema, request.body)));
  app.delete('/plantao/:id', access({ role: 'admin' }), async (request, reply) => {
    await plantao.delete(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });
}
