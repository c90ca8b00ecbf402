import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, planInputSchema } from '@guiche/shared';
import { PUBLIC_ROUTE, routeOptions } from '../../http/route-schema.js';
import type { PlansService } from './plans.service.js';

const route = routeOptions('plans');

/** GET /plans/listPublic: the sign-up page's plan cards, without a login. */
export async function publicPlansRoutes(app: FastifyInstance, { plans }: { plans: PlansService }): Promise<void> {
  app.get('/plans/listPublic', route('The public plans (sign-up page)', PUBLIC_ROUTE), async () => plans.listPublic());
}

export async function plansRoutes(app: FastifyInstance, { plans }: { plans: PlansService }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/plans/list', route('List plans'), async (request) => plans.list(request.auth));
  api.get('/plans/all', route('List plans (alias of /plans/list)'), async (request) => plans.list(request.auth));
  api.post('/plans', route('Create a plan', { body: planInputSchema }, { role: 'super' }), async (request, reply) =>
    reply.status(201).send(await plans.create(request.auth, request.body)),
  );
  api.put(
    '/plans/:id',
    route('Update a plan', { params: idParamSchema, body: planInputSchema }, { role: 'super' }),
    async (request) => plans.update(request.auth, request.params.id, request.body),
  );
  api.delete(
    '/plans/:id',
    route('Delete a plan', { params: idParamSchema }, { role: 'super' }),
    async (request, reply) => {
      await plans.delete(request.auth, request.params.id);
      return reply.status(204).send();
    },
  );
}
