import { and, asc, eq, ilike, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { TagRef, TagView } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { qualified } from '../../db/qualified-column.js';
import { contactTags, tags, ticketTags } from '../../db/schema/index.js';
import { containsPattern } from '../contacts/search-pattern.js';

export type TagValues = Pick<typeof tags.$inferInsert, 'name' | 'color' | 'kanban' | 'userId'>;

/** A tag with how many contacts and tickets carry it (each count one lookup in the links' tag index). */
const tagView = {
  id: tags.id,
  name: tags.name,
  color: tags.color,
  kanban: tags.kanban,
  userId: tags.userId,
  contactsCount: sql<number>`(select count(*) from ${contactTags} where ${qualified(contactTags.tagId)} = ${qualified(tags.id)})::int`,
  ticketsCount: sql<number>`(select count(*) from ${ticketTags} where ${qualified(ticketTags.tagId)} = ${qualified(tags.id)})::int`,
};
const tagRef = { id: tags.id, name: tags.name, color: tags.color };

export interface TagListFilter {
  search?: string | undefined;
  kanban?: number | undefined;
}

/** By name, or as the board shows its lanes: placed lanes by position (ascending puts the unplaced, null, last). */
export type TagListOrder = 'name' | 'lane';
const byName = [asc(tags.name), asc(tags.id)];
const byLane = [asc(tags.kanbanPosition), ...byName];
const ofLanes = (companyId: number) => and(eq(tags.companyId, companyId), eq(tags.kanban, 1));

function listCondition(companyId: number, filter: TagListFilter): SQL | undefined {
  return and(
    eq(tags.companyId, companyId),
    filter.kanban === undefined ? undefined : eq(tags.kanban, filter.kanban),
    filter.search ? ilike(tags.name, containsPattern(filter.search)) : undefined,
  );
}

export const tagsRepository = {
  /** Tags in `order` (by name unless told) from `offset`; one row more than `limit` is read to tell whether more follow. */
  async list(
    tx: DbOrTx,
    companyId: number,
    filter: TagListFilter,
    page: { offset: number; limit: number },
    order: TagListOrder = 'name',
  ): Promise<{ rows: TagView[]; hasMore: boolean }> {
    const rows = await tx
      .select(tagView)
      .from(tags)
      .where(listCondition(companyId, filter))
      .orderBy(...(order === 'lane' ? byLane : byName))
      .limit(page.limit + 1)
      .offset(page.offset);
    return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
  },

  async findById(tx: DbOrTx, companyId: number, id: number): Promise<TagView | undefined> {
    const [row] = await tx
      .select(tagView)
      .from(tags)
      .where(and(eq(tags.companyId, companyId), eq(tags.id, id)));
    return row;
  },

  /** Throws the unique violation of tags_company_name_key on a repeated name (the caller translates it). */
  async insert(tx: DbOrTx, companyId: number, values: TagValues): Promise<number> {
    const [row] = await tx
      .insert(tags)
      .values({ ...values, companyId })
      .returning({ id: tags.id });
    if (!row) throw new Error('insert into tags returned no row');
    return row.id;
  },

  async update(
    tx: DbOrTx,
    companyId: number,
    id: number,
    values: Omit<TagValues, 'userId' | 'color'> & { color?: string; kanbanPosition?: null },
  ): Promise<boolean> {
    const rows = await tx
      .update(tags)
      .set(values)
      .where(and(eq(tags.companyId, companyId), eq(tags.id, id)))
      .returning({ id: tags.id });
    return rows.length > 0;
  },

  /** Deletes the tag; its links to contacts and tickets go with it (foreign key cascades). */
  async delete(tx: DbOrTx, companyId: number, id: number): Promise<boolean> {
    const rows = await tx
      .delete(tags)
      .where(and(eq(tags.companyId, companyId), eq(tags.id, id)))
      .returning({ id: tags.id });
    return rows.length > 0;
  },

  /**
   * How many of `ids` (distinct) are tags of the company, holding them (key share) until the transaction ends so a
   * concurrent delete cannot pull one away before it is linked.
   */
  async lockOwned(tx: DbOrTx, companyId: number, ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await tx
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.companyId, companyId), inArray(tags.id, ids)))
      .for('key share');
    return rows.length;
  },

  /**
   * The company's lanes (kanban tags) as the board shows them, locked for update until the transaction ends so
   * that two reorders of one board run one after the other. The rows are locked in id order first (a fixed order,
   * so concurrent reorders cannot deadlock) and read in lane order after, when any earlier reorder has committed.
   */
  async lockLanesInOrder(tx: DbOrTx, companyId: number): Promise<number[]> {
    await tx.select({ id: tags.id }).from(tags).where(ofLanes(companyId)).orderBy(asc(tags.id)).for('update');
    const rows = await tx
      .select({ id: tags.id })
      .from(tags)
      .where(ofLanes(companyId))
      .orderBy(...byLane);
    return rows.map((row) => row.id);
  },

  /** Gives each lane of `ids` its index as position, in one statement. Answers the lanes whose position changed. */
  async setLanePositions(tx: DbOrTx, companyId: number, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const cases = sql.join(
      ids.map((id, index) => sql`when ${id}::int then ${index}::int`),
      sql` `,
    );
    const position = sql<number>`(case ${tags.id} ${cases} end)`;
    const rows = await tx
      .update(tags)
      .set({ kanbanPosition: position })
      .where(
        and(ofLanes(companyId), inArray(tags.id, [...ids]), sql`${tags.kanbanPosition} is distinct from ${position}`),
      )
      .returning({ id: tags.id });
    return rows.map((row) => row.id);
  },

  /** The tags of each contact, by name. */
  async refsByContacts(tx: DbOrTx, companyId: number, contactIds: number[]): Promise<Map<number, TagRef[]>> {
    const found = new Map<number, TagRef[]>();
    if (contactIds.length === 0) return found;
    const rows = await tx
      .select({ contactId: contactTags.contactId, ...tagRef })
      .from(contactTags)
      .innerJoin(tags, eq(tags.id, contactTags.tagId))
      .where(and(eq(contactTags.companyId, companyId), inArray(contactTags.contactId, contactIds)))
      .orderBy(asc(tags.name), asc(tags.id));
    for (const { contactId, ...tag } of rows) found.set(contactId, [...(found.get(contactId) ?? []), tag]);
    return found;
  },

  async refsByTicket(tx: DbOrTx, companyId: number, ticketId: number): Promise<TagRef[]> {
    return tx
      .select(tagRef)
      .from(ticketTags)
      .innerJoin(tags, eq(tags.id, ticketTags.tagId))
      .where(and(eq(ticketTags.companyId, companyId), eq(ticketTags.ticketId, ticketId)))
      .orderBy(asc(tags.name), asc(tags.id));
  },

  /** Makes the contact's tags exactly `tagIds` (already checked to be the company's). True when anything changed. */
  async replaceContactTags(tx: DbOrTx, companyId: number, contactId: number, tagIds: number[]): Promise<boolean> {
    const ofContact = and(eq(contactTags.companyId, companyId), eq(contactTags.contactId, contactId));
    const removed = await tx
      .delete(contactTags)
      .where(tagIds.length > 0 ? and(ofContact, notInArray(contactTags.tagId, tagIds)) : ofContact)
      .returning({ tagId: contactTags.tagId });
    const added =
      tagIds.length === 0
        ? []
        : await tx
            .insert(contactTags)
            .values(tagIds.map((tagId) => ({ contactId, tagId, companyId })))
            .onConflictDoNothing()
            .returning({ tagId: contactTags.tagId });
    return removed.length + added.length > 0;
  },

  /** As replaceContactTags, for a ticket. */
  async replaceTicketTags(tx: DbOrTx, companyId: number, ticketId: number, tagIds: number[]): Promise<boolean> {
    const ofTicket = and(eq(ticketTags.companyId, companyId), eq(ticketTags.ticketId, ticketId));
    const removed = await tx
      .delete(ticketTags)
      .where(tagIds.length > 0 ? and(ofTicket, notInArray(ticketTags.tagId, tagIds)) : ofTicket)
      .returning({ tagId: ticketTags.tagId });
    const added = await this.addTicketTags(tx, companyId, ticketId, tagIds);
    return removed.length > 0 || added;
  },

  /** Links the tags to the ticket (those already linked stay as they are). True when a link was added. */
  async addTicketTags(tx: DbOrTx, companyId: number, ticketId: number, tagIds: number[]): Promise<boolean> {
    if (tagIds.length === 0) return false;
    const added = await tx
      .insert(ticketTags)
      .values(tagIds.map((tagId) => ({ ticketId, tagId, companyId })))
      .onConflictDoNothing()
      .returning({ tagId: ticketTags.tagId });
    return added.length > 0;
  },

  /** Takes the ticket out of its kanban lanes: the links to kanban tags go, other tags stay. True when any went. */
  async removeKanbanTicketTags(tx: DbOrTx, companyId: number, ticketId: number): Promise<boolean> {
    const removed = await tx
      .delete(ticketTags)
      .where(
        and(
          eq(ticketTags.companyId, companyId),
          eq(ticketTags.ticketId, ticketId),
          sql`${ticketTags.tagId} in (select ${tags.id} from ${tags} where ${tags.companyId} = ${companyId} and ${tags.kanban} = 1)`,
        ),
      )
      .returning({ tagId: ticketTags.tagId });
    return removed.length > 0;
  },
};
