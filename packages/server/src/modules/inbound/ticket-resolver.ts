import type { Tx } from '../../db/database.js';
import type { ContactRow } from '../contacts/contacts.repository.js';
import type { TicketRow } from '../tickets/tickets.repository.js';
import { inboundRepository, type TicketInsert } from './inbound.repository.js';
import type { InboundConnection } from './inbound.types.js';

const MINUTE_MS = 60_000;

export interface ResolvedTicket {
  ticket: TicketRow;
  /** True for the message that opened the ticket (the first of its contact in the batch), false otherwise. */
  created: boolean;
  /** True for the message that reopened a closed ticket (the first of its contact in the batch). */
  reopened: boolean;
}

/**
 * For each message's contact: its active ticket on this connection; else the last closed one reopened when it
 * closed within the connection's timeCreateNewTicket minutes (as the batch read it); else a new pending (or group) ticket, imported when
 * the message that opens it is. `known` holds the current tickets (findCurrentTickets) of the contacts in
 * `known.contactIds`, read by the caller; contacts created by this batch have none; the others are looked up here.
 * At most one look-up and two writes for the whole batch. The partial unique index on active tickets settles races
 * with other processes (another chat of the same contact): the loser uses the winner's ticket.
 */
export async function resolveTickets(
  tx: Tx,
  connection: InboundConnection,
  contacts: readonly ContactRow[],
  opening: readonly { imported: boolean }[],
  known: { tickets: readonly TicketRow[]; contactIds: ReadonlySet<number>; createdContactIds: ReadonlySet<number> },
  terms: { now: Date; writtenAt: Date; timeCreateNewTicket: number },
): Promise<ResolvedTicket[]> {
  const { now, writtenAt, timeCreateNewTicket } = terms;
  const { companyId, id: whatsappId } = connection;
  const withClosed = timeCreateNewTicket > 0;
  const unknown = [...new Set(contacts.map((contact) => contact.id))].filter(
    (id) => !known.contactIds.has(id) && !known.createdContactIds.has(id),
  );
  const current =
    unknown.length > 0
      ? [
          ...known.tickets,
          ...(await inboundRepository.findCurrentTickets(tx, companyId, whatsappId, unknown, withClosed)),
        ]
      : known.tickets;
  const byContact = new Map(current.map((ticket) => [ticket.contactId, ticket]));

  const ticketOf = new Map<number, TicketRow>();
  const planned = new Set<number>();
  const reopen: { id: number; status: 'pending' | 'group' }[] = [];
  const create: TicketInsert[] = [];
  contacts.forEach((contact, index) => {
    if (planned.has(contact.id)) return;
    planned.add(contact.id);
    const found = byContact.get(contact.id);
    const status = contact.isGroup ? 'group' : 'pending';
    if (found && found.status !== 'closed') {
      ticketOf.set(contact.id, found);
    } else if (found && now.getTime() - found.updatedAt.getTime() < timeCreateNewTicket * MINUTE_MS) {
      reopen.push({ id: found.id, status });
    } else {
      create.push({
        contactId: contact.id,
        status,
        isGroup: contact.isGroup,
        importedAt: opening[index]?.imported ? now : null,
      });
    }
  });

  const reopened = new Set<number>();
  for (const ticket of await inboundRepository.reopenTickets(tx, companyId, reopen, writtenAt)) {
    ticketOf.set(ticket.contactId, ticket);
    reopened.add(ticket.contactId);
  }
  const opened = new Set<number>();
  for (const ticket of await inboundRepository.insertTickets(tx, companyId, whatsappId, connection.channel, create)) {
    ticketOf.set(ticket.contactId, ticket);
    opened.add(ticket.contactId);
  }
  const raced = create.filter((insert) => !ticketOf.has(insert.contactId)).map((insert) => insert.contactId);
  if (raced.length > 0) {
    for (const ticket of await inboundRepository.findCurrentTickets(tx, companyId, whatsappId, raced, false))
      ticketOf.set(ticket.contactId, ticket);
  }

  return contacts.map((contact) => {
    const ticket = ticketOf.get(contact.id);
    if (!ticket) throw new Error('active ticket vanished after a unique conflict');
    // Only the first message of a contact opens (or reopens) its ticket.
    return { ticket, created: opened.delete(contact.id), reopened: reopened.delete(contact.id) };
  });
}
