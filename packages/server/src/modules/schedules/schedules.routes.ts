import type { FastifyInstance } from 'fastify';
import { idParamSchema, listSchedulesQuerySchema, scheduleFormSchema } from '@guiche/shared';
import { parseInput } from '../../http/validate.js';
import type { SchedulesService } from './schedules.service.js';
import { access } from '../../http/route-access.js';

/** Scheduled messages (spec 3 §7 "Schedules"). */
export async function schedulesRoutes(app: FastifyInstance, { schedules }: { schedules: SchedulesService }): Promise<void> {
  app.get('/schedules', access({ plan: 'useSchedules' }), async (request) => schedules.list(request.auth, parseInput(listSchedulesQuerySchema, request.query)));

  app.get('/schedules/:id', access({ plan: 'useSchedules' }), async (request) => schedules.get(request.auth, parseInput(idParamSchema, request.params).id));

  app.post('/schedules', access({ plan: 'useSchedules' }), async (request, reply) => reply.status(201).send(await schedules.create(request.auth, parseInput(scheduleFormSchema, request.body))));

  app.put('/schedules/:id', access({ plan: 'useSchedules' }), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return schedules.update(request.auth, id, parseInput(scheduleFormSchema, request.body));
  });

  app.delete('/schedules/:id', access({ plan: 'useSchedules' }), async (request, reply) => {
    await schedules.delete(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });
}
