import { KANBAN_MAX_PAGES, kanbanAnswerSchema, type TicketView } from '@guiche/shared';
import { api } from '../../api/client';

export const kanbanKeys = {
  boards: ['kanban', 'board'] as const,
  board: (queueIds: readonly number[]) => ['kanban', 'board', queueIds.join(',')] as const,
};

export interface BoardTickets {
  tickets: TicketView[];
  /** More tickets than KANBAN_MAX_PAGES pages hold: the board shows the newest. */
  truncated: boolean;
}

/** GET /ticket/kanban (queueIds as a JSON list), every page: the lanes are virtualized, so the board holds them all. */
export async function fetchBoard(queueIds: readonly number[]): Promise<BoardTickets> {
  const tickets: TicketView[] = [];
  for (let pageNumber = 1; pageNumber <= KANBAN_MAX_PAGES; pageNumber++) {
    const params = new URLSearchParams({ queueIds: JSON.stringify(queueIds), pageNumber: String(pageNumber) });
    const page = await api.get(`/ticket/kanban?${params.toString()}`, kanbanAnswerSchema);
    tickets.push(...page.tickets);
    if (!page.hasMore) return { tickets, truncated: false };
  }
  return { tickets, truncated: true };
}
