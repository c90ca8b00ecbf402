import { aliasedTable, and, asc, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { qualified } from '../../db/qualified-column.js';
import {
  attendanceCycles,
  contacts,
  integrationSessions,
  messages,
  queues,
  tags,
  ticketLogs,
  ticketNotes,
  tickets,
  ticketTags,
  userRatings,
  users,
  whatsapps,
} from '../../db/schema/index.js';
import { scopeCondition, type ParticipantForms } from './export-messages.repository.js';

const ratedBy = aliasedTable(users, 'rated_by');

const ticketColumns = {
  ticket: tickets,
  queueName: queues.name,
  connectionName: whatsapps.name,
  userName: users.name,
  groupName: contacts.name,
};

/** A ticket with the names the archive shows beside its ids. */
const selectTickets = (tx: DbOrTx) =>
  tx
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(contacts, eq(contacts.id, tickets.contactId))
    .leftJoin(queues, eq(queues.id, tickets.queueId))
    .leftJoin(whatsapps, eq(whatsapps.id, tickets.whatsappId))
    .leftJoin(users, eq(users.id, tickets.userId));

/** Other contacts' group tickets of the company after ticket `after` holding a message the person wrote. */
function groupTicketsCondition(companyId: number, contactId: number, person: ParticipantForms, after: number) {
  const wrote = sql`exists (select 1 from ${messages} where ${qualified(messages.ticketId)} = ${qualified(tickets.id)} and ${scopeCondition({ kind: 'participant', person })})`;
  return and(
    eq(tickets.companyId, companyId),
    eq(tickets.isGroup, true),
    ne(tickets.contactId, contactId),
    gt(tickets.id, after),
    wrote,
  );
}

/** The tickets of a contact and what hangs on each: read one ticket at a time, tickets in keyset pages. */
export const exportTicketsRepository = {
  /** The contact's own tickets after ticket `after`, oldest first. */
  async ownPage(tx: DbOrTx, companyId: number, contactId: number, after: number, limit: number) {
    return selectTickets(tx)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.contactId, contactId), gt(tickets.id, after)))
      .orderBy(asc(tickets.id))
      .limit(limit);
  },

  async ownCount(tx: DbOrTx, companyId: number, contactId: number): Promise<number> {
    const [row] = await tx
      .select({ value: count() })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.contactId, contactId)));
    return row?.value ?? 0;
  },

  /**
   * Other contacts' group tickets in which the person wrote, after ticket `after`. The company's group tickets are
   * walked by (company, id) and each is probed for one message of the person; an export or an erasure is rare
   * enough for that.
   */
  async groupPage(
    tx: DbOrTx,
    companyId: number,
    contactId: number,
    person: ParticipantForms,
    after: number,
    limit: number,
  ) {
    return selectTickets(tx)
      .where(groupTicketsCondition(companyId, contactId, person, after))
      .orderBy(asc(tickets.id))
      .limit(limit);
  },

  /**
   * The ids of groupPage's tickets, for the contact erasure. An erased message forgets its participant, so a ticket
   * whose messages of the person are all erased is not found again.
   */
  async groupTicketIds(
    tx: DbOrTx,
    companyId: number,
    contactId: number,
    person: ParticipantForms,
    after: number,
    limit: number,
  ): Promise<number[]> {
    const rows = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(groupTicketsCondition(companyId, contactId, person, after))
      .orderBy(asc(tickets.id))
      .limit(limit);
    return rows.map((row) => row.id);
  },

  /** The ticket's log (what happened, who did it, in which queue), oldest first. */
  async logs(tx: DbOrTx, companyId: number, ticketId: number) {
    return tx
      .select({ log: ticketLogs, userName: users.name, queueName: queues.name })
      .from(ticketLogs)
      .leftJoin(users, eq(users.id, ticketLogs.userId))
      .leftJoin(queues, eq(queues.id, ticketLogs.queueId))
      .where(and(eq(ticketLogs.companyId, companyId), eq(ticketLogs.ticketId, ticketId)))
      .orderBy(asc(ticketLogs.id));
  },

  async tags(tx: DbOrTx, companyId: number, ticketId: number) {
    return tx
      .select({ id: tags.id, name: tags.name, color: tags.color })
      .from(ticketTags)
      .innerJoin(tags, eq(tags.id, ticketTags.tagId))
      .where(and(eq(ticketTags.companyId, companyId), eq(ticketTags.ticketId, ticketId)))
      .orderBy(asc(tags.name));
  },

  /** Notes about this contact written in this ticket. */
  async notes(tx: DbOrTx, companyId: number, contactId: number, ticketId: number) {
    return tx
      .select({ note: ticketNotes, userName: users.name })
      .from(ticketNotes)
      .leftJoin(users, eq(users.id, ticketNotes.userId))
      .where(
        and(
          eq(ticketNotes.companyId, companyId),
          eq(ticketNotes.contactId, contactId),
          eq(ticketNotes.ticketId, ticketId),
        ),
      )
      .orderBy(asc(ticketNotes.id));
  },

  /** The contact's rating of the ticket, with the attendant it rated. */
  async rating(tx: DbOrTx, companyId: number, ticketId: number) {
    const [row] = await tx
      .select({ rating: userRatings, userName: ratedBy.name })
      .from(userRatings)
      .leftJoin(ratedBy, eq(ratedBy.id, userRatings.userId))
      .where(and(eq(userRatings.companyId, companyId), eq(userRatings.ticketId, ticketId)));
    return row;
  },

  /** The ticket's attendance cycles (waiting, served, resolved, rated): the figures reports read. */
  async attendance(tx: DbOrTx, companyId: number, ticketId: number) {
    return tx
      .select({
        queuedAt: attendanceCycles.queuedAt,
        botAt: attendanceCycles.botAt,
        startedAt: attendanceCycles.startedAt,
        finishedAt: attendanceCycles.finishedAt,
        ratedAt: attendanceCycles.ratedAt,
        rate: attendanceCycles.rate,
        userName: users.name,
        queueName: queues.name,
      })
      .from(attendanceCycles)
      .leftJoin(users, eq(users.id, attendanceCycles.userId))
      .leftJoin(queues, eq(queues.id, attendanceCycles.queueId))
      .where(and(eq(attendanceCycles.companyId, companyId), eq(attendanceCycles.ticketId, ticketId)))
      .orderBy(asc(attendanceCycles.id));
  },

  /** A bot integration's conversation on the ticket (Typebot, Dialogflow, an AI prompt), if one ran. */
  async botSession(tx: DbOrTx, companyId: number, ticketId: number) {
    const [row] = await tx
      .select({
        kind: integrationSessions.kind,
        answers: integrationSessions.answers,
        lastActivityAt: integrationSessions.lastActivityAt,
        createdAt: integrationSessions.createdAt,
      })
      .from(integrationSessions)
      .where(and(eq(integrationSessions.companyId, companyId), eq(integrationSessions.ticketId, ticketId)));
    return row;
  },
};

export type ExportTicket = Awaited<ReturnType<typeof exportTicketsRepository.ownPage>>[number];
export type ExportTicketLog = Awaited<ReturnType<typeof exportTicketsRepository.logs>>[number];
export type ExportRating = NonNullable<Awaited<ReturnType<typeof exportTicketsRepository.rating>>>;
export type ExportAttendance = Awaited<ReturnType<typeof exportTicketsRepository.attendance>>[number];
export type ExportBotSession = NonNullable<Awaited<ReturnType<typeof exportTicketsRepository.botSession>>>;
