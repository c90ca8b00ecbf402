import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { kanbanQuerySchema } from '@guiche/shared';
import { routeOptions } from '../../http/route-schema.js';
import type { KanbanService } from './kanban.service.js';

/** The kanban board's tickets (spec 3 §7 "Tags and kanban"); its moves are the /ticket-tags calls of the tags module. */
export async function kanbanRoutes(app: FastifyInstance, { kanban }: { kanban: KanbanService }): Promise<void> {
  const route = routeOptions('kanban');
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/ticket/kanban',
      route('The kanban board’s tickets', { querystring: kanbanQuerySchema }, { plan: 'useKanban' }),
      async (request) => kanban.board(request.auth, request.query),
    );
}
