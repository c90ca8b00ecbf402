import type { MomentTicket } from '@guiche/shared';

/**
 * A ticket as the repositories read it for the real-time page: the user and queue come from left joins, so they
 * are null, or carry null fields, when the ticket has none.
 */
export interface MomentTicketRow {
  id: number;
  uuid: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  contact: { id: number; name: string; number: string | null };
  user: { id: number | null; name: string | null } | null;
  queue: { id: number | null; name: string | null; color: string | null } | null;
}

/** A ticket as GET /dashboard/moments answers it, and as each user of GET /users carries its open ones. */
export function presentMomentTicket(row: MomentTicketRow): MomentTicket {
  const { user, queue } = row;
  return {
    id: row.id,
    uuid: row.uuid,
    status: row.status,
    contact: { id: row.contact.id, name: row.contact.name, number: row.contact.number },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    user: user?.id && user.name !== null ? { id: user.id, name: user.name } : null,
    queue:
      queue?.id && queue.name !== null && queue.color !== null
        ? { id: queue.id, name: queue.name, color: queue.color }
        : null,
  };
}
