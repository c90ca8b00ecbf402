import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { integrationSessions } from '../../db/schema/index.js';

export type IntegrationSessionRow = typeof integrationSessions.$inferSelect;
export type SessionTarget = { kind: 'integration' | 'prompt'; targetId: number };

const ofTicket = (companyId: number, ticketId: number) =>
  and(eq(integrationSessions.companyId, companyId), eq(integrationSessions.ticketId, ticketId));

/** The bot conversation in progress on a ticket (one per ticket). */
export const sessionsRepository = {
  /** The ticket's session with this integration or prompt; a session with another one is not this one's. */
  async find(
    tx: DbOrTx,
    companyId: number,
    ticketId: number,
    target: SessionTarget,
  ): Promise<IntegrationSessionRow | undefined> {
    const [row] = await tx.select().from(integrationSessions).where(ofTicket(companyId, ticketId));
    return row && row.kind === target.kind && row.targetId === target.targetId ? row : undefined;
  },

  /** Starts (or replaces) the ticket's session. */
  async save(
    tx: DbOrTx,
    companyId: number,
    ticketId: number,
    target: SessionTarget,
    values: { externalId: string | null; state: IntegrationSessionRow['state']; at: Date },
  ): Promise<void> {
    const row = {
      companyId,
      ticketId,
      ...target,
      externalId: values.externalId,
      state: values.state,
      lastActivityAt: values.at,
      answers: 0,
    };
    await tx
      .insert(integrationSessions)
      .values(row)
      .onConflictDoUpdate({
        target: integrationSessions.ticketId,
        set: { ...target, externalId: values.externalId, state: values.state, lastActivityAt: values.at, answers: 0 },
      });
  },

  /** The contact spoke and the bot answered: activity now, `answered` more automatic answers counted. */
  async touch(
    tx: DbOrTx,
    companyId: number,
    ticketId: number,
    values: { at: Date; answered: number; state?: IntegrationSessionRow['state'] | undefined },
  ): Promise<number> {
    const [row] = await tx
      .update(integrationSessions)
      .set({
        lastActivityAt: values.at,
        answers: sql`${integrationSessions.answers} + ${values.answered}`,
        ...(values.state ? { state: values.state } : {}),
      })
      .where(ofTicket(companyId, ticketId))
      .returning({ answers: integrationSessions.answers });
    return row?.answers ?? 0;
  },

  async end(tx: DbOrTx, companyId: number, ticketId: number): Promise<void> {
    await tx.delete(integrationSessions).where(ofTicket(companyId, ticketId));
  },
};
