import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, pageNumberField, promptFormSchema } from '@guiche/shared';
import { z } from 'zod';
import { routeOptions } from '../../http/route-schema.js';
import type { PromptsService } from './prompts.service.js';

const listPromptsQuerySchema = z.object({ pageNumber: pageNumberField() });
const route = routeOptions('prompts');

/** AI prompts (spec 3 §7 "Prompts"). */
export async function promptsRoutes(app: FastifyInstance, { prompts }: { prompts: PromptsService }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const allowed = { role: 'admin', plan: 'useOpenAi' } as const;
  const byId = { params: idParamSchema };
  api.get('/prompt', route('List AI prompts', { querystring: listPromptsQuerySchema }, allowed), async (request) =>
    prompts.list(request.auth, request.query.pageNumber),
  );

  api.get('/prompt/:id', route('Show an AI prompt', byId, allowed), async (request) =>
    prompts.get(request.auth, request.params.id),
  );

  api.post('/prompt', route('Create an AI prompt', { body: promptFormSchema }, allowed), async (request, reply) =>
    reply.status(201).send(await prompts.create(request.auth, request.body)),
  );

  api.put('/prompt/:id', route('Update an AI prompt', { ...byId, body: promptFormSchema }, allowed), async (request) =>
    prompts.update(request.auth, request.params.id, request.body),
  );

  api.delete('/prompt/:id', route('Delete an AI prompt', byId, allowed), async (request) =>
    prompts.delete(request.auth, request.params.id),
  );
}
