import { and, asc, count, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { qualified } from '../../db/qualified-column.js';
import { contactListItems, contactLists, contactTags, contacts } from '../../db/schema/index.js';
import { containsPattern, phoneDigitsOf } from '../contacts/search-pattern.js';

export type ContactListRow = typeof contactLists.$inferSelect;
export type ContactListItemRow = typeof contactListItems.$inferSelect;
export type NewListItem = Pick<typeof contactListItems.$inferInsert, 'name' | 'number' | 'email' | 'variables'>;

interface Page {
  limit: number;
  offset: number;
}

/** A list's item count (columns qualified: see db/qualified-column.ts). */
const itemCount = sql<number>`(select count(*)::int from ${contactListItems} where ${qualified(contactListItems.contactListId)} = ${qualified(contactLists.id)})`;

export const contactListsRepository = {
  async page(
    tx: DbOrTx,
    companyId: number,
    search: string | undefined,
    page: Page,
  ): Promise<{ rows: (ContactListRow & { contactsCount: number })[]; count: number }> {
    const where = and(
      eq(contactLists.companyId, companyId),
      search ? ilike(contactLists.name, containsPattern(search)) : undefined,
    );
    const [rows, total] = await Promise.all([
      tx
        .select({ list: contactLists, contactsCount: itemCount })
        .from(contactLists)
        .where(where)
        .orderBy(asc(contactLists.name), asc(contactLists.id))
        .limit(page.limit)
        .offset(page.offset),
      tx.select({ value: count() }).from(contactLists).where(where),
    ]);
    return { rows: rows.map(({ list, contactsCount }) => ({ ...list, contactsCount })), count: total[0]?.value ?? 0 };
  },

  /** Every list's id and name (GET /contact-lists/list, the campaign dialog's select), bounded. */
  async names(tx: DbOrTx, companyId: number, limit: number): Promise<{ id: number; name: string }[]> {
    return tx
      .select({ id: contactLists.id, name: contactLists.name })
      .from(contactLists)
      .where(eq(contactLists.companyId, companyId))
      .orderBy(asc(contactLists.name))
      .limit(limit);
  },

  async find(
    tx: DbOrTx,
    companyId: number,
    id: number,
  ): Promise<(ContactListRow & { contactsCount: number }) | undefined> {
    const [row] = await tx
      .select({ list: contactLists, contactsCount: itemCount })
      .from(contactLists)
      .where(and(eq(contactLists.companyId, companyId), eq(contactLists.id, id)));
    return row && { ...row.list, contactsCount: row.contactsCount };
  },

  async insert(tx: DbOrTx, companyId: number, name: string): Promise<ContactListRow> {
    const [row] = await tx.insert(contactLists).values({ companyId, name }).returning();
    if (!row) throw new Error('insert into contact_lists returned no row');
    return row;
  },

  async rename(tx: DbOrTx, companyId: number, id: number, name: string): Promise<boolean> {
    const rows = await tx
      .update(contactLists)
      .set({ name })
      .where(and(eq(contactLists.companyId, companyId), eq(contactLists.id, id)))
      .returning({ id: contactLists.id });
    return rows.length > 0;
  },

  async delete(tx: DbOrTx, companyId: number, id: number): Promise<boolean> {
    const rows = await tx
      .delete(contactLists)
      .where(and(eq(contactLists.companyId, companyId), eq(contactLists.id, id)))
      .returning({ id: contactLists.id });
    return rows.length > 0;
  },

  async itemsPage(
    tx: DbOrTx,
    companyId: number,
    contactListId: number,
    search: string | undefined,
    page: Page,
  ): Promise<{ rows: ContactListItemRow[]; count: number }> {
    const digits = search ? phoneDigitsOf(search) : undefined;
    const match: SQL | undefined = search
      ? or(
          ilike(contactListItems.name, containsPattern(search)),
          ilike(contactListItems.email, containsPattern(search)),
          digits ? ilike(contactListItems.number, containsPattern(digits)) : undefined,
        )
      : undefined;
    const where = and(
      eq(contactListItems.companyId, companyId),
      eq(contactListItems.contactListId, contactListId),
      match,
    );
    const [rows, total] = await Promise.all([
      tx
        .select()
        .from(contactListItems)
        .where(where)
        .orderBy(asc(contactListItems.name), asc(contactListItems.id))
        .limit(page.limit)
        .offset(page.offset),
      tx.select({ value: count() }).from(contactListItems).where(where),
    ]);
    return { rows, count: total[0]?.value ?? 0 };
  },

  async findItem(tx: DbOrTx, companyId: number, id: number): Promise<ContactListItemRow | undefined> {
    const [row] = await tx
      .select()
      .from(contactListItems)
      .where(and(eq(contactListItems.companyId, companyId), eq(contactListItems.id, id)));
    return row;
  },

  /** The item, or undefined when the list already holds its number. */
  async insertItem(
    tx: DbOrTx,
    companyId: number,
    contactListId: number,
    item: NewListItem,
  ): Promise<ContactListItemRow | undefined> {
    const [row] = await tx
      .insert(contactListItems)
      .values({ ...item, companyId, contactListId })
      .onConflictDoNothing()
      .returning();
    return row;
  },

  /** Many items at once; answers how many were new (the others' numbers were in the list already). */
  async insertItems(tx: DbOrTx, companyId: number, contactListId: number, items: NewListItem[]): Promise<number> {
    if (items.length === 0) return 0;
    const rows = await tx
      .insert(contactListItems)
      .values(items.map((item) => ({ ...item, companyId, contactListId })))
      .onConflictDoNothing()
      .returning({ id: contactListItems.id });
    return rows.length;
  },

  async updateItem(
    tx: DbOrTx,
    companyId: number,
    id: number,
    values: Partial<NewListItem>,
  ): Promise<ContactListItemRow | undefined> {
    const [row] = await tx
      .update(contactListItems)
      .set(values)
      .where(and(eq(contactListItems.companyId, companyId), eq(contactListItems.id, id)))
      .returning();
    return row;
  },

  async deleteItem(tx: DbOrTx, companyId: number, id: number): Promise<ContactListItemRow | undefined> {
    const [row] = await tx
      .delete(contactListItems)
      .where(and(eq(contactListItems.companyId, companyId), eq(contactListItems.id, id)))
      .returning();
    return row;
  },

  /**
   * Marks numbers' WhatsApp validity in every list of the company, leaving rows already right untouched. The items are
   * found by each list's (list, number) key: a company has a few lists but may hold hundreds of thousands of items,
   * and matching on company and number read all of them, once per campaign send.
   */
  async markValidity(tx: DbOrTx, companyId: number, numbers: string[], valid: boolean): Promise<void> {
    if (numbers.length === 0) return;
    const companyLists = tx
      .select({ id: contactLists.id })
      .from(contactLists)
      .where(eq(contactLists.companyId, companyId));
    await tx
      .update(contactListItems)
      .set({ isWhatsappValid: valid })
      .where(
        and(
          eq(contactListItems.companyId, companyId),
          inArray(contactListItems.contactListId, companyLists),
          inArray(contactListItems.number, numbers),
          sql`${contactListItems.isWhatsappValid} is distinct from ${valid}`,
        ),
      );
  },

  /** The next `limit` contacts (not groups, with a usable number) carrying a tag after contact `after`. */
  async taggedContacts(
    tx: DbOrTx,
    companyId: number,
    tagId: number,
    after: number,
    limit: number,
  ): Promise<{ id: number; name: string; number: string; email: string | null }[]> {
    const rows = await tx
      .select({ id: contacts.id, name: contacts.name, number: contacts.number, email: contacts.email })
      .from(contactTags)
      .innerJoin(contacts, eq(contacts.id, contactTags.contactId))
      .where(
        and(
          eq(contactTags.companyId, companyId),
          eq(contactTags.tagId, tagId),
          eq(contacts.companyId, companyId),
          eq(contacts.isGroup, false),
          gt(contacts.id, after),
          sql`length(${contacts.number}) between 8 and 50`,
        ),
      )
      .orderBy(asc(contacts.id))
      .limit(limit);
    return rows.map((row) => ({ id: row.id, name: row.name, number: row.number ?? '', email: row.email || null }));
  },
};
