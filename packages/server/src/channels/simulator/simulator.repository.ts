import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { simulatorMessages, simulatorSessions } from '../../db/schema/index.js';

export type SimulatorSessionRow = typeof simulatorSessions.$inferSelect;
export type SimulatorMessageRow = typeof simulatorMessages.$inferSelect;
export type NewSimulatorMessage = Omit<typeof simulatorMessages.$inferInsert, 'id' | 'companyId' | 'whatsappId' | 'createdAt'>;

export const simulatorRepository = {
  async findSession(tx: DbOrTx, companyId: number, whatsappId: number): Promise<SimulatorSessionRow | undefined> {
    const [row] = await tx
      .select()
      .from(simulatorSessions)
      .where(and(eq(simulatorSessions.companyId, companyId), eq(simulatorSessions.whatsappId, whatsappId)));
    return row;
  },

  async saveSession(tx: DbOrTx, companyId: number, whatsappId: number, values: { paired: boolean; qr: string | null; number: string | null }): Promise<void> {
    const row = { ...values, updatedAt: new Date() };
    await tx
      .insert(simulatorSessions)
      .values({ companyId, whatsappId, ...row })
      .onConflictDoUpdate({ target: simulatorSessions.whatsappId, set: row });
  },

  async insertMessage(tx: DbOrTx, companyId: number, whatsappId: number, values: NewSimulatorMessage): Promise<SimulatorMessageRow> {
    const [row] = await tx
      .insert(simulatorMessages)
      .values({ ...values, companyId, whatsappId })
      .returning();
    if (!row) throw new Error('insert into simulator_messages returned no row');
    return row;
  },

  async findByWid(tx: DbOrTx, companyId: number, whatsappId: number, wid: string): Promise<SimulatorMessageRow | undefined> {
    const [row] = await tx
      .select()
      .from(simulatorMessages)
      .where(and(eq(simulatorMessages.companyId, companyId), eq(simulatorMessages.whatsappId, whatsappId), eq(simulatorMessages.wid, wid)));
    return row;
  },

  async updateByWid(
    tx: DbOrTx,
    companyId: number,
    whatsappId: number,
    wid: string,
    values: Partial<Pick<SimulatorMessageRow, 'ack' | 'body' | 'isDeleted'>>,
  ): Promise<SimulatorMessageRow | undefined> {
    const [row] = await tx
      .update(simulatorMessages)
      .set(values)
      .where(and(eq(simulatorMessages.companyId, companyId), eq(simulatorMessages.whatsappId, whatsappId), eq(simulatorMessages.wid, wid)))
      .returning();
    return row;
  },

  /** The most recent messages of one simulated chat, oldest first. */
  async listChat(tx: DbOrTx, companyId: number, whatsappId: number, contactNumber: string, limit: number): Promise<SimulatorMessageRow[]> {
    const rows = await tx
      .select()
      .from(simulatorMessages)
      .where(and(eq(simulatorMessages.companyId, companyId), eq(simulatorMessages.whatsappId, whatsappId), eq(simulatorMessages.contactNumber, contactNumber)))
      .orderBy(desc(simulatorMessages.id))
      .limit(limit);
    return rows.reverse();
  },

  /** One row per simulated contact with its latest message, newest chats first. */
  async listChats(tx: DbOrTx, companyId: number, whatsappId: number, limit: number) {
    const latest = tx
      .selectDistinctOn([simulatorMessages.contactNumber], {
        contactNumber: simulatorMessages.contactNumber,
        contactName: simulatorMessages.contactName,
        body: simulatorMessages.body,
        kind: simulatorMessages.kind,
        createdAt: simulatorMessages.createdAt,
      })
      .from(simulatorMessages)
      .where(and(eq(simulatorMessages.companyId, companyId), eq(simulatorMessages.whatsappId, whatsappId)))
      .orderBy(asc(simulatorMessages.contactNumber), desc(simulatorMessages.id))
      .as('latest');
    return tx.select().from(latest).orderBy(sql`${latest.createdAt} desc`).limit(limit);
  },
};
