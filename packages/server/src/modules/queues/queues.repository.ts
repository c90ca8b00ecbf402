import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { QueueDeletionImpact } from '@guiche/shared';
import { readBatcherPerHandle } from '../../db/batched.js';
import type { DbOrTx } from '../../db/database.js';
import { anyOfPlaceholder, preparedPerHandle } from '../../db/prepared.js';
import {
  ACTIVE_TICKET_STATUSES,
  chatbots,
  queues,
  tickets as ticketsTable,
  userQueues,
  users,
  whatsappQueues,
} from '../../db/schema/index.js';

export type QueueRow = typeof queues.$inferSelect;
export type QueueValues = Omit<typeof queues.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

// Read by the conversation engine as contacts walk the menus, so built once per handle.
const queueById = preparedPerHandle((tx) =>
  tx
    .select()
    .from(queues)
    .where(and(eq(queues.companyId, sql.placeholder('companyId')), eq(queues.id, sql.placeholder('queueId'))))
    .prepare('queue_by_id'),
);
const treesOfQueuesOf = preparedPerHandle((tx) =>
  tx
    .select()
    .from(chatbots)
    .where(
      and(eq(chatbots.companyId, sql.placeholder('companyId')), anyOfPlaceholder(chatbots.queueId, 'queueIds', 'int')),
    )
    .orderBy(asc(chatbots.parentId), asc(chatbots.position), asc(chatbots.id))
    .prepare('trees_of_queues'),
);
const treeOfQueue = preparedPerHandle((tx) =>
  tx
    .select()
    .from(chatbots)
    .where(and(eq(chatbots.companyId, sql.placeholder('companyId')), eq(chatbots.queueId, sql.placeholder('queueId'))))
    .orderBy(asc(chatbots.parentId), asc(chatbots.position), asc(chatbots.id))
    .prepare('chatbot_tree_of_queue'),
);
const chatbotById = preparedPerHandle((tx) =>
  tx
    .select()
    .from(chatbots)
    .where(and(eq(chatbots.companyId, sql.placeholder('companyId')), eq(chatbots.id, sql.placeholder('id'))))
    .prepare('chatbot_by_id'),
);

export const queuesRepository = {
  /** Every queue of the company by its order (the plan's queue limit bounds the list). */
  async list(tx: DbOrTx, companyId: number): Promise<QueueRow[]> {
    return tx
      .select()
      .from(queues)
      .where(eq(queues.companyId, companyId))
      .orderBy(sql`${queues.orderQueue} asc nulls last`, asc(queues.name));
  },

  async findById(tx: DbOrTx, companyId: number, queueId: number): Promise<QueueRow | undefined> {
    const [row] = await queueById(tx).execute({ companyId, queueId });
    return row;
  },

  async countInCompany(tx: DbOrTx, companyId: number): Promise<number> {
    const [row] = await tx.select({ value: count() }).from(queues).where(eq(queues.companyId, companyId));
    return row?.value ?? 0;
  },

  async insert(tx: DbOrTx, companyId: number, values: QueueValues): Promise<QueueRow> {
    const [row] = await tx
      .insert(queues)
      .values({ ...values, companyId })
      .returning();
    if (!row) throw new Error('insert into queues returned no row');
    return row;
  },

  async update(tx: DbOrTx, companyId: number, queueId: number, values: Partial<QueueValues>): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await tx
      .update(queues)
      .set(values)
      .where(and(eq(queues.companyId, companyId), eq(queues.id, queueId)));
  },

  /**
   * Locks the queue until the transaction ends (false when not found). A ticket moving into it meanwhile waits on
   * this lock for its foreign key check, so what is read of the queue's tickets afterwards stays true until the
   * delete.
   */
  async lock(tx: DbOrTx, companyId: number, queueId: number): Promise<boolean> {
    const rows = await tx
      .select({ id: queues.id })
      .from(queues)
      .where(and(eq(queues.companyId, companyId), eq(queues.id, queueId)))
      .for('update');
    return rows.length > 0;
  },

  /** Deletes the queue; its tickets keep going without one (queue_id set null by the foreign key). */
  async delete(tx: DbOrTx, companyId: number, queueId: number): Promise<boolean> {
    const rows = await tx
      .delete(queues)
      .where(and(eq(queues.companyId, companyId), eq(queues.id, queueId)))
      .returning({ id: queues.id });
    return rows.length > 0;
  },

  /**
   * What goes with the queue: its waiting and open tickets (left without a queue, or handed on), the chatbot options
   * of other queues that send contacts to it (left pointing at nothing), its members and its connections.
   */
  async deletionImpact(tx: DbOrTx, companyId: number, queueId: number): Promise<QueueDeletionImpact> {
    const ofThisQueue = and(eq(queues.companyId, companyId), eq(queues.id, queueId));
    const [[tickets], [options], [members], [connections]] = await Promise.all([
      tx
        .select({ value: count() })
        .from(ticketsTable)
        .where(
          and(
            eq(ticketsTable.companyId, companyId),
            eq(ticketsTable.queueId, queueId),
            inArray(ticketsTable.status, [...ACTIVE_TICKET_STATUSES]),
          ),
        ),
      tx
        .select({ value: count() })
        .from(chatbots)
        .where(and(eq(chatbots.companyId, companyId), eq(chatbots.optQueueId, queueId), ne(chatbots.queueId, queueId))),
      tx
        .select({ value: count() })
        .from(userQueues)
        .innerJoin(queues, eq(queues.id, userQueues.queueId))
        .where(ofThisQueue),
      tx
        .select({ value: count() })
        .from(whatsappQueues)
        .innerJoin(queues, eq(queues.id, whatsappQueues.queueId))
        .where(ofThisQueue),
    ]);
    return {
      activeTickets: tickets?.value ?? 0,
      chatbotOptions: options?.value ?? 0,
      users: members?.value ?? 0,
      connections: connections?.value ?? 0,
    };
  },

  /** How many of `queueIds` and `userIds` belong to the company (chatbot targets must). */
  async countOwned(
    tx: DbOrTx,
    companyId: number,
    queueIds: number[],
    userIds: number[],
  ): Promise<{ queues: number; users: number }> {
    const [ownedQueues, ownedUsers] = await Promise.all([
      queueIds.length === 0
        ? [{ value: 0 }]
        : tx
            .select({ value: count() })
            .from(queues)
            .where(and(eq(queues.companyId, companyId), inArray(queues.id, queueIds))),
      userIds.length === 0
        ? [{ value: 0 }]
        : tx
            .select({ value: count() })
            .from(users)
            .where(and(eq(users.companyId, companyId), inArray(users.id, userIds))),
    ]);
    return { queues: ownedQueues[0]?.value ?? 0, users: ownedUsers[0]?.value ?? 0 };
  },
};

