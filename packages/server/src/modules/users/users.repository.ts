import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { queues, userQueues, users } from '../../db/schema/index.js';
import { containsPattern } from '../contacts/search-pattern.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUserRow, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>>;
export interface QueueRef {
  id: number;
  name: string;
  color: string;
}

export const usersRepository = {
  async findById(tx: DbOrTx, companyId: number, userId: number): Promise<UserRow | undefined> {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
    return row;
  },

  /** The super administrator acts across companies: the one lookup of a user by id alone. */
  async findCompanyIdForSuper(tx: DbOrTx, userId: number): Promise<number | undefined> {
    const [row] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
    return row?.companyId;
  },

  async listQueues(tx: DbOrTx, companyId: number, userId: number): Promise<QueueRef[]> {
    return (await this.listQueuesOf(tx, companyId, [userId])).get(userId) ?? [];
  },

  /** Queues of several users at once, keyed by user id. */
  async listQueuesOf(tx: DbOrTx, companyId: number, userIds: number[]): Promise<Map<number, QueueRef[]>> {
    const byUser = new Map<number, QueueRef[]>();
    if (userIds.length === 0) return byUser;
    const rows = await tx
      .select({ userId: userQueues.userId, id: queues.id, name: queues.name, color: queues.color })
      .from(userQueues)
      .innerJoin(queues, eq(queues.id, userQueues.queueId))
      .where(and(inArray(userQueues.userId, userIds), eq(queues.companyId, companyId)))
      .orderBy(asc(queues.orderQueue), asc(queues.name));
    for (const { userId, ...queue } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), queue]);
    return byUser;
  },

  /** Id and name of every user of the company, for pickers. The plan's user limit bounds the list. */
  async listNames(tx: DbOrTx, companyId: number): Promise<{ id: number; name: string }[]> {
    return tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.companyId, companyId))
      .orderBy(asc(users.name), asc(users.id));
  },

  /** One page by name (index users_company_id_name_idx), with a name/email filter. */
  async listPage(
    tx: DbOrTx,
    companyId: number,
    options: { search?: string | undefined; limit: number; offset: number },
  ) {
    const filter = options.search
      ? and(
          eq(users.companyId, companyId),
          or(ilike(users.name, containsPattern(options.search)), ilike(users.email, containsPattern(options.search))),
        )
      : eq(users.companyId, companyId);
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(users)
        .where(filter)
        .orderBy(asc(users.name), asc(users.id))
        .limit(options.limit)
        .offset(options.offset),
      tx.select({ value: count() }).from(users).where(filter),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  async countInCompany(tx: DbOrTx, companyId: number): Promise<number> {
    const [row] = await tx.select({ value: count() }).from(users).where(eq(users.companyId, companyId));
    return row?.value ?? 0;
  },

  async insert(tx: DbOrTx, companyId: number, values: Omit<NewUserRow, 'companyId'>): Promise<UserRow> {
    const [row] = await tx
      .insert(users)
      .values({ ...values, companyId })
      .returning();
    if (!row) throw new Error('insert into users returned no row');
    return row;
  },

  async update(tx: DbOrTx, companyId: number, userId: number, patch: UserPatch): Promise<void> {
    if (Object.keys(patch).length === 0) return;
    await tx
      .update(users)
      .set(patch)
      .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  },

  /** Replaces the user's queues with those of `queueIds` that belong to the company; answers how many matched. */
  async replaceQueues(tx: DbOrTx, companyId: number, userId: number, queueIds: number[]): Promise<number> {
    await tx.delete(userQueues).where(eq(userQueues.userId, userId));
    if (queueIds.length === 0) return 0;
    const owned = await tx
      .select({ id: queues.id })
      .from(queues)
      .where(and(eq(queues.companyId, companyId), inArray(queues.id, queueIds)));
    if (owned.length > 0) await tx.insert(userQueues).values(owned.map((q) => ({ userId, queueId: q.id })));
    return owned.length;
  },

  /**
   * The user, locked until the transaction ends. A ticket being given to the user meanwhile waits on this lock for
   * its foreign key check, so what is read of the user's tickets afterwards stays true until the delete.
   */
  async lockById(tx: DbOrTx, companyId: number, userId: number): Promise<UserRow | undefined> {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
      .for('update');
    return row;
  },

  /** Deletes the user; the tickets they held go back to nobody (user_id set null by the foreign key). */
  async delete(tx: DbOrTx, companyId: number, userId: number): Promise<boolean> {
    const rows = await tx
      .delete(users)
      .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  /** Marks presence; answers whether `online` actually changed, so callers announce only real changes. */
  async setOnline(tx: DbOrTx, companyId: number, userId: number, online: boolean, at: Date): Promise<boolean> {
    // A subquery in RETURNING reads the row as it was before this statement.
    const [row] = await tx
      .update(users)
      .set({ online, lastSeenAt: at })
      .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
      .returning({ previous: sql<boolean>`(select u.online from users u where u.id = "users"."id")` });
    return row !== undefined && row.previous !== online;
  },
};
