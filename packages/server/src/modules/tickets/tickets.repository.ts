import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { readBatcherPerHandle } from '../../db/batched.js';
import type { DbOrTx } from '../../db/database.js';
import { perHandle, preparedPerHandle } from '../../db/prepared.js';
import { qualified } from '../../db/qualified-column.js';
import {
  ACTIVE_TICKET_STATUSES,
  contacts,
  contactTags,
  queues,
  tickets,
  ticketTags,
  userQueues,
  users,
  whatsapps,
} from '../../db/schema/index.js';
import type { TicketAudienceFacts } from '../../events/domain-events.js';
import { Coalescer } from '../../lib/coalescer.js';
import { ticketSeenChanges, type SeenChange } from './ticket-seen-changes.repository.js';
import type { TicketViewer } from './ticket-visibility.js';

export type TicketRow = typeof tickets.$inferSelect;
/** An active ticket and the facts that say who sees it. */
export interface ActiveTicket {
  id: number;
  contactId: number;
  audience: TicketAudienceFacts;
}

export type NewTicket = Omit<typeof tickets.$inferInsert, 'id' | 'uuid' | 'companyId' | 'createdAt' | 'updatedAt'>;

/** The hottest read of the table (every message reads it several times). */
const ticketById = preparedPerHandle((db) =>
  db
    .select()
    .from(tickets)
    .where(and(eq(tickets.companyId, sql.placeholder('companyId')), eq(tickets.id, sql.placeholder('id'))))
    .prepare('ticket_by_id'),
);

/** A contact's active ticket on a connection: looked up whenever a conversation is opened or found. */
const activeTicketOf = preparedPerHandle((db) =>
  db
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.companyId, sql.placeholder('companyId')),
        eq(tickets.contactId, sql.placeholder('contactId')),
        eq(tickets.whatsappId, sql.placeholder('whatsappId')),
        inArray(tickets.status, [...ACTIVE_TICKET_STATUSES]),
      ),
    )
    .prepare('active_ticket_of_contact'),
);

/** The queue ids of the `users` row a statement reads (a viewer's queues, spec 1 §5), as a selected column. */
export const userQueueIds = sql<
  number[]
>`coalesce((select array_agg(${userQueues.queueId}) from ${userQueues} where ${qualified(userQueues.userId)} = ${qualified(users.id)}), '{}')`;

