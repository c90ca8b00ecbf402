import { sql, type SQL } from 'drizzle-orm';
import type { ConnectionChannel } from '@guiche/shared';
import type { DbOrTx, Tx } from '../../db/database.js';
import { arrayParam, rawQuery, rowMapper, type RawRow } from '../../db/raw-rows.js';
import { contacts, tickets } from '../../db/schema/index.js';
import type { ContactRow } from '../contacts/contacts.repository.js';
import { messageRow, type MessageRow } from '../messages/index.js';
import type { TicketRow } from '../tickets/tickets.repository.js';

/*
 * Set-based SQL for storing a batch of inbound messages of one connection: each statement takes whole columns as
 * arrays (unnest), so its text and parameter count stay the same whatever the batch size and one round trip serves
 * the whole batch. Rows come back through the tables' own column mapping, typed as the query builder types them.
 */

const contactRow = rowMapper(contacts);
const ticketRow = rowMapper(tickets);

/** The identities a batch looks contacts up by (any of them matches; external ids within the channel). */
export interface Identities {
  numbers: readonly string[];
  lids: readonly string[];
  externalIds: readonly string[];
}

function contactsMatching(companyId: number, channel: ConnectionChannel, identities: Identities): SQL {
  return sql`select * from contacts where company_id = ${companyId} and (
               number = any(${arrayParam(identities.numbers)}::text[])
               or lid = any(${arrayParam(identities.lids)}::text[])
               or (channel = ${channel} and external_id = any(${arrayParam(identities.externalIds)}::text[])))`;
}

/**
 * A contact's active ticket on the connection, else (when `withClosed`) its last closed one there: the first branch
 * is served by the partial unique index of active tickets, the second by tickets_contact_idx, and the second runs
 * only when the first found nothing.
 */
function currentTicket(companyId: number, whatsappId: number, contactId: SQL, withClosed: boolean | SQL): SQL {
  return sql`(select * from tickets
               where contact_id = ${contactId} and whatsapp_id = ${whatsappId} and company_id = ${companyId}
                 and status in ('open', 'pending', 'group', 'nps', 'lgpd')
               limit 1)
             union all
             (select * from tickets
               where ${withClosed} and contact_id = ${contactId} and whatsapp_id = ${whatsappId} and company_id = ${companyId} and status = 'closed'
               order by updated_at desc
               limit 1)
             limit 1`;
}

export interface ContactInsert {
  name: string;
  number: string | null;
  lid: string | null;
  externalId: string | null;
  isGroup: boolean;
}

/** Identities added to a contact (null: unchanged) and its new name (null: unchanged). */
export interface ContactChange {
  id: number;
  number: string | null;
  lid: string | null;
  externalId: string | null;
  name: string | null;
}

export interface TicketInsert {
  contactId: number;
  status: 'pending' | 'group';
  isGroup: boolean;
  importedAt: Date | null;
}

export interface MessageInsert {
  ticketId: number;
  contactId: number;
  wid: string;
  remoteJid: string;
  participant: string | null;
  fromMe: boolean;
  body: string;
  mediaType: string;
  mediaUrl: string | null;
  ack: number;
  quotedMsgId: string | null;
  sentAt: Date;
}

export interface TicketTouch {
  id: number;
  preview: string;
  at: Date;
  fromMe: boolean;
  /** Messages of the contact stored now (each one more unread). */
  unread: number;
  /** An attendant has the ticket's chat on screen: nothing of it is unread (the count goes to 0). */
  onScreen: boolean;
}

