import { and, asc, count, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { readBatcherPerHandle } from '../../db/batched.js';
import type { DbOrTx } from '../../db/database.js';
import { anyOfPlaceholder, preparedPerHandle } from '../../db/prepared.js';
import { byId } from '../../db/read-batcher.js';
import { queues, tickets, whatsappQueues, whatsapps } from '../../db/schema/index.js';
import type { QueueRef } from '../users/users.repository.js';

export type ConnectionRow = typeof whatsapps.$inferSelect;
export type ConnectionValues = Omit<typeof whatsapps.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

/** The hottest read of the table (every message reads it several times). */
const connectionById = preparedPerHandle((db) =>
  db
    .select()
    .from(whatsapps)
    .where(and(eq(whatsapps.companyId, sql.placeholder('companyId')), eq(whatsapps.id, sql.placeholder('id'))))
    .prepare('connection_by_id'),
);

/** Read by the engine and the ticket timers for every batch of messages. */
const connectionsByIds = preparedPerHandle((tx) =>
  tx
    .select()
    .from(whatsapps)
    .where(and(eq(whatsapps.companyId, sql.placeholder('companyId')), anyOfPlaceholder(whatsapps.id, 'ids', 'int')))
    .prepare('connections_by_ids'),
);

export const connectionsRepository = {
  /** Every connection of the company by name (the plan's connection limit bounds the list). */
  async list(tx: DbOrTx, companyId: number): Promise<ConnectionRow[]> {
    return tx
      .select()
      .from(whatsapps)
      .where(eq(whatsapps.companyId, companyId))
      .orderBy(asc(whatsapps.name), asc(whatsapps.id));
  },

  async findById(tx: DbOrTx, companyId: number, id: number): Promise<ConnectionRow | undefined> {
    const [row] = await connectionById(tx).execute({ companyId, id });
    return row;
  },

  async findByIds(tx: DbOrTx, companyId: number, ids: number[]): Promise<ConnectionRow[]> {
    if (ids.length === 0) return [];
    return connectionsByIds(tx).execute({ companyId, ids });
  },

  /**
   * The connection. Connections asked for together on one handle are read together (ReadBatcher), by findByIds: the
   * hooks and listeners of one write batch of messages each need their ticket's connection, and ask for it in the
   * same turn; one statement answers them all.
   */
  load(db: DbOrTx, companyId: number, id: number): Promise<ConnectionRow | undefined> {
    return connectionsTogether(db).load(companyId, id);
  },

  /** The row, locked until the transaction ends (writes that replace a stored file must not interleave). */
  async lockById(tx: DbOrTx, companyId: number, id: number): Promise<ConnectionRow | undefined> {
    const [row] = await tx
      .select()
      .from(whatsapps)
      .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.id, id)))
      .for('update');
    return row;
  },

  async countInCompany(tx: DbOrTx, companyId: number): Promise<number> {
    const [row] = await tx.select({ value: count() }).from(whatsapps).where(eq(whatsapps.companyId, companyId));
    return row?.value ?? 0;
  },

  async insert(tx: DbOrTx, companyId: number, values: ConnectionValues): Promise<ConnectionRow> {
    const [row] = await tx
      .insert(whatsapps)
      .values({ ...values, companyId })
      .returning();
    if (!row) throw new Error('insert into whatsapps returned no row');
    return row;
  },

  async update(tx: DbOrTx, companyId: number, id: number, values: Partial<ConnectionValues>): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await tx
      .update(whatsapps)
      .set(values)
      .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.id, id)));
  },

  async delete(tx: DbOrTx, companyId: number, id: number): Promise<boolean> {
    const rows = await tx
      .delete(whatsapps)
      .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.id, id)))
      .returning({ id: whatsapps.id });
    return rows.length > 0;
  },

  /** Unsets the company's default flag, before another connection takes it (a partial unique index allows one). */
  async clearDefault(tx: DbOrTx, companyId: number): Promise<void> {
    await tx
      .update(whatsapps)
      .set({ isDefault: false })
      .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.isDefault, true)));
  },

  /** Another connection to inherit the default flag, the oldest first. */
  async findSuccessor(tx: DbOrTx, companyId: number, excludeId: number): Promise<ConnectionRow | undefined> {
    const [row] = await tx
      .select()
      .from(whatsapps)
      .where(and(eq(whatsapps.companyId, companyId), ne(whatsapps.id, excludeId)))
      .orderBy(asc(whatsapps.id))
      .limit(1);
    return row;
  },

  /** Replaces the connection's queues with those of `queueIds` that belong to the company; answers how many matched. */
  async replaceQueues(tx: DbOrTx, companyId: number, whatsappId: number, queueIds: number[]): Promise<number> {
    await tx.delete(whatsappQueues).where(eq(whatsappQueues.whatsappId, whatsappId));
    if (queueIds.length === 0) return 0;
    const owned = await tx
      .select({ id: queues.id })
      .from(queues)
      .where(and(eq(queues.companyId, companyId), inArray(queues.id, queueIds)));
    if (owned.length > 0) await tx.insert(whatsappQueues).values(owned.map((q) => ({ whatsappId, queueId: q.id })));
    return owned.length;
  },

  async listQueuesOf(tx: DbOrTx, companyId: number, whatsappIds: number[]): Promise<Map<number, QueueRef[]>> {
    const byConnection = new Map<number, QueueRef[]>();
    if (whatsappIds.length === 0) return byConnection;
    const rows = await tx
      .select({ whatsappId: whatsappQueues.whatsappId, id: queues.id, name: queues.name, color: queues.color })
      .from(whatsappQueues)
      .innerJoin(queues, eq(queues.id, whatsappQueues.queueId))
      .where(and(inArray(whatsappQueues.whatsappId, whatsappIds), eq(queues.companyId, companyId)))
      .orderBy(asc(queues.orderQueue), asc(queues.name));
    for (const { whatsappId, ...queue } of rows)
      byConnection.set(whatsappId, [...(byConnection.get(whatsappId) ?? []), queue]);
    return byConnection;
  },

  /** Stores what the live session reports (status, QR or pairing code, own number). */
  async saveSessionState(
    tx: DbOrTx,
    companyId: number,
    id: number,
    state: { status: ConnectionRow['status']; qrcode: string; number?: string },
  ): Promise<void> {
    await tx
      .update(whatsapps)
      .set({ ...state, retries: state.status === 'CONNECTED' ? 0 : undefined })
      .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.id, id)));
  },

  /**
   * Every company's connections counted by channel and status, for the sessions gauge of /metrics (read at each
   * scrape: one grouped statement on a table of one row per connection). Counts only, nothing of any company.
   */
  async countByChannelAndStatus(
    tx: DbOrTx,
  ): Promise<{ channel: ConnectionRow['channel']; status: ConnectionRow['status']; connections: number }[]> {
    return tx
      .select({ channel: whatsapps.channel, status: whatsapps.status, connections: count() })
      .from(whatsapps)
      .groupBy(whatsapps.channel, whatsapps.status);
  },

  /**
   * Sessions to bring back when a server process starts: every company's stateful connections that were not
   * deliberately disconnected. The one cross-tenant read of connections, for the channel manager alone.
   */
  async listResumable(tx: DbOrTx): Promise<ConnectionRow[]> {
    return tx
      .select()
      .from(whatsapps)
      .where(
        or(
          and(inArray(whatsapps.channel, ['whatsapp', 'simulator']), ne(whatsapps.status, 'DISCONNECTED')),
          // Stateless channels have nothing to reconnect; every process runs their adapter for its queue.
          inArray(whatsapps.channel, ['whatsappapi', 'facebook', 'instagram']),
        ),
      )
      .orderBy(asc(whatsapps.id));
  },

  /**
   * The connection a Meta webhook account belongs to. Webhooks name accounts, not companies: this is the one lookup
   * of a connection by its provider account alone.
   */
  async findByProviderAccount(
    tx: DbOrTx,
    channel: ConnectionRow['channel'],
    accountId: string,
  ): Promise<ConnectionRow | undefined> {
    const [row] = await tx
      .select()
      .from(whatsapps)
      .where(and(eq(whatsapps.channel, channel), eq(whatsapps.providerAccountId, accountId)));
    return row;
  },

  /** Closes the tickets the message import created on the connection that are still active; answers their ids. */
  async closeImportedTickets(tx: DbOrTx, companyId: number, whatsappId: number, at: Date): Promise<number[]> {
    const rows = await tx
      .update(tickets)
      .set({ status: 'closed', closedAt: at, unreadMessages: 0 })
      .where(
        and(
          eq(tickets.companyId, companyId),
          eq(tickets.whatsappId, whatsappId),
          isNotNull(tickets.importedAt),
          ne(tickets.status, 'closed'),
        ),
      )
      .returning({ id: tickets.id });
    return rows.map((row) => row.id);
  },

  async queueOwned(tx: DbOrTx, companyId: number, queueId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: queues.id })
      .from(queues)
      .where(and(eq(queues.companyId, companyId), eq(queues.id, queueId)));
    return row !== undefined;
  },
};

const connectionsTogether = readBatcherPerHandle(async (db, companyId, ids) =>
  byId(await connectionsRepository.findByIds(db, companyId, ids)),
);
