import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, plantaoFormSchema } from '@guiche/shared';
import { routeOptions } from '../../http/route-schema.js';
import type { PlantaoService } from './plantao.service.js';

const route = routeOptions('plantao');

/** On-call duty (spec 3 §7 "On-call duty"). */
export async function plantaoRoutes(app: FastifyInstance, { plantao }: { plantao: PlantaoService }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { role: 'admin' } as const;
  const byId = { params: idParamSchema };
  api.get('/plantao', route('List on-call duties'), async (request) => plantao.list(request.auth));
  api.get('/plantao/:id', route('Show an on-call duty', byId), async (request) =>
    plantao.get(request.auth, request.params.id),
  );
  api.post('/plantao', route('Create an on-call duty', { body: plantaoFormSchema }, admin), async (request, reply) =>
    reply.status(201).send(await plantao.create(request.auth, request.body)),
  );
  api.put(
    '/plantao/:id',
    route('Update an on-call duty', { ...byId, body: plantaoFormSchema }, admin),
    async (request) => plantao.update(request.auth, request.params.id, request.body),
  );
  api.delete('/plantao/:id', route('Delete an on-call duty', byId, admin), async (request, reply) => {
    await plantao.delete(request.auth, request.params.id);
    return reply.status(204).send();
  });
}
