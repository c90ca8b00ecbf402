import type { Db, DbOrTx } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { ticketLogsRepository } from './ticket-logs.repository.js';
import { ticketsRepository, type NewTicket, type TicketRow } from './tickets.repository.js';

/**
 * Opens a ticket, with its 'create' log entry by `actorId`, in the caller's transaction. Undefined when the contact
 * already has an active ticket on the connection (tickets_one_active_key decided): the caller says what that means.
 */
export async function openTicket(
  tx: DbOrTx,
  companyId: number,
  values: NewTicket,
  actorId: number | null,
): Promise<TicketRow | undefined> {
  const inserted = await ticketsRepository.insertIfNoActive(tx, companyId, values);
  if (inserted)
    await ticketLogsRepository.insert(tx, companyId, [
      { ticketId: inserted.id, type: 'create', userId: actorId, queueId: inserted.queueId },
    ]);
  return inserted;
}

/** Who a message without a conversation goes to, and through which connection, queue and attendant. */
export interface TicketTarget {
  contact: { id: number; isGroup: boolean };
  connection: { id: number; channel: TicketRow['channel'] };
  queueId: number | null;
  /** The attendant the message is sent as: a new ticket opens held by them; none, it waits for anyone. */
  userId: number | null;
}

/**
 * The ticket a message sent on our side (a schedule, the external API) goes on: the contact's active ticket on the
 * connection, or a new one opened by `userId` and announced. A contact who wrote at the same moment opened the
 * conversation's ticket first (the unique index decides), and the message goes there.
 */
export async function activeOrNewTicket(
  db: Db,
  events: DomainEvents,
  companyId: number,
  { contact, connection, queueId, userId }: TicketTarget,
): Promise<TicketRow> {
  const active = await ticketsRepository.findActive(db, companyId, contact.id, connection.id);
  if (active) return active;
  const values = {
    contactId: contact.id,
    whatsappId: connection.id,
    queueId,
    userId,
    status: contact.isGroup ? 'group' : userId === null ? 'pending' : 'open',
    channel: connection.channel,
    isGroup: contact.isGroup,
  } as const;
  const created = await db.transaction((tx) => openTicket(tx, companyId, values, userId));
  if (created) {
    events.emit('ticket.created', { companyId, ticketId: created.id });
    return created;
  }
  const raced = await ticketsRepository.findActive(db, companyId, contact.id, connection.id);
  if (!raced) throw new Error(`no active ticket for contact ${contact.id} on connection ${connection.id}`);
  return raced;
}
