import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.js';
import { pushSubscriptions } from '../../db/schema/index.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export interface NewPushSubscription {
  userId: number;
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  device: string;
}

/** The devices that receive a user's pushes. */
export const pushSubscriptionsRepository = {
  /**
   * Stores the device's subscription, or moves it here: one endpoint is one browser profile, and whoever subscribed it
   * last (another user signing in on a shared phone, or the same user's new session) is the one it notifies. Its keys may have changed (a browser
   * renews them), so they are written again.
   */
  async upsert(tx: DbOrTx, companyId: number, values: NewPushSubscription): Promise<PushSubscriptionRow> {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ ...values, companyId })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          companyId,
          userId: values.userId,
          sessionId: values.sessionId,
          p256dh: values.p256dh,
          auth: values.auth,
          device: values.device,
          createdAt: sql`now()`,
          lastPushAt: null,
        },
      })
      .returning();
    if (!row) throw new Error('push subscription upsert returned nothing');
    return row;
  },

  async listOfUser(tx: DbOrTx, companyId: number, userId: number): Promise<PushSubscriptionRow[]> {
    return tx
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.companyId, companyId), eq(pushSubscriptions.userId, userId)))
      .orderBy(pushSubscriptions.id);
  },

  async findById(tx: DbOrTx, companyId: number, id: number): Promise<PushSubscriptionRow | undefined> {
    const [row] = await tx
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.companyId, companyId), eq(pushSubscriptions.id, id)));
    return row;
  },

  /** The user's own subscription by its endpoint (this device turning pushes off); answers whether one went. */
  async deleteOfUser(tx: DbOrTx, companyId: number, userId: number, where: { endpoint: string } | { id: number }) {
    const rows = await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.companyId, companyId),
          eq(pushSubscriptions.userId, userId),
          'id' in where ? eq(pushSubscriptions.id, where.id) : eq(pushSubscriptions.endpoint, where.endpoint),
        ),
      )
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  },

  /** The login session that subscribed them ended: its devices hear nothing more. */
  async deleteOfSession(tx: DbOrTx, companyId: number, sessionId: string): Promise<void> {
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.companyId, companyId), eq(pushSubscriptions.sessionId, sessionId)));
  },

  /** The push service said the subscription is gone (404, 410): nothing will reach it again. */
  async deleteGone(tx: DbOrTx, companyId: number, id: number): Promise<void> {
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.companyId, companyId), eq(pushSubscriptions.id, id)));
  },

  /**
   * New waiting tickets for these devices: a device outside its quiet window is told now and its window starts; one
   * inside it only counts the ticket (push-digest.ts tells the count when the window ends). One statement, so that
   * two tickets arriving together cannot both find a device's window closed. `firstHeld`: the devices whose window
   * has just held its first ticket (the ones whose digest is not yet due).
   */
  async holdPending(
    tx: DbOrTx,
    companyId: number,
    ids: number[],
    windowSeconds: number,
  ): Promise<{ now: number[]; firstHeld: { id: number; until: Date }[] }> {
    if (ids.length === 0) return { now: [], firstHeld: [] };
    const quiet = sql`${pushSubscriptions.pendingQuietUntil} > now()`;
    const rows = await tx
      .update(pushSubscriptions)
      .set({
        pendingHeld: sql`case when ${quiet} then ${pushSubscriptions.pendingHeld} + 1 else 0 end`,
        pendingQuietUntil: sql`case when ${quiet} then ${pushSubscriptions.pendingQuietUntil} else now() + make_interval(secs => ${windowSeconds}) end`,
      })
      .where(and(eq(pushSubscriptions.companyId, companyId), inArray(pushSubscriptions.id, ids)))
      .returning({
        id: pushSubscriptions.id,
        held: pushSubscriptions.pendingHeld,
        until: pushSubscriptions.pendingQuietUntil,
      });
    return {
      now: rows.filter((row) => row.held === 0).map((row) => row.id),
      firstHeld: rows.flatMap((row) => (row.held === 1 && row.until ? [{ id: row.id, until: row.until }] : [])),
    };
  },

  /**
   * The tickets a device held back in its window, taken (the count is reset and a new window starts, since telling
   * them is a push too); undefined when none are held. Two statements: run it in a transaction (the row is locked).
   */
  async takeHeld(tx: Tx, companyId: number, id: number, windowSeconds: number) {
    const [row] = await tx
      .select({ held: pushSubscriptions.pendingHeld, userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.companyId, companyId), eq(pushSubscriptions.id, id)))
      .for('update');
    if (!row || row.held === 0) return undefined;
    await tx
      .update(pushSubscriptions)
      .set({ pendingHeld: 0, pendingQuietUntil: sql`now() + make_interval(secs => ${windowSeconds})` })
      .where(and(eq(pushSubscriptions.companyId, companyId), eq(pushSubscriptions.id, id)));
    return row;
  },

  async markPushed(tx: DbOrTx, companyId: number, ids: number[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .update(pushSubscriptions)
      .set({ lastPushAt: at })
      .where(and(eq(pushSubscriptions.companyId, companyId), inArray(pushSubscriptions.id, ids)));
  },
};
