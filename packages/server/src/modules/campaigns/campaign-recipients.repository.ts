import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { contactListItems } from '../../db/schema/index.js';
import { contactListsReader } from '../contact-lists/index.js';

/** A recipient as the plan reads it from a list or a tag. */
export interface Recipient {
  key: number;
  name: string;
  number: string;
  email: string | null;
  variables: Record<string, string>;
  contactListItemId: number | null;
}

/** Whom a campaign sends to: the recipients of its list or its tag, read in keyset pages by the planner. */
export const campaignRecipientsRepository = {
  /** Numbers of a list not known to be without WhatsApp (the report's "valid" before the plan exists). */
  async validInList(tx: DbOrTx, companyId: number, contactListId: number): Promise<number> {
    const [row] = await tx
      .select({ value: count() })
      .from(contactListItems)
      .where(
        and(
          eq(contactListItems.companyId, companyId),
          eq(contactListItems.contactListId, contactListId),
          sql`${contactListItems.isWhatsappValid} is not false`,
        ),
      );
    return row?.value ?? 0;
  },

  /** The next `limit` recipients of a list after `after` (keyset by item id). */
  async listRecipients(
    tx: DbOrTx,
    companyId: number,
    contactListId: number,
    after: number,
    limit: number,
  ): Promise<Recipient[]> {
    const rows = await tx
      .select()
      .from(contactListItems)
      .where(
        and(
          eq(contactListItems.companyId, companyId),
          eq(contactListItems.contactListId, contactListId),
          gt(contactListItems.id, after),
          sql`${contactListItems.isWhatsappValid} is not false`,
        ),
      )
      .orderBy(asc(contactListItems.id))
      .limit(limit);
    return rows.map((row) => ({
      key: row.id,
      name: row.name,
      number: row.number,
      email: row.email,
      variables: row.variables,
      contactListItemId: row.id,
    }));
  },

  /** The next `limit` contacts carrying a tag after contact `after`. */
  async tagRecipients(
    tx: DbOrTx,
    companyId: number,
    tagId: number,
    after: number,
    limit: number,
  ): Promise<Recipient[]> {
    const rows = await contactListsReader.taggedContacts(tx, companyId, tagId, after, limit);
    return rows.map((row) => ({
      key: row.id,
      name: row.name,
      number: row.number,
      email: row.email,
      variables: {},
      contactListItemId: null,
    }));
  },
};
