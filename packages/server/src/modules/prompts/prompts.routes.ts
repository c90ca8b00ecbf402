import type { FastifyInstance } from 'fastify';
import { idParamSchema, pageNumberField, promptFormSchema } from '@guiche/shared';
import { z } from 'zod';
import { parseInput } from '../../http/validate.js';
import type { PromptsService } from './prompts.service.js';
import { access } from '../../http/route-access.js';

const listPromptsQuerySchema = z.object({ pageNumber: pageNumberField() });

/** AI prompts (spec 3 §7 "Prompts"). */
export async function promptsRoutes(app: FastifyInstance, { prompts }: { prompts: PromptsService }): Promise<void> {
  app.get('/prompt', access({ role: 'admin', plan: 'useOpenAi' }), async (request) => prompts.list(request.auth, parseInput(listPromptsQuerySchema, request.query).pageNumber));

  app.get('/prompt/:id', access({ role: 'admin', plan: 'useOpenAi' }), async (request) => prompts.get(request.auth, parseInput(idParamSchema, request.params).id));

  app.post('/prompt', access({ role: 'admin', plan: 'useOpenAi' }), async (request, reply) => reply.status(201).send(await prompts.create(request.auth, parseInput(promptFormSchema, request.body))));

  app.put('/prompt/:id', access({ role: 'admin', plan: 'useOpenAi' }), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return prompts.update(request.auth, id, parseInput(promptFormSchema, request.body));
  });

  app.delete('/prompt/:id', access({ role: 'admin', plan: 'useOpenAi' }), async (request) => prompts.delete(request.auth, parseInput(idParamSchema, request.params).id));
}
