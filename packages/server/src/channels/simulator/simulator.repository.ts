import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { simulatorMessages, simulatorSessions } from '../../db/schema/index.js';

export type SimulatorSessionRow = typeof simulatorSessions.$inferSelect;
export type SimulatorMessageRow = typeof simulatorMessages.$inferSelect;
export type NewSimulatorMessage = Omit<
  typeof simulatorMessages.$inferInsert,
  'id' | 'companyId' | 'whatsappId' | 'createdAt'
>;

export const simulatorRepository = {
  async findSession(tx: DbOrTx, companyId: number, whatsappId: number): Promise<SimulatorSessionRow | undefined> {
    const [row] = await tx
      .select()
      .from(simulatorSessions)
      .where(and(eq(simulatorSessions.companyId, companyId), eq(simulatorSessions.whatsappId, whatsappId)));
    return row;
  },

  /** Saves the pairing; the number, once given, is the connection's for good and is only written when passed. */
  async saveSession(
    tx: DbOrTx,
    companyId: number,
    whatsappId: number,
    values: { paired: boolean; qr: string | null; number?: string },
  ): Promise<void> {
    const row = { ...values, updatedAt: new Date() };
    await tx
      .insert(simulatorSessions)
      .values({ companyId, whatsappId, ...row })
      .onConflictDoUpdate({ target: simulatorSessions.whatsappId, set: row });
  },

  async insertMessage(
    tx: DbOrTx,
    companyId: number,
    whatsappId: number,
    values: NewSimulatorMessage,
  ): Promise<SimulatorMessageRow> {
    const [row] = await tx
      .insert(simulatorMessages)
      .values({ ...values, companyId, whatsappId })
      .returning();
    if (!row) throw new Error('insert into simulator_messages returned no row');
    return row;
  },

  /** Stores a reply unless one with its id is there already (a repeated send): answers the new row, if any. */
  async insertOutbound(
    tx: DbOrTx,
    companyId: number,
    whatsappId: number,
    values: NewSimulatorMessage,
  ): Promise<SimulatorMessageRow | undefined> {
    const [row] = await tx
      .insert(simulatorMessages)
      .values({ ...values, companyId, whatsappId })
      .onConflictDoNothing({ target: [simulatorMessages.whatsappId, simulatorMessages.wid] })
      .returning();
    return row;
  },

  async updateByWid(
    tx: DbOrTx,
    companyId: number,
    whatsappId: number,
    wid: string,
    values: Partial<Pick<SimulatorMessageRow, 'ack' | 'body' | 'isDeleted'>>,
    /** The session's lease condition (Fence.writeFenced). */
    leaseHeld: SQL,
  ): Promise<SimulatorMessageRow | undefined> {
    const [row] = await tx
      .update(simulatorMessages)
      .set(values)
      .where(
        and(
          eq(simulatorMessages.companyId, companyId),
          eq(simulatorMessages.whatsappId, whatsappId),
          eq(simulatorMessages.wid, wid),
          leaseHeld,
        ),
      )
      .returning();
    return row;
  },

  /** The most recent messages of one simulated chat, oldest first. */
  async listChat(
    tx: DbOrTx,
    companyId: number,
    whatsappId: number,
    contactNumber: string,
    limit: number,
  ): Promise<SimulatorMessageRow[]> {
    const rows = await tx
      .select()
      .from(simulatorMessages)
      .where(
        and(
          eq(simulatorMessages.companyId, companyId),
          eq(simulatorMessages.whatsappId, whatsappId),
          eq(simulatorMessages.contactNumber, contactNumber),
        ),
      )
      .orderBy(desc(simulatorMessages.id))
      .limit(limit);
    return rows.reverse();
  },

  /**
   * One row per simulated contact with its latest message, newest chats first. The name is the last one the contact
   * gave (replies carry none).
   */
  async listChats(tx: DbOrTx, companyId: number, whatsappId: number, limit: number) {
    const scope = and(eq(simulatorMessages.companyId, companyId), eq(simulatorMessages.whatsappId, whatsappId));
    const chats = await tx
      .select({
        contactNumber: simulatorMessages.contactNumber,
        lastId: sql<number>`max(${simulatorMessages.id})`.mapWith(Number),
        contactName: sql<
          string | null
        >`(array_agg(${simulatorMessages.contactName} order by ${simulatorMessages.id} desc) filter (where ${simulatorMessages.contactName} is not null))[1]`,
      })
      .from(simulatorMessages)
      .where(scope)
      .groupBy(simulatorMessages.contactNumber)
      .orderBy(sql`max(${simulatorMessages.id}) desc`)
      .limit(limit);
    if (chats.length === 0) return [];
    const latest = await tx
      .select({
        id: simulatorMessages.id,
        body: simulatorMessages.body,
        kind: simulatorMessages.kind,
        createdAt: simulatorMessages.createdAt,
      })
      .from(simulatorMessages)
      .where(
        and(
          scope,
          inArray(
            simulatorMessages.id,
            chats.map((c) => c.lastId),
          ),
        ),
      );
    const byId = new Map(latest.map((row) => [row.id, row]));
    return chats.flatMap((chat) => {
      const last = byId.get(chat.lastId);
      return last
        ? [
            {
              contactNumber: chat.contactNumber,
              contactName: chat.contactName,
              body: last.body,
              kind: last.kind,
              createdAt: last.createdAt,
            },
          ]
        : [];
    });
  },
};
