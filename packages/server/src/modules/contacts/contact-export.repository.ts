import { and, asc, count, eq, gt, inArray, min } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { contactCustomFields, contacts } from '../../db/schema/index.js';
import { filterCondition, type ContactFilter } from './contact-list.repository.js';
import type { ContactRow } from './contacts.repository.js';

/** The reads of the contacts export: the page's filter, walked by id so memory stays one batch whatever the total. */
export const contactExportRepository = {
  async count(tx: DbOrTx, companyId: number, filter: ContactFilter): Promise<number> {
    const [row] = await tx.select({ value: count() }).from(contacts).where(filterCondition(companyId, filter));
    return row?.value ?? 0;
  },

  /** The next `limit` contacts after id `after` (keyset). */
  async batch(
    tx: DbOrTx,
    companyId: number,
    filter: ContactFilter,
    after: number,
    limit: number,
  ): Promise<ContactRow[]> {
    return tx
      .select()
      .from(contacts)
      .where(and(filterCondition(companyId, filter), gt(contacts.id, after)))
      .orderBy(asc(contacts.id))
      .limit(limit);
  },

  /** The names of the extra information the exported contacts have, in the order they were first added, at most `limit`. */
  async fieldNames(tx: DbOrTx, companyId: number, filter: ContactFilter, limit: number): Promise<string[]> {
    const exported = tx.select({ id: contacts.id }).from(contacts).where(filterCondition(companyId, filter));
    const rows = await tx
      .select({ name: contactCustomFields.name })
      .from(contactCustomFields)
      .where(and(eq(contactCustomFields.companyId, companyId), inArray(contactCustomFields.contactId, exported)))
      .groupBy(contactCustomFields.name)
      .orderBy(min(contactCustomFields.id))
      .limit(limit);
    return rows.map((row) => row.name);
  },
};