export const inboundRepository = {
  /**
   * Holds the advisory lock of every key until the transaction ends (keys name connections and chats, no tenant
   * data). They are taken in one global order (sorted hashes, fenced by OFFSET 0 so the sort happens before any
   * lock is taken), so two batches sharing keys wait for each other but never deadlock.
   */
  async lockKeys(tx: Tx, keys: readonly string[]): Promise<void> {
    await rawQuery(
      tx,
      sql`
      select pg_advisory_xact_lock(h)
      from (select distinct hashtextextended(k, 0) as h from unnest(${arrayParam(keys)}::text[]) as k order by h offset 0) as ordered`,
    );
  },

  /**
   * Everything a batch needs to know before writing, in one round trip: which of `wids` the connection already
   * stored, the connection's timeCreateNewTicket as of now (it may be edited while the session runs), the contacts
   * having any of the identities, and each such contact's current ticket on the connection (as findCurrentTickets).
   */
  async readBatchState(
    tx: DbOrTx,
    companyId: number,
    connection: { whatsappId: number; channel: ConnectionChannel },
    wanted: { wids: readonly string[] } & Identities,
  ): Promise<{ storedWids: Set<string>; contacts: ContactRow[]; tickets: TicketRow[]; timeCreateNewTicket: number }> {
    const { whatsappId, channel } = connection;
    const reopens = sql`coalesce((select w.time_create_new_ticket > 0 from whatsapps w where w.id = ${whatsappId} and w.company_id = ${companyId}), false)`;
    const rows = await rawQuery(
      tx,
      sql`with found as (${contactsMatching(companyId, channel, wanted)})
          select 'message' as kind, json_build_object('wid', m.wid) as row
            from messages m where m.company_id = ${companyId} and m.whatsapp_id = ${whatsappId} and m.wid = any(${arrayParam(wanted.wids)}::text[])
          union all
          select 'connection', json_build_object('timeCreateNewTicket', w.time_create_new_ticket)
            from whatsapps w where w.id = ${whatsappId} and w.company_id = ${companyId}
          union all
          select 'contact', row_to_json(f) from found f
          union all
          select 'ticket', row_to_json(t) from found f cross join lateral (${currentTicket(companyId, whatsappId, sql`f.id`, reopens)}) as t`,
    );
    const state = {
      storedWids: new Set<string>(),
      contacts: [] as ContactRow[],
      tickets: [] as TicketRow[],
      timeCreateNewTicket: 0,
    };
    for (const { kind, row } of rows as { kind: string; row: RawRow }[]) {
      if (kind === 'message') state.storedWids.add(String(row.wid));
      else if (kind === 'connection') state.timeCreateNewTicket = Number(row.timeCreateNewTicket);
      else if (kind === 'contact') state.contacts.push(contactRow(row));
      else state.tickets.push(ticketRow(row));
    }
    state.contacts.sort((a, b) => a.id - b.id);
    return state;
  },

  /** Contacts having any of the numbers, LIDs or (channel) external ids, oldest first. */
  async findByIdentities(
    tx: DbOrTx,
    companyId: number,
    channel: ConnectionChannel,
    identities: Identities,
  ): Promise<ContactRow[]> {
    const rows = await rawQuery(tx, sql`${contactsMatching(companyId, channel, identities)} order by id`);
    return rows.map(contactRow);
  },

  /** Inserts in the given order; a contact another writer created first is left out of the answer. */
  async insertContacts(
    tx: DbOrTx,
    companyId: number,
    channel: ConnectionChannel,
    values: readonly ContactInsert[],
  ): Promise<ContactRow[]> {
    if (values.length === 0) return [];
    const rows = await rawQuery(
      tx,
      sql`insert into contacts (company_id, channel, name, number, lid, external_id, is_group)
          select ${companyId}, ${channel}, c.name, c.number, c.lid, c.external_id, c.is_group
          from unnest(${arrayParam(values.map((v) => v.name))}::text[], ${arrayParam(values.map((v) => v.number))}::text[],
                      ${arrayParam(values.map((v) => v.lid))}::text[], ${arrayParam(values.map((v) => v.externalId))}::text[],
                      ${arrayParam(values.map((v) => v.isGroup))}::bool[])
               with ordinality as c(name, number, lid, external_id, is_group, ord)
          order by c.ord
          on conflict do nothing
          returning *`,
    );
    return rows.map(contactRow);
  },

  async updateContacts(
    tx: DbOrTx,
    companyId: number,
    changes: readonly ContactChange[],
    now: Date,
  ): Promise<ContactRow[]> {
    if (changes.length === 0) return [];
    const rows = await rawQuery(
      tx,
      sql`update contacts set
            number = coalesce(u.number, contacts.number),
            lid = coalesce(u.lid, contacts.lid),
            external_id = coalesce(u.external_id, contacts.external_id),
            name = coalesce(u.name, contacts.name),
            updated_at = ${now}
          from unnest(${arrayParam(changes.map((c) => c.id))}::int[], ${arrayParam(changes.map((c) => c.number))}::text[],
                      ${arrayParam(changes.map((c) => c.lid))}::text[], ${arrayParam(changes.map((c) => c.externalId))}::text[],
                      ${arrayParam(changes.map((c) => c.name))}::text[]) as u(id, number, lid, external_id, name)
          where contacts.company_id = ${companyId} and contacts.id = u.id
          returning contacts.*`,
    );
    return rows.map(contactRow);
  },

  /** Per contact, its active ticket on the connection, else (when `withClosed`) its last closed one there. */
  async findCurrentTickets(
    tx: DbOrTx,
    companyId: number,
    whatsappId: number,
    contactIds: readonly number[],
    withClosed: boolean,
  ): Promise<TicketRow[]> {
    const rows = await rawQuery(
      tx,
      sql`select t.* from unnest(${arrayParam(contactIds)}::int[]) as c(id) cross join lateral (${currentTicket(companyId, whatsappId, sql`c.id`, withClosed)}) as t`,
    );
    return rows.map(ticketRow);
  },

  /** Makes closed tickets active again, unassigned and read. */
  async reopenTickets(
    tx: DbOrTx,
    companyId: number,
    reopen: readonly { id: number; status: 'pending' | 'group' }[],
    now: Date,
  ): Promise<TicketRow[]> {
    if (reopen.length === 0) return [];
    const rows = await rawQuery(
      tx,
      sql`update tickets set status = u.status, user_id = null, closed_at = null, unread_messages = 0, updated_at = ${now}
          from unnest(${arrayParam(reopen.map((r) => r.id))}::int[], ${arrayParam(reopen.map((r) => r.status))}::text[]) as u(id, status)
          where tickets.company_id = ${companyId} and tickets.id = u.id
          returning tickets.*`,
    );
    return rows.map(ticketRow);
  },

  /**
   * Inserts in the given order; a contact that got an active ticket from another writer first is left out. Each
   * ticket a contact's live message opens gets its 'create' log entry in the same statement (imported history
   * opens none: the import is no contact arriving).
   */
  async insertTickets(
    tx: DbOrTx,
    companyId: number,
    whatsappId: number,
    channel: ConnectionChannel,
    values: readonly TicketInsert[],
  ): Promise<TicketRow[]> {
    if (values.length === 0) return [];
    const rows = await rawQuery(
      tx,
      sql`with inserted as (
            insert into tickets (company_id, whatsapp_id, channel, contact_id, status, is_group, imported_at)
            select ${companyId}, ${whatsappId}, ${channel}, t.contact_id, t.status, t.is_group, t.imported_at
            from unnest(${arrayParam(values.map((v) => v.contactId))}::int[], ${arrayParam(values.map((v) => v.status))}::text[],
                        ${arrayParam(values.map((v) => v.isGroup))}::bool[], ${arrayParam(values.map((v) => v.importedAt))}::timestamptz[])
                 with ordinality as t(contact_id, status, is_group, imported_at, ord)
            order by t.ord
            on conflict do nothing
            returning *
          ), logged as (
            insert into ticket_logs (company_id, ticket_id, type)
            select company_id, id, 'create' from inserted where imported_at is null
          )
          select * from inserted order by id`,
    );
    return rows.map(ticketRow);
  },

  /**
   * Inserts the messages in the given order (ids follow it) and touches their tickets, in one statement. A message
   * already stored is left out of the answer; each touched ticket is answered as it is now.
   */
  async insertMessagesAndTouch(
    tx: DbOrTx,
    companyId: number,
    whatsappId: number,
    values: readonly MessageInsert[],
    touches: readonly TicketTouch[],
    writtenAt: Date,
  ): Promise<{ messages: MessageRow[]; tickets: TicketRow[] }> {
    const column = <K extends keyof MessageInsert>(key: K) => arrayParam(values.map((v) => v[key]));
    const touch = <K extends keyof TicketTouch>(key: K) => arrayParam(touches.map((t) => t[key]));
    const rows = await rawQuery(
      tx,
      sql`with inserted as (
            insert into messages (company_id, whatsapp_id, ticket_id, contact_id, wid, remote_jid, participant, from_me, body,
                                  media_type, media_url, ack, quoted_msg_id, sent_at)
            select ${companyId}, ${whatsappId}, m.ticket_id, m.contact_id, m.wid, m.remote_jid, m.participant, m.from_me, m.body,
                   m.media_type, m.media_url, m.ack, m.quoted_msg_id, m.sent_at
            from unnest(${column('ticketId')}::int[], ${column('contactId')}::int[], ${column('wid')}::text[], ${column('remoteJid')}::text[],
                        ${column('participant')}::text[], ${column('fromMe')}::bool[], ${column('body')}::text[], ${column('mediaType')}::text[],
                        ${column('mediaUrl')}::text[], ${column('ack')}::int[], ${column('quotedMsgId')}::text[], ${column('sentAt')}::timestamptz[])
                 with ordinality as m(ticket_id, contact_id, wid, remote_jid, participant, from_me, body, media_type, media_url, ack,
                                      quoted_msg_id, sent_at, ord)
            order by m.ord
            on conflict do nothing
            returning *),
          touched as (
            update tickets set last_message = u.preview, last_message_at = u.at, from_me = u.from_me,
                               unread_messages = case when u.on_screen then 0 else tickets.unread_messages + u.unread end,
                               updated_at = ${writtenAt}
            from unnest(${touch('id')}::int[], ${touch('preview')}::text[], ${touch('at')}::timestamptz[], ${touch('fromMe')}::bool[],
                        ${touch('unread')}::int[], ${touch('onScreen')}::bool[]) as u(id, preview, at, from_me, unread, on_screen)
            where tickets.company_id = ${companyId} and tickets.id = u.id
            returning tickets.*)
          select 'message' as kind, row_to_json(inserted) as row from inserted
          union all
          select 'ticket', row_to_json(touched) from touched`,
    );
    const written = { messages: [] as MessageRow[], tickets: [] as TicketRow[] };
    for (const { kind, row } of rows as { kind: string; row: RawRow }[]) {
      if (kind === 'message') written.messages.push(messageRow(row));
      else written.tickets.push(ticketRow(row));
    }
    return written;
  },
};
