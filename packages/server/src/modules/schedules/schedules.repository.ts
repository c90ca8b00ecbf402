import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { contacts, schedules, users } from '../../db/schema/index.js';
import { containsPattern } from '../contacts/search-pattern.js';

export type ScheduleRow = typeof schedules.$inferSelect;
export type ScheduleValues = Pick<typeof schedules.$inferInsert, 'body' | 'contactId' | 'sendAt' | 'userId'>;

/** A schedule with the names the list shows. */
export interface ScheduleRecord {
  schedule: ScheduleRow;
  contact: { id: number; name: string; number: string | null };
  user: { id: number; name: string } | null;
}

export interface ScheduleFilter {
  search?: string | undefined;
  contactId?: number | undefined;
  userId?: number | undefined;
}

const recordColumns = {
  schedule: schedules,
  contact: { id: contacts.id, name: contacts.name, number: contacts.number },
  user: { id: users.id, name: users.name },
};

/** Schedules with their contact and user, ready for a where. */
const selectRecords = (tx: DbOrTx) =>
  tx
    .select(recordColumns)
    .from(schedules)
    .innerJoin(contacts, eq(contacts.id, schedules.contactId))
    .leftJoin(users, eq(users.id, schedules.userId));

const isPending = sql`${schedules.status} = 'PENDENTE'`;

/**
 * What is still to go out comes first, the next one on top: that is what the page is for (checking and changing
 * what will be sent). Then the sent and failed ones, the latest first, so a fresh outcome is in sight too. A plain
 * sendAt desc would bury tomorrow's message under next month's.
 */
const listOrder = [
  sql`${isPending} desc`,
  sql`case when ${isPending} then ${schedules.sendAt} end asc`,
  desc(schedules.sendAt),
  desc(schedules.id),
];

function filterCondition(companyId: number, filter: ScheduleFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    eq(schedules.companyId, companyId),
    filter.contactId === undefined ? undefined : eq(schedules.contactId, filter.contactId),
    filter.userId === undefined ? undefined : eq(schedules.userId, filter.userId),
    pattern ? or(ilike(contacts.name, pattern), ilike(schedules.body, pattern)) : undefined,
  );
}

export const schedulesRepository = {
  async page(
    tx: DbOrTx,
    companyId: number,
    filter: ScheduleFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ScheduleRecord[]; count: number }> {
    const where = filterCondition(companyId, filter);
    const [rows, total] = await Promise.all([
      selectRecords(tx)
        .where(where)
        .orderBy(...listOrder)
        .limit(page.limit)
        .offset(page.offset),
      tx
        .select({ value: count() })
        .from(schedules)
        .innerJoin(contacts, eq(contacts.id, schedules.contactId))
        .where(where),
    ]);
    return { rows, count: total[0]?.value ?? 0 };
  },

  async findRecord(tx: DbOrTx, companyId: number, id: number): Promise<ScheduleRecord | undefined> {
    const [row] = await selectRecords(tx).where(and(eq(schedules.companyId, companyId), eq(schedules.id, id)));
    return row;
  },

  async findById(tx: DbOrTx, companyId: number, id: number): Promise<ScheduleRow | undefined> {
    const [row] = await tx
      .select()
      .from(schedules)
      .where(and(eq(schedules.companyId, companyId), eq(schedules.id, id)));
    return row;
  },

  /** The row, locked until the transaction ends: an edit and the send of one schedule happen one at a time. */
  async lockById(tx: DbOrTx, companyId: number, id: number): Promise<ScheduleRow | undefined> {
    const [row] = await tx
      .select()
      .from(schedules)
      .where(and(eq(schedules.companyId, companyId), eq(schedules.id, id)))
      .for('update');
    return row;
  },

  async insert(tx: DbOrTx, companyId: number, values: ScheduleValues): Promise<ScheduleRow> {
    const [row] = await tx
      .insert(schedules)
      .values({ ...values, companyId })
      .returning();
    if (!row) throw new Error('insert into schedules returned no row');
    return row;
  },

  async update(
    tx: DbOrTx,
    companyId: number,
    id: number,
    values: Partial<Omit<typeof schedules.$inferInsert, 'id' | 'companyId'>>,
  ): Promise<void> {
    await tx
      .update(schedules)
      .set(values)
      .where(and(eq(schedules.companyId, companyId), eq(schedules.id, id)));
  },

  async delete(tx: DbOrTx, companyId: number, id: number): Promise<void> {
    await tx.delete(schedules).where(and(eq(schedules.companyId, companyId), eq(schedules.id, id)));
  },

  /** The connection of the contact's latest ticket, if that connection still exists. */
};
