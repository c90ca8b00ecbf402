import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { contacts, plantaoNotices, plantoes, tickets } from '../../db/schema/index.js';
import type { PlantaoRow } from './plantao.repository.js';

export type PlantaoNoticeStatus = (typeof plantaoNotices.$inferSelect)['status'];

/** A queued notice with what the digest says about its ticket. */
export interface QueuedNotice {
  id: number;
  ticketId: number;
  /** The ticket's status now: only a waiting ('pending') one is still worth telling. */
  ticketStatus: string;
  contactName: string | null;
}

/** The state of "who was told what, this period" (plantao_notices and the person's last notice). */
export const plantaoNoticesRepository = {
  /** The on-call person's row, locked until the transaction ends: one decision about their phone at a time, across processes. */
  async lockPlantao(tx: DbOrTx, companyId: number, plantaoId: number): Promise<PlantaoRow | undefined> {
    const [row] = await tx
      .select()
      .from(plantoes)
      .where(and(eq(plantoes.companyId, companyId), eq(plantoes.id, plantaoId)))
      .for('update');
    return row;
  },

  /** Queues the ticket for the person in this period; false when it already was (one notice per ticket per period). */
  async queue(
    tx: DbOrTx,
    companyId: number,
    notice: { plantaoId: number; ticketId: number; period: string },
  ): Promise<boolean> {
    const rows = await tx
      .insert(plantaoNotices)
      .values({ ...notice, companyId })
      .onConflictDoNothing({ target: [plantaoNotices.plantaoId, plantaoNotices.ticketId, plantaoNotices.period] })
      .returning({ id: plantaoNotices.id });
    return rows.length > 0;
  },

  /** The person's queued notices of the period, oldest first. */
  async queued(tx: DbOrTx, companyId: number, plantaoId: number, period: string): Promise<QueuedNotice[]> {
    return tx
      .select({
        id: plantaoNotices.id,
        ticketId: plantaoNotices.ticketId,
        ticketStatus: tickets.status,
        contactName: contacts.name,
      })
      .from(plantaoNotices)
      .innerJoin(tickets, and(eq(tickets.id, plantaoNotices.ticketId), eq(tickets.companyId, plantaoNotices.companyId)))
      .leftJoin(contacts, and(eq(contacts.id, tickets.contactId), eq(contacts.companyId, tickets.companyId)))
      .where(
        and(
          eq(plantaoNotices.companyId, companyId),
          eq(plantaoNotices.plantaoId, plantaoId),
          eq(plantaoNotices.period, period),
          eq(plantaoNotices.status, 'queued'),
        ),
      )
      .orderBy(asc(plantaoNotices.id));
  },

  async mark(
    tx: DbOrTx,
    companyId: number,
    ids: number[],
    status: PlantaoNoticeStatus,
    sentAt: Date | null,
  ): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .update(plantaoNotices)
      .set({ status, sentAt })
      .where(and(eq(plantaoNotices.companyId, companyId), inArray(plantaoNotices.id, ids)));
  },

  /** Queued notices of periods that ended are never sent: the person is off duty, the next period starts afresh. */
  async dropOtherPeriods(tx: DbOrTx, companyId: number, plantaoId: number, period: string | undefined): Promise<void> {
    await tx
      .update(plantaoNotices)
      .set({ status: 'dropped' })
      .where(
        and(
          eq(plantaoNotices.companyId, companyId),
          eq(plantaoNotices.plantaoId, plantaoId),
          eq(plantaoNotices.status, 'queued'),
          period === undefined ? sql`true` : ne(plantaoNotices.period, period),
        ),
      );
  },

  async setLastNotice(
    tx: DbOrTx,
    companyId: number,
    plantaoId: number,
    at: Date | null,
    period: string | null,
  ): Promise<void> {
    await tx
      .update(plantoes)
      .set({ lastNoticeAt: at, lastNoticePeriod: period })
      .where(and(eq(plantoes.companyId, companyId), eq(plantoes.id, plantaoId)));
  },
};
