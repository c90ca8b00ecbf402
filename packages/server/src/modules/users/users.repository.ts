import { and, asc, eq, sql } from 'drizzle-orm';
import type { UpdateOwnPreferences } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { queues, userQueues, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
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

  async listQueues(tx: DbOrTx, companyId: number, userId: number): Promise<QueueRef[]> {
    return tx
      .select({ id: queues.id, name: queues.name, color: queues.color })
      .from(userQueues)
      .innerJoin(queues, eq(queues.id, userQueues.queueId))
      .where(and(eq(userQueues.userId, userId), eq(queues.companyId, companyId)))
      .orderBy(asc(queues.orderQueue), asc(queues.name));
  },

  /** Id and name of every user of the company, for pickers. The plan's user limit bounds the list. */
  async listNames(tx: DbOrTx, companyId: number): Promise<{ id: number; name: string }[]> {
    return tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.companyId, companyId))
      .orderBy(asc(users.name), asc(users.id));
  },

  async insert(tx: DbOrTx, companyId: number, values: Omit<NewUserRow, 'companyId'>): Promise<UserRow> {
    const [row] = await tx
      .insert(users)
      .values({ ...values, companyId })
      .returning();
    if (!row) throw new Error('insert into users returned no row');
    return row;
  },

  async updatePreferences(tx: DbOrTx, companyId: number, userId: number, patch: UpdateOwnPreferences): Promise<void> {
    await tx
      .update(users)
      .set(patch)
      .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
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
