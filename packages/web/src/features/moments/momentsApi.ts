import { momentsAnswerSchema, type MomentTicket } from '@guiche/shared';
import { api } from '../../api/client';

export const momentsKeys = { all: ['moments'] as const, of: (queueIds: number[]) => ['moments', queueIds] as const };

/** GET /dashboard/moments (spec 1 §7): the active tickets of the last 30 days, optionally of some queues (0: none). */
export function fetchMoments(queueIds: number[]): Promise<MomentTicket[]> {
  const params = new URLSearchParams({ showAll: 'true' });
  if (queueIds.length > 0) params.set('queueIds', JSON.stringify(queueIds));
  return api.get(`/dashboard/moments?${params.toString()}`, momentsAnswerSchema);
}

export interface MomentColumn {
  /** The attendant's id; null for the Pendentes card. */
  userId: number | null;
  name: string;
  tickets: MomentTicket[];
}

/** Spec 2 §2: one card per attendant with open tickets, and the Pendentes card first. */
export function momentColumns(tickets: MomentTicket[], pendingTitle: string): MomentColumn[] {
  const pending: MomentColumn = {
    userId: null,
    name: pendingTitle,
    tickets: tickets.filter((ticket) => ticket.status === 'pending'),
  };
  const byUser = new Map<number, MomentColumn>();
  for (const ticket of tickets) {
    if (ticket.status !== 'open' || !ticket.user) continue;
    const column = byUser.get(ticket.user.id) ?? { userId: ticket.user.id, name: ticket.user.name, tickets: [] };
    column.tickets.push(ticket);
    byUser.set(ticket.user.id, column);
  }
  return [pending, ...[...byUser.values()].sort((a, b) => a.name.localeCompare(b.name))];
}