export type ChatbotRow = typeof chatbots.$inferSelect;
export type ChatbotValues = Omit<typeof chatbots.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

export const chatbotsRepository = {
  /** The whole option tree of a queue, in one indexed query; the caller nests it. */
  async listByQueue(tx: DbOrTx, companyId: number, queueId: number): Promise<ChatbotRow[]> {
    return treeOfQueue(tx).execute({ companyId, queueId });
  },

  /** The option trees of several queues in one statement, each ordered as listByQueue orders it. */
  async treesOfQueues(tx: DbOrTx, companyId: number, queueIds: number[]): Promise<Map<number, ChatbotRow[]>> {
    const rows = await treesOfQueuesOf(tx).execute({ companyId, queueIds });
    const trees = new Map<number, ChatbotRow[]>(queueIds.map((id) => [id, []]));
    for (const row of rows) trees.get(row.queueId)?.push(row);
    return trees;
  },

  /**
   * The queue's option tree, as treesOfQueues reads it. Trees asked for together on one handle are read together
   * (ReadBatcher): the conversation engine asks for every message of a write batch in the same turn.
   */
  async loadTree(db: DbOrTx, companyId: number, queueId: number): Promise<ChatbotRow[]> {
    return (await treesTogether(db).load(companyId, queueId)) ?? [];
  },

  async findById(tx: DbOrTx, companyId: number, id: number): Promise<ChatbotRow | undefined> {
    const [row] = await chatbotById(tx).execute({ companyId, id });
    return row;
  },

  async insert(tx: DbOrTx, companyId: number, values: ChatbotValues): Promise<ChatbotRow> {
    const [row] = await tx
      .insert(chatbots)
      .values({ ...values, companyId })
      .returning();
    if (!row) throw new Error('insert into chatbots returned no row');
    return row;
  },

  async update(tx: DbOrTx, companyId: number, id: number, values: Partial<ChatbotValues>): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await tx
      .update(chatbots)
      .set(values)
      .where(and(eq(chatbots.companyId, companyId), eq(chatbots.id, id)));
  },

  /** Deletes the options; their subtrees go with them (foreign key cascade). */
  async deleteMany(tx: DbOrTx, companyId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await tx.delete(chatbots).where(and(eq(chatbots.companyId, companyId), inArray(chatbots.id, ids)));
  },

  async nextPosition(tx: DbOrTx, companyId: number, queueId: number, parentId: number | null): Promise<number> {
    const [row] = await tx
      .select({ value: sql<number>`coalesce(max(${chatbots.position}) + 1, 0)::int` })
      .from(chatbots)
      .where(
        and(
          eq(chatbots.companyId, companyId),
          eq(chatbots.queueId, queueId),
          parentId === null ? sql`${chatbots.parentId} is null` : eq(chatbots.parentId, parentId),
        ),
      );
    return row?.value ?? 0;
  },
};

const treesTogether = readBatcherPerHandle((db, companyId, queueIds) =>
  chatbotsRepository.treesOfQueues(db, companyId, queueIds),
);
