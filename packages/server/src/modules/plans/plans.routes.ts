import type { FastifyInstance } from 'fastify';
import { idParamSchema, planInputSchema } from '@guiche/shared';
import { parseInput } from '../../http/validate.js';
import type { PlansService } from './plans.service.js';
import { access } from '../../http/route-access.js';

/** GET /plans/listPublic: the sign-up page's plan cards, without a login. */
export async function publicPlansRoutes(app: FastifyInstance, { plans }: { plans: PlansService }): Promise<void> {
  app.get('/plans/listPublic', async () => plans.listPublic());
}

export async function plansRoutes(app: FastifyInstance, { plans }: { plans: PlansService }): Promise<void> {
  app.get('/plans/list', async (request) => plans.list(request.auth));
  app.get('/plans/all', async (request) => plans.list(request.auth));
  app.post('/plans', access({ role: 'super' }), async (request, reply) => reply.status(201).send(await plans.create(request.auth, parseInput(planInputSchema, request.body))));
  app.put('/plans/:id', access({ role: 'super' }), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return plans.update(request.auth, id, parseInput(planInputSchema, request.body));
  });
  app.delete('/plans/:id', access({ role: 'super' }), async (request, reply) => {
    await plans.delete(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });
}
