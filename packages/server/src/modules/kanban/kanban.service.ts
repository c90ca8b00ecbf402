import { KANBAN_PAGE_SIZE, type KanbanAnswer, type KanbanQuery } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { loadTicketViewer } from '../tickets/ticket-access.js';
import { masksNumberFor, presentTicketView } from '../tickets/ticket.presenter.js';
import { assertCompanyHasKanban, boardQueues } from './kanban.policy.js';
import { kanbanRepository } from './kanban.repository.js';

export class KanbanService {
  constructor(private readonly db: Db) {}

  /** GET /ticket/kanban: a page of the board's tickets, as the ticket lists show them (number masked per reader). */
  async board(auth: RequestAuth, query: KanbanQuery): Promise<KanbanAnswer> {
    await assertCompanyHasKanban(this.db, auth.companyId);
    const viewer = await loadTicketViewer(this.db, auth);
    const queues = boardQueues(viewer, query.queueIds);
    const rows = await kanbanRepository.page(this.db, viewer, queues, {
      offset: (query.pageNumber - 1) * KANBAN_PAGE_SIZE,
      limit: KANBAN_PAGE_SIZE + 1,
    });
    const options = { readerIsProfileUser: masksNumberFor(viewer) };
    return {
      tickets: rows.slice(0, KANBAN_PAGE_SIZE).map((row) => presentTicketView(row, options)),
      hasMore: rows.length > KANBAN_PAGE_SIZE,
    };
  }
}
