import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TagRef } from '@guiche/shared';
import { readBatcherPerHandle } from '../../db/batched.js';
import type { DbOrTx } from '../../db/database.js';
import { anyOfPlaceholder, preparedPerHandle } from '../../db/prepared.js';
import {
  companySettings,
  contacts,
  contactTags,
  queues,
  tags,
  tickets,
  ticketTags,
  userRatings,
  users,
  whatsapps,
} from '../../db/schema/index.js';
import type { TicketRow } from './tickets.repository.js';

const tagsJson = (join: SQL) =>
  sql<
    TagRef[]
  >`coalesce((select json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}, 'color', ${tags.color}) order by ${tags.name}) from ${join}), '[]'::json)`;

/**
 * Everything a TicketView shows, read in one statement: the ticket and its contact by a join; its queue, user,
 * connection, rating and both tag lists by correlated subqueries (evaluated only for the rows answered); and the
 * company's lgpdHideNumber setting so that masking needs no second query. Subqueries rather than joins: live events
 * read views all the time, and with five joins PostgreSQL spent twice as long planning the statement (1 ms, more
 * than running it) weighing their orders; a subquery by primary key has no order to weigh.
 */
export const ticketViewColumns = {
  // The ticket's own fields a view shows or routes by, not the whole row: live events read a view after every
  // message and bot answer, and PGlite decodes each field of each row in JavaScript.
  ticket: {
    id: tickets.id,
    uuid: tickets.uuid,
    status: tickets.status,
    lastMessage: tickets.lastMessage,
    lastMessageAt: tickets.lastMessageAt,
    updatedAt: tickets.updatedAt,
    createdAt: tickets.createdAt,
    unreadMessages: tickets.unreadMessages,
    contactId: tickets.contactId,
    queueId: tickets.queueId,
    userId: tickets.userId,
    whatsappId: tickets.whatsappId,
    channel: tickets.channel,
    isGroup: tickets.isGroup,
    isBot: tickets.isBot,
    isOutOfHour: tickets.isOutOfHour,
    useIntegration: tickets.useIntegration,
    fromMe: tickets.fromMe,
    snoozedUntil: tickets.snoozedUntil,
  },
  contact: {
    id: contacts.id,
    name: contacts.name,
    number: contacts.number,
    profilePicUrl: contacts.profilePicUrl,
    email: contacts.email,
    active: contacts.active,
    disableBot: contacts.disableBot,
    acceptAudioMessage: contacts.acceptAudioMessage,
  },
  queue: sql<
    TicketViewRow['queue']
  >`(select json_build_object('id', ${queues.id}, 'name', ${queues.name}, 'color', ${queues.color}) from ${queues} where ${queues.id} = ${tickets.queueId})`,
  user: sql<
    TicketViewRow['user']
  >`(select json_build_object('id', ${users.id}, 'name', ${users.name}) from ${users} where ${users.id} = ${tickets.userId})`,
  whatsapp: sql<
    TicketViewRow['whatsapp']
  >`(select json_build_object('id', ${whatsapps.id}, 'name', ${whatsapps.name}, 'groupAsTicket', ${whatsapps.groupAsTicket}, 'wavoip', ${whatsapps.wavoip})
                                            from ${whatsapps} where ${whatsapps.id} = ${tickets.whatsappId})`,
  rating: sql<
    number | null
  >`(select ${userRatings.rate} from ${userRatings} where ${userRatings.ticketId} = ${tickets.id})`,
  contactTags: tagsJson(
    sql`${contactTags} join ${tags} on ${tags.id} = ${contactTags.tagId} where ${contactTags.contactId} = ${tickets.contactId}`,
  ),
  ticketTags: tagsJson(
    sql`${ticketTags} join ${tags} on ${tags.id} = ${ticketTags.tagId} where ${ticketTags.ticketId} = ${tickets.id}`,
  ),
  hideNumber: sql<boolean>`coalesce((select ${companySettings.lgpdHideNumber} = 'enabled' from ${companySettings} where ${companySettings.companyId} = ${tickets.companyId}), false)`,
  /** updatedAt to the microsecond (a JavaScript Date keeps milliseconds only): the exact key of the list cursor. */
  cursorUs: sql<string>`(extract(epoch from ${tickets.updatedAt}) * 1000000)::bigint::text`,
};

/** The ticket fields of a view (ticketViewColumns.ticket), typed as the tickets row types them. */
export type TicketViewTicket = { [K in keyof typeof ticketViewColumns.ticket]: TicketRow[K] };

export interface TicketViewRow {
  ticket: TicketViewTicket;
  contact: {
    id: number;
    name: string;
    number: string | null;
    profilePicUrl: string | null;
    email: string | null;
    active: boolean;
    disableBot: boolean;
    acceptAudioMessage: boolean;
  };
  queue: { id: number; name: string; color: string } | null;
  user: { id: number; name: string } | null;
  whatsapp: { id: number; name: string; groupAsTicket: 'disabled' | 'enabled'; wavoip: string | null } | null;
  rating: number | null;
  contactTags: TagRef[];
  ticketTags: TagRef[];
  hideNumber: boolean;
  cursorUs: string;
}

/** The joins of ticketViewColumns; `where` and the rest are the caller's. */
export function selectTicketViews(tx: DbOrTx) {
  return tx.select(ticketViewColumns).from(tickets).innerJoin(contacts, eq(contacts.id, tickets.contactId));
}

/**
 * The views of tickets, as named prepared statements: live events read them after every inbound batch and every
 * bot answer, and for this statement (many joins and subqueries) PostgreSQL spends more time planning than running
 * it; prepared, each connection plans it once. (Behind PgBouncer in transaction mode this needs its
 * max_prepared_statements, 1.21+.)
 */
const viewsByIds = preparedPerHandle((tx) =>
  selectTicketViews(tx)
    .where(and(eq(tickets.companyId, sql.placeholder('companyId')), anyOfPlaceholder(tickets.id, 'ticketIds', 'int')))
    .prepare('ticket_views_by_ids'),
);
const viewById = preparedPerHandle((tx) =>
  selectTicketViews(tx)
    .where(and(eq(tickets.companyId, sql.placeholder('companyId')), eq(tickets.id, sql.placeholder('ticketId'))))
    .prepare('ticket_view_by_id'),
);

export const ticketViewRepository = {
  async findOne(tx: DbOrTx, companyId: number, ticketId: number): Promise<TicketViewRow | undefined> {
    const [row] = await viewById(tx).execute({ companyId, ticketId });
    return row;
  },

  async findMany(tx: DbOrTx, companyId: number, ticketIds: number[]): Promise<TicketViewRow[]> {
    if (ticketIds.length === 0) return [];
    return viewsByIds(tx).execute({ companyId, ticketIds });
  },

  /**
   * The ticket's view. Views asked for together on one handle are read together (ReadBatcher), with findMany: a
   * batch of inbound messages is committed at once, and the live events of its messages each ask in the same turn.
   */
  load(db: DbOrTx, companyId: number, ticketId: number): Promise<TicketViewRow | undefined> {
    return viewsTogether(db).load(companyId, ticketId);
  },
};

const viewsTogether = readBatcherPerHandle(
  async (db, companyId, ids) =>
    new Map((await ticketViewRepository.findMany(db, companyId, ids)).map((row) => [row.ticket.id, row])),
);
