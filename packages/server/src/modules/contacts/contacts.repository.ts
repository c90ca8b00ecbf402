import { and, eq, not, or, sql, type SQL } from 'drizzle-orm';
import { phoneEquivalents } from '@guiche/shared';
import { readBatcherPerHandle } from '../../db/batched.js';
import type { DbOrTx } from '../../db/database.js';
import { anyOfPlaceholder, preparedPerHandle } from '../../db/prepared.js';
import { byId } from '../../db/read-batcher.js';
import { contacts, tickets } from '../../db/schema/index.js';

export type ContactRow = typeof contacts.$inferSelect;
export type NewContact = Omit<typeof contacts.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

/** The identities a channel gave for one person; any of them finds the contact. */
export interface ContactIdentity {
  channel: ContactRow['channel'];
  number?: string | undefined;
  lid?: string | undefined;
  externalId?: string | undefined;
}

/** The hottest read of the table (every message reads it several times). */
const contactById = preparedPerHandle((db) =>
  db
    .select()
    .from(contacts)
    .where(and(eq(contacts.companyId, sql.placeholder('companyId')), eq(contacts.id, sql.placeholder('id'))))
    .prepare('contact_by_id'),
);

/** Where a contact is reached when it never wrote from a chat: its number, else its lid, else its external id. */
export const contactAddressSql = sql<
  string | null
>`coalesce(${contacts.number}, ${contacts.lid}, ${contacts.externalId})`;

/** Every external API send looks its number up (under each of its forms, one index probe per form). */
const contactsByNumbers = preparedPerHandle((tx) =>
  tx
    .select()
    .from(contacts)
    .where(
      and(eq(contacts.companyId, sql.placeholder('companyId')), anyOfPlaceholder(contacts.number, 'numbers', 'text')),
    )
    .prepare('contacts_by_numbers'),
);

/** Read by the engine for every batch of messages. */
const contactsByIds = preparedPerHandle((tx) =>
  tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.companyId, sql.placeholder('companyId')), anyOfPlaceholder(contacts.id, 'ids', 'int')))
    .prepare('contacts_by_ids'),
);

export const contactsRepository = {
  async findById(tx: DbOrTx, companyId: number, id: number): Promise<ContactRow | undefined> {
    const [row] = await contactById(tx).execute({ companyId, id });
    return row;
  },

  /** The contact's own address (contactAddressSql), null when it has none. */
  async addressOf(tx: DbOrTx, companyId: number, id: number): Promise<string | null> {
    const [row] = await tx
      .select({ address: contactAddressSql })
      .from(contacts)
      .where(and(eq(contacts.companyId, companyId), eq(contacts.id, id)));
    return row?.address ?? null;
  },

  async findByIds(tx: DbOrTx, companyId: number, ids: number[]): Promise<ContactRow[]> {
    if (ids.length === 0) return [];
    return contactsByIds(tx).execute({ companyId, ids });
  },

  /**
   * The contact as it is now. Contacts asked for together on one handle are read together (ReadBatcher), by
   * findByIds: the conversation engine reads each message's contact (earlier messages of the chat change it), and a
   * write batch's messages reach their hooks in the same turn.
   */
  load(db: DbOrTx, companyId: number, id: number): Promise<ContactRow | undefined> {
    return contactsTogether(db).load(companyId, id);
  },

  /** Contacts matching any of the identities (several when one person was known by two ids before). */
  async findByIdentity(tx: DbOrTx, companyId: number, identity: ContactIdentity): Promise<ContactRow[]> {
    const matches: SQL[] = [];
    if (identity.number) matches.push(eq(contacts.number, identity.number));
    if (identity.lid) matches.push(eq(contacts.lid, identity.lid));
    if (identity.externalId)
      matches.push(and(eq(contacts.channel, identity.channel), eq(contacts.externalId, identity.externalId)) as SQL);
    if (matches.length === 0) return [];
    return tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.companyId, companyId), or(...matches)));
  },

  /** Inserts unless a concurrent writer created the same identity first (then answers undefined). */
  async insertIfAbsent(tx: DbOrTx, companyId: number, values: NewContact): Promise<ContactRow | undefined> {
    const [row] = await tx
      .insert(contacts)
      .values({ ...values, companyId })
      .onConflictDoNothing()
      .returning();
    return row;
  },

  async update(tx: DbOrTx, companyId: number, id: number, values: Partial<NewContact>): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await tx
      .update(contacts)
      .set(values)
      .where(and(eq(contacts.companyId, companyId), eq(contacts.id, id)));
  },

  /**
   * The contact of a number under any form of it (a Brazilian mobile with or without its ninth digit): one person,
   * one contact. Should both forms be stored (rows older than this rule), the exact one.
   */
  async findByNumber(tx: DbOrTx, companyId: number, number: string): Promise<ContactRow | undefined> {
    const rows = await contactsRepository.findByNumbers(tx, companyId, phoneEquivalents(number));
    return rows.find((row) => row.number === number) ?? rows[0];
  },

  async findByNumbers(tx: DbOrTx, companyId: number, numbers: readonly string[]): Promise<ContactRow[]> {
    return contactsByNumbers(tx).execute({ companyId, numbers });
  },

  /** Throws the unique violation of contacts_company_number_key when the number is taken (the caller translates it). */
  async insert(tx: DbOrTx, companyId: number, values: NewContact): Promise<ContactRow> {
    const [row] = await tx
      .insert(contacts)
      .values({ ...values, companyId })
      .returning();
    if (!row) throw new Error('insert into contacts returned no row');
    return row;
  },

  /** Flips a flag in one statement, so two clicks at once cannot both read the old value. False when not found. */
  async toggle(tx: DbOrTx, companyId: number, id: number, flag: 'disableBot' | 'acceptAudioMessage'): Promise<boolean> {
    const rows = await tx
      .update(contacts)
      .set({ [flag]: not(contacts[flag]) })
      .where(and(eq(contacts.companyId, companyId), eq(contacts.id, id)))
      .returning({ id: contacts.id });
    return rows.length > 0;
  },

  /** Deletes the contact; its tickets, messages, notes and tag links go with it (foreign key cascades). */
  async delete(tx: DbOrTx, companyId: number, id: number): Promise<boolean> {
    const rows = await tx
      .delete(contacts)
      .where(and(eq(contacts.companyId, companyId), eq(contacts.id, id)))
      .returning({ id: contacts.id });
    return rows.length > 0;
  },

  async ticketIds(tx: DbOrTx, companyId: number, contactId: number): Promise<number[]> {
    const rows = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.contactId, contactId)));
    return rows.map((row) => row.id);
  },
};

const contactsTogether = readBatcherPerHandle(async (db, companyId, ids) =>
  byId(await contactsRepository.findByIds(db, companyId, ids)),
);
