import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { contactCustomFields } from '../../db/schema/index.js';

export interface ExtraInfo {
  id: number;
  name: string;
  value: string;
}

export interface ExtraInfoInput {
  id?: number | undefined;
  name: string;
  value: string;
}

export const contactCustomFieldsRepository = {
  /** The extra information lines of each contact, in the order they were added. */
  async byContacts(tx: DbOrTx, companyId: number, contactIds: number[]): Promise<Map<number, ExtraInfo[]>> {
    const found = new Map<number, ExtraInfo[]>();
    if (contactIds.length === 0) return found;
    const rows = await tx
      .select({
        id: contactCustomFields.id,
        contactId: contactCustomFields.contactId,
        name: contactCustomFields.name,
        value: contactCustomFields.value,
      })
      .from(contactCustomFields)
      .where(and(eq(contactCustomFields.companyId, companyId), inArray(contactCustomFields.contactId, contactIds)))
      .orderBy(asc(contactCustomFields.contactId), asc(contactCustomFields.id));
    for (const { contactId, ...line } of rows) found.set(contactId, [...(found.get(contactId) ?? []), line]);
    return found;
  },

  /**
   * Makes the contact's lines equal to `lines`: a line sent back with the id of one of this contact's lines updates
   * it in place, any other is added, and lines left out are deleted.
   */
  async replace(tx: DbOrTx, companyId: number, contactId: number, lines: readonly ExtraInfoInput[]): Promise<void> {
    const ofContact = and(eq(contactCustomFields.companyId, companyId), eq(contactCustomFields.contactId, contactId));
    const existing = new Set(
      (await tx.select({ id: contactCustomFields.id }).from(contactCustomFields).where(ofContact)).map((row) => row.id),
    );
    const kept: number[] = [];
    const added: { name: string; value: string }[] = [];
    for (const { id, name, value } of lines) {
      if (id !== undefined && existing.has(id) && !kept.includes(id)) {
        kept.push(id);
        await tx
          .update(contactCustomFields)
          .set({ name, value })
          .where(and(ofContact, eq(contactCustomFields.id, id)));
      } else {
        added.push({ name, value });
      }
    }
    await tx
      .delete(contactCustomFields)
      .where(kept.length > 0 ? and(ofContact, notInArray(contactCustomFields.id, kept)) : ofContact);
    if (added.length > 0)
      await tx.insert(contactCustomFields).values(added.map((line) => ({ ...line, companyId, contactId })));
  },
};
