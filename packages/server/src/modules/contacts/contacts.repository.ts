import { and, eq, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { contacts } from '../../db/schema/index.js';

export type ContactRow = typeof contacts.$inferSelect;
export type NewContact = Omit<typeof contacts.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

/** The identities a channel gave for one person; any of them finds the contact. */
export interface ContactIdentity {
  channel: ContactRow['channel'];
  number?: string | undefined;
  lid?: string | undefined;
  externalId?: string | undefined;
}

export const contactsRepository = {
  async findById(tx: DbOrTx, companyId: number, id: number): Promise<ContactRow | undefined> {
    const [row] = await tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.companyId, companyId), eq(contacts.id, id)));
    return row;
  },

  /** Contacts matching any of the identities (several when one person was known by two ids before). */
  async findByIdentity(tx: DbOrTx, companyId: number, identity: ContactIdentity): Promise<ContactRow[]> {
    const matches: SQL[] = [];
    if (identity.number) matches.push(eq(contacts.number, identity.number));
    if (identity.lid) matches.push(eq(contacts.lid, identity.lid));
    if (identity.externalId) matches.push(and(eq(contacts.channel, identity.channel), eq(contacts.externalId, identity.externalId)) as SQL);
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
};
