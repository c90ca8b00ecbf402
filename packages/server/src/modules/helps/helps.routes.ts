import type { FastifyInstance } from 'fastify';
import { helpFormSchema, idParamSchema } from '@guiche/shared';
import { parseInput } from '../../http/validate.js';
import type { HelpsService } from './helps.service.js';
import { access } from '../../http/route-access.js';

/** Helps (spec 2 §7): GET /helps and /helps/list answer the same list (the settings tab and the help centre). */
export async function helpsRoutes(app: FastifyInstance, { helps }: { helps: HelpsService }): Promise<void> {
  // Writes are the super administrator's: refused before the input is read (route-access.ts).
  app.get('/helps', async () => helps.list());

  app.get('/helps/list', async () => helps.list());

  app.post('/helps', access({ role: 'super' }), async (request, reply) => reply.status(201).send(await helps.create(request.auth, parseInput(helpFormSchema, request.body))));

  app.put('/helps/:id', access({ role: 'super' }), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return helps.update(request.auth, id, parseInput(helpFormSchema, request.body));
  });

  app.delete('/helps/:id', access({ role: 'super' }), async (request, reply) => {
    await helps.delete(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });
}
