import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { helpFormSchema, idParamSchema } from '@guiche/shared';
import { routeOptions } from '../../http/route-schema.js';
import type { HelpsService } from './helps.service.js';

const route = routeOptions('helps');

/** Helps (spec 2 §7): GET /helps and /helps/list answer the same list (the settings tab and the help centre). */
export async function helpsRoutes(app: FastifyInstance, { helps }: { helps: HelpsService }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const superOnly = { role: 'super' } as const;
  const byId = { params: idParamSchema };
  // Writes are the super administrator's: refused before the input is read (route-access.ts).
  api.get('/helps', route('The help centre’s videos'), async () => helps.list());

  api.get('/helps/list', route('The help centre’s videos (alias of /helps)'), async () => helps.list());

  api.post('/helps', route('Add a help video', { body: helpFormSchema }, superOnly), async (request, reply) =>
    reply.status(201).send(await helps.create(request.auth, request.body)),
  );

  api.put('/helps/:id', route('Update a help video', { ...byId, body: helpFormSchema }, superOnly), async (request) =>
    helps.update(request.auth, request.params.id, request.body),
  );

  api.delete('/helps/:id', route('Delete a help video', byId, superOnly), async (request, reply) => {
    await helps.delete(request.auth, request.params.id);
    return reply.status(204).send();
  });
}
