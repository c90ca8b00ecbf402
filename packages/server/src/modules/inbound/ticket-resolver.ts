import type { Tx } from '../../db/database.js';
import type { ContactRow } from '../contacts/contacts.repository.js';
import { ticketsRepository, type TicketRow } from '../tickets/tickets.repository.js';
import type { InboundConnection } from './inbound.types.js';

const MINUTE_MS = 60_000;

/**
 * The conversation's active ticket on this connection; else the last closed one reopened when it closed within the
 * connection's timeCreateNewTicket minutes; else a new pending (or group) ticket. The partial unique index on
 * active tickets settles races between processes.
 */
export async function resolveTicket(
  tx: Tx,
  connection: InboundConnection,
  contact: ContactRow,
  now: Date,
): Promise<{ ticket: TicketRow; created: boolean }> {
  const { companyId, id: whatsappId } = connection;
  const active = await ticketsRepository.findActive(tx, companyId, contact.id, whatsappId);
  if (active) return { ticket: active, created: false };

  const status = contact.isGroup ? 'group' : 'pending';
  if (connection.timeCreateNewTicket > 0) {
    const closed = await ticketsRepository.findLastClosed(tx, companyId, contact.id, whatsappId);
    if (closed && now.getTime() - closed.updatedAt.getTime() < connection.timeCreateNewTicket * MINUTE_MS) {
      await ticketsRepository.update(tx, companyId, closed.id, { status, userId: null, closedAt: null, unreadMessages: 0 });
      return { ticket: { ...closed, status, userId: null, closedAt: null, unreadMessages: 0 }, created: false };
    }
  }
  const inserted = await ticketsRepository.insertIfNoActive(tx, companyId, {
    contactId: contact.id,
    whatsappId,
    status,
    channel: connection.channel,
    isGroup: contact.isGroup,
  });
  if (inserted) return { ticket: inserted, created: true };
  const raced = await ticketsRepository.findActive(tx, companyId, contact.id, whatsappId);
  if (!raced) throw new Error('active ticket vanished after a unique conflict');
  return { ticket: raced, created: false };
}