export const ticketsRepository = {
  // updateManyIfAsSeen: the bot's writes guarded by what it saw, with the statement they share.
  ...ticketSeenChanges,

  async findById(tx: DbOrTx, companyId: number, id: number): Promise<TicketRow | undefined> {
    const [row] = await ticketById(tx).execute({ companyId, id });
    return row;
  },

  /** The ticket, locked until the transaction ends: status changes of one ticket happen one at a time. */
  async lockById(tx: DbOrTx, companyId: number, id: number): Promise<TicketRow | undefined> {
    const [row] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, id)))
      .for('update');
    return row;
  },

  /** How long ago the ticket was opened, in milliseconds by the database's clock (the one pg-boss schedules by). */
  async ageMs(tx: DbOrTx, companyId: number, id: number): Promise<number> {
    const [row] = await tx
      .select({ ms: sql<number>`(extract(epoch from now() - ${tickets.createdAt}) * 1000)::float8`.mapWith(Number) })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, id)));
    return row?.ms ?? 0;
  },

  /**
   * The contact's active ticket on the connection other than `exceptId`, with who holds it and its queue's name
   * (the ERR_OTHER_OPEN_TICKET answer).
   */
  async findActiveHolder(
    tx: DbOrTx,
    companyId: number,
    contactId: number,
    whatsappId: number | null,
    exceptId?: number,
  ): Promise<
    { id: number; uuid: string; userId: number | null; userName: string | null; queueName: string | null } | undefined
  > {
    const [row] = await tx
      .select({
        id: tickets.id,
        uuid: tickets.uuid,
        userId: tickets.userId,
        userName: users.name,
        queueName: queues.name,
      })
      .from(tickets)
      .leftJoin(users, eq(users.id, tickets.userId))
      .leftJoin(queues, eq(queues.id, tickets.queueId))
      .where(
        and(
          eq(tickets.companyId, companyId),
          eq(tickets.contactId, contactId),
          whatsappId === null ? sql`${tickets.whatsappId} is null` : eq(tickets.whatsappId, whatsappId),
          inArray(tickets.status, [...ACTIVE_TICKET_STATUSES]),
          exceptId === undefined ? undefined : ne(tickets.id, exceptId),
        ),
      )
      .limit(1);
    return row;
  },

  /** Whether the ticket or its contact carries at least one tag (setting requiredTag). */
  async hasAnyTag(tx: DbOrTx, companyId: number, ticketId: number): Promise<boolean> {
    const [row] = await tx
      .select({
        tagged: sql<boolean>`exists(select 1 from ${ticketTags} where ${qualified(ticketTags.ticketId)} = ${qualified(tickets.id)})
          or exists(select 1 from ${contactTags} where ${qualified(contactTags.contactId)} = ${qualified(tickets.contactId)})`,
      })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)));
    return row?.tagged ?? false;
  },

  /** The connection of the contact's latest ticket, if it still exists: where the conversation goes on. */
  async latestConnectionOf(
    tx: DbOrTx,
    companyId: number,
    contactId: number,
  ): Promise<{ id: number; channel: TicketRow['channel'] } | undefined> {
    const [row] = await tx
      .select({ id: whatsapps.id, channel: whatsapps.channel })
      .from(tickets)
      .innerJoin(whatsapps, eq(whatsapps.id, tickets.whatsappId))
      .where(and(eq(tickets.companyId, companyId), eq(tickets.contactId, contactId)))
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(1);
    return row;
  },

  /** The connection a new ticket uses when none is named: the user's own default, else the company's. */
  async findDefaultConnection(
    tx: DbOrTx,
    companyId: number,
    userId: number | null,
  ): Promise<{ id: number; channel: TicketRow['channel'] } | undefined> {
    const usersOwn =
      userId === null
        ? undefined
        : sql`${whatsapps.id} = (select ${users.whatsappId} from ${users} where ${users.companyId} = ${companyId} and ${users.id} = ${userId})`;
    const [row] = await tx
      .select({ id: whatsapps.id, channel: whatsapps.channel })
      .from(whatsapps)
      .where(and(eq(whatsapps.companyId, companyId), or(eq(whatsapps.isDefault, true), usersOwn)))
      // The user's own default first.
      .orderBy(sql`${whatsapps.isDefault} asc`)
      .limit(1);
    return row;
  },

  async delete(tx: DbOrTx, companyId: number, id: number): Promise<TicketRow | undefined> {
    const [row] = await tx
      .delete(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, id)))
      .returning();
    return row;
  },

  /** Closes these tickets at `at` (closeAll). Answers who sees each of them. */
  async closeMany(
    tx: DbOrTx,
    companyId: number,
    ids: number[],
    at: Date,
  ): Promise<{ id: number; queueId: number | null; userId: number | null; isGroup: boolean }[]> {
    if (ids.length === 0) return [];
    return tx
      .update(tickets)
      .set({ status: 'closed', closedAt: at })
      .where(and(eq(tickets.companyId, companyId), inArray(tickets.id, ids)))
      .returning({ id: tickets.id, queueId: tickets.queueId, userId: tickets.userId, isGroup: tickets.isGroup });
  },

  /**
   * The active ticket of a channel chat on a connection (presence events name the chat, not the ticket): the chat id
   * is a WhatsApp jid (phone@s.whatsapp.net, group@g.us, id@lid), a bare number, or a Meta page-scoped id.
   */
  async findActiveByChat(
    tx: DbOrTx,
    companyId: number,
    whatsappId: number,
    chatId: string,
  ): Promise<
    { id: number; status: string; queueId: number | null; userId: number | null; isGroup: boolean } | undefined
  > {
    const [user, server] = chatId.split('@');
    const identities = [
      eq(contacts.externalId, chatId),
      server === 'lid' ? eq(contacts.lid, chatId) : eq(contacts.number, user ?? chatId),
    ];
    const contactIds = tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.companyId, companyId), or(...identities)));
    const [row] = await tx
      .select({
        id: tickets.id,
        status: tickets.status,
        queueId: tickets.queueId,
        userId: tickets.userId,
        isGroup: tickets.isGroup,
      })
      .from(tickets)
      .where(
        and(
          eq(tickets.companyId, companyId),
          inArray(tickets.contactId, contactIds),
          eq(tickets.whatsappId, whatsappId),
          inArray(tickets.status, [...ACTIVE_TICKET_STATUSES]),
        ),
      )
      .limit(1);
    return row;
  },

  /** The ticket by its public uuid (the /tickets/{uuid} route of the web). */
  async findByUuid(tx: DbOrTx, companyId: number, uuid: string): Promise<TicketRow | undefined> {
    const [row] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.uuid, uuid)));
    return row;
  },

  /** What the visibility rule needs to know about a user, in one query (undefined for a user of another company). */
  async findViewer(tx: DbOrTx, companyId: number, userId: number): Promise<TicketViewer | undefined> {
    const [row] = await tx
      .select({
        profile: users.profile,
        super: users.super,
        allTicket: users.allTicket,
        allowGroup: users.allowGroup,
        queueIds: userQueueIds,
      })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
    if (!row) return undefined;
    return {
      companyId,
      userId,
      profile: row.profile,
      super: row.super,
      allTicket: row.allTicket === 'enable',
      allowGroup: row.allowGroup,
      queueIds: row.queueIds.map(Number),
    };
  },

  /** The conversation's active ticket on a connection (index tickets_one_active_key). */
  async findActive(
    tx: DbOrTx,
    companyId: number,
    contactId: number,
    whatsappId: number,
  ): Promise<TicketRow | undefined> {
    const [row] = await activeTicketOf(tx).execute({ companyId, contactId, whatsappId });
    return row;
  },

  async findLastClosed(
    tx: DbOrTx,
    companyId: number,
    contactId: number,
    whatsappId: number,
  ): Promise<TicketRow | undefined> {
    const [row] = await tx
      .select()
      .from(tickets)
      .where(
        and(
          eq(tickets.companyId, companyId),
          eq(tickets.contactId, contactId),
          eq(tickets.whatsappId, whatsappId),
          eq(tickets.status, 'closed'),
        ),
      )
      .orderBy(desc(tickets.updatedAt))
      .limit(1);
    return row;
  },

  /**
   * The active tickets of a user, a queue or some contacts, each with who sees it: what a deletion or an edit of
   * those must announce again. One query however many (the tickets_company_* indexes lead with each column).
   */
  async activeOf(
    tx: DbOrTx,
    companyId: number,
    of: { userId: number } | { queueId: number } | { contactIds: number[] },
  ): Promise<ActiveTicket[]> {
    if ('contactIds' in of && of.contactIds.length === 0) return [];
    const holder =
      'userId' in of
        ? eq(tickets.userId, of.userId)
        : 'queueId' in of
          ? eq(tickets.queueId, of.queueId)
          : inArray(tickets.contactId, of.contactIds);
    const rows = await tx
      .select({
        id: tickets.id,
        contactId: tickets.contactId,
        queueId: tickets.queueId,
        userId: tickets.userId,
        isGroup: tickets.isGroup,
        status: tickets.status,
      })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), holder, inArray(tickets.status, [...ACTIVE_TICKET_STATUSES])));
    return rows.map(({ id, contactId, ...audience }) => ({ id, contactId, audience }));
  },

  /** The ids of the contact's active tickets. Contacts asked about together on one handle are read together (ReadBatcher), by activeOf. */
  async activeIdsOfContact(db: DbOrTx, companyId: number, contactId: number): Promise<number[]> {
    return (await activeIdsTogether(db).load(companyId, contactId)) ?? [];
  },

  /** Moves the active tickets of queue `from` to queue `to` (a queue being deleted hands them on); their ids. */
  async requeueActive(tx: DbOrTx, companyId: number, from: number, to: number): Promise<number[]> {
    const rows = await tx
      .update(tickets)
      .set({ queueId: to })
      .where(
        and(
          eq(tickets.companyId, companyId),
          eq(tickets.queueId, from),
          inArray(tickets.status, [...ACTIVE_TICKET_STATUSES]),
        ),
      )
      .returning({ id: tickets.id });
    return rows.map((row) => row.id);
  },

  /** Inserts unless another active ticket for the same contact and connection won the race (then undefined). */
  async insertIfNoActive(tx: DbOrTx, companyId: number, values: NewTicket): Promise<TicketRow | undefined> {
    const [row] = await tx
      .insert(tickets)
      .values({ ...values, companyId })
      .onConflictDoNothing()
      .returning();
    return row;
  },

  /**
   * Writes `values` and answers the row as stored (updatedAt included), for the listeners of the change; undefined
   * when there is nothing to write or no such ticket.
   */
  async update(tx: DbOrTx, companyId: number, id: number, values: Partial<NewTicket>): Promise<TicketRow | undefined> {
    if (Object.keys(values).length === 0) return undefined;
    const [row] = await tx
      .update(tickets)
      .set(values)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, id)))
      .returning();
    return row;
  },

  /**
   * One change as updateManyIfAsSeen writes it. The changes in flight together on one database handle (the bot
   * answering many conversations at once) go out as one statement; one that cannot be written (its ticket deleted
   * meanwhile) does not fail the others.
   */
  updateIfAsSeen(db: DbOrTx, change: SeenChange): Promise<TicketRow | undefined> {
    return seenChanges(db).submit(change);
  },
};

const seenChanges = perHandle(
  (db) =>
    new Coalescer((batch: SeenChange[]) => ticketsRepository.updateManyIfAsSeen(db, batch), { isolateFailures: true }),
);
const activeIdsTogether = readBatcherPerHandle(async (db, companyId, contactIds) => {
  const byContact = new Map<number, number[]>();
  for (const { id, contactId } of await ticketsRepository.activeOf(db, companyId, { contactIds }))
    byContact.set(contactId, [...(byContact.get(contactId) ?? []), id]);
  return byContact;
});
