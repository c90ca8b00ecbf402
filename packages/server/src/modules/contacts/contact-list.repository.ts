import { and, asc, count, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { ConnectionChannel } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { contacts, contactTags } from '../../db/schema/index.js';
import type { ContactRow } from './contacts.repository.js';
import { containsPattern, phoneDigitsOf } from './search-pattern.js';

export interface ContactFilter {
  search?: string | undefined;
  channel?: ConnectionChannel | undefined;
  isGroup?: boolean | undefined;
  /** Contacts carrying any of these tags. */
  tagIds?: number[] | undefined;
}

export interface ContactName {
  id: number;
  name: string;
  number: string | null;
}

/**
 * Substring search served by the pg_trgm indexes on contacts.name and contacts.number (a bitmap OR of the two).
 * The number is searched only when the text reads as a phone number, and the email (which has no trigram index)
 * only when the text holds an '@', so a plain name search never walks the company's contacts one by one.
 */
function searchCondition(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  const digits = phoneDigitsOf(search);
  return or(
    ilike(contacts.name, pattern),
    digits ? like(contacts.number, containsPattern(digits)) : undefined,
    search.includes('@') ? ilike(contacts.email, pattern) : undefined,
  );
}

/** The contacts page's filter as SQL (its list, and its export: contact-export.repository.ts). */
export function filterCondition(companyId: number, filter: ContactFilter): SQL | undefined {
  return and(
    eq(contacts.companyId, companyId),
    filter.search ? searchCondition(filter.search) : undefined,
    filter.channel ? eq(contacts.channel, filter.channel) : undefined,
    filter.isGroup === undefined ? undefined : eq(contacts.isGroup, filter.isGroup),
    filter.tagIds && filter.tagIds.length > 0
      ? sql`exists (select 1 from ${contactTags} where ${contactTags.contactId} = ${contacts.id} and ${inArray(contactTags.tagId, filter.tagIds)})`
      : undefined,
  );
}

export const contactListRepository = {
  /** One page of the company's contacts by name, and how many match in all. */
  async page(
    tx: DbOrTx,
    companyId: number,
    filter: ContactFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ContactRow[]; count: number }> {
    const where = filterCondition(companyId, filter);
    const [rows, total] = await Promise.all([
      tx
        .select()
        .from(contacts)
        .where(where)
        .orderBy(asc(contacts.name), asc(contacts.id))
        .limit(page.limit)
        .offset(page.offset),
      tx.select({ value: count() }).from(contacts).where(where),
    ]);
    return { rows, count: total[0]?.value ?? 0 };
  },

  /** Id, name and number of up to `limit` contacts by name (pickers: new ticket, forward). */
  async names(tx: DbOrTx, companyId: number, search: string | undefined, limit: number): Promise<ContactName[]> {
    return tx
      .select({ id: contacts.id, name: contacts.name, number: contacts.number })
      .from(contacts)
      .where(filterCondition(companyId, { search }))
      .orderBy(asc(contacts.name), asc(contacts.id))
      .limit(limit);
  },
};
