import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, listSchedulesQuerySchema, scheduleFormSchema } from '@guiche/shared';
import { routeOptions } from '../../http/route-schema.js';
import type { SchedulesService } from './schedules.service.js';

const route = routeOptions('schedules');

/** Scheduled messages (spec 3 §7 "Schedules"). */
export async function schedulesRoutes(
  app: FastifyInstance,
  { schedules }: { schedules: SchedulesService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const plan = { plan: 'useSchedules' } as const;
  const byId = { params: idParamSchema };
  api.get(
    '/schedules',
    route('List scheduled messages', { querystring: listSchedulesQuerySchema }, plan),
    async (request) => schedules.list(request.auth, request.query),
  );

  api.get('/schedules/:id', route('Show a scheduled message', byId, plan), async (request) =>
    schedules.get(request.auth, request.params.id),
  );

  api.post('/schedules', route('Schedule a message', { body: scheduleFormSchema }, plan), async (request, reply) =>
    reply.status(201).send(await schedules.create(request.auth, request.body)),
  );

  api.put(
    '/schedules/:id',
    route('Update a scheduled message', { ...byId, body: scheduleFormSchema }, plan),
    async (request) => schedules.update(request.auth, request.params.id, request.body),
  );

  api.delete('/schedules/:id', route('Delete a scheduled message', byId, plan), async (request, reply) => {
    await schedules.delete(request.auth, request.params.id);
    return reply.status(204).send();
  });
}
