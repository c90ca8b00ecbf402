import type { FastifyInstance } from 'fastify';
import { kanbanQuerySchema } from '@guiche/shared';
import { parseInput } from '../../http/validate.js';
import type { KanbanService } from './kanban.service.js';
import { access } from '../../http/route-access.js';

/** The kanban board's tickets (spec 3 §7 "Tags and kanban"); its moves are the /ticket-tags calls of the tags module. */
export async function kanbanRoutes(app: FastifyInstance, { kanban }: { kanban: KanbanService }): Promise<void> {
  app.get('/ticket/kanban', access({ plan: 'useKanban' }), async (request) => kanban.board(request.auth, parseInput(kanbanQuerySchema, request.query)));
}
