import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { phoneEquivalents, type ShippingStatus } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { campaignShippings, campaigns, companies } from '../../db/schema/index.js';
import { consentWithheldSql } from '../contact-privacy/index.js';

export type ShippingRow = typeof campaignShippings.$inferSelect;
export type NewShipping = Omit<typeof campaignShippings.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

const SETTLED: ShippingStatus[] = ['sent', 'failed', 'invalid', 'awaiting_confirmation'];

/** A campaign's plan: one row per recipient, planned, replanned on restart, and settled as its send goes. */
export const campaignShippingsRepository = {
  /** Plan rows; a number already planned for the campaign keeps its row. Answers the rows added. */
  async insertShippings(
    tx: DbOrTx,
    companyId: number,
    rows: NewShipping[],
  ): Promise<{ id: number; whatsappId: number | null; dueAt: Date | null }[]> {
    if (rows.length === 0) return [];
    return tx
      .insert(campaignShippings)
      .values(rows.map((row) => ({ ...row, companyId })))
      .onConflictDoNothing()
      .returning({
        id: campaignShippings.id,
        whatsappId: campaignShippings.whatsappId,
        dueAt: campaignShippings.dueAt,
      });
  },

  /** The pending rows after `after` (keyset by id), to plan anew on restart. */
  async pendingShippings(
    tx: DbOrTx,
    companyId: number,
    campaignId: number,
    after: number,
    limit: number,
  ): Promise<{ id: number; whatsappId: number | null }[]> {
    return tx
      .select({ id: campaignShippings.id, whatsappId: campaignShippings.whatsappId })
      .from(campaignShippings)
      .where(
        and(
          eq(campaignShippings.companyId, companyId),
          eq(campaignShippings.campaignId, campaignId),
          eq(campaignShippings.status, 'pending'),
          isNull(campaignShippings.sendStartedAt),
          gt(campaignShippings.id, after),
        ),
      )
      .orderBy(asc(campaignShippings.id))
      .limit(limit);
  },

  async replan(
    tx: DbOrTx,
    companyId: number,
    rows: { id: number; whatsappId: number; dueAt: Date }[],
    planVersion: number,
  ): Promise<void> {
    if (rows.length === 0) return;
    const values = sql.join(
      rows.map((row) => sql`(${row.id}::int, ${row.whatsappId}::int, ${row.dueAt.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${campaignShippings} set whatsapp_id = v.whatsapp_id, due_at = v.due_at, plan_version = ${planVersion}
      from (values ${values}) as v(id, whatsapp_id, due_at)
      where ${campaignShippings.id} = v.id and ${campaignShippings.companyId} = ${companyId} and ${campaignShippings.status} = 'pending' and ${campaignShippings.sendStartedAt} is null`);
  },

  async findShipping(tx: DbOrTx, companyId: number, id: number): Promise<ShippingRow | undefined> {
    const [row] = await tx
      .select()
      .from(campaignShippings)
      .where(and(eq(campaignShippings.companyId, companyId), eq(campaignShippings.id, id)));
    return row;
  },

  async lockShipping(tx: DbOrTx, companyId: number, id: number): Promise<ShippingRow | undefined> {
    const [row] = await tx
      .select()
      .from(campaignShippings)
      .where(and(eq(campaignShippings.companyId, companyId), eq(campaignShippings.id, id)))
      .for('update');
    return row;
  },

  /**
   * Whether the recipient's number belongs to a contact whose latest LGPD decision refused or withdrew consent while
   * the company asks for consent (enableLGPD): the sender then writes to it no more. Read as the send is claimed,
   * not when the campaign is planned, so a withdrawal during a long campaign stops the sends still to come.
   */
  async consentWithheld(tx: DbOrTx, companyId: number, number: string): Promise<boolean> {
    const [row] = await tx
      .select({ withheld: consentWithheldSql(companyId, phoneEquivalents(number)) })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row?.withheld === true;
  },

  async updateShipping(tx: DbOrTx, companyId: number, id: number, values: Partial<NewShipping>): Promise<void> {
    await tx
      .update(campaignShippings)
      .set(values)
      .where(and(eq(campaignShippings.companyId, companyId), eq(campaignShippings.id, id)));
  },

  /** Marks the campaign FINALIZADA when it runs and every recipient is settled; answers whether it did. */
  async finishIfSettled(tx: DbOrTx, companyId: number, campaignId: number, at: Date): Promise<boolean> {
    const rows = await tx
      .update(campaigns)
      .set({ status: 'FINALIZADA', completedAt: at })
      .where(
        and(
          eq(campaigns.companyId, companyId),
          eq(campaigns.id, campaignId),
          eq(campaigns.status, 'EM_ANDAMENTO'),
          sql`not exists (select 1 from ${campaignShippings} where ${campaignShippings.campaignId} = ${campaignId} and ${campaignShippings.status} not in (${sql.join(
            SETTLED.map((status) => sql`${status}`),
            sql`, `,
          )}))`,
        ),
      )
      .returning({ id: campaigns.id });
    return rows.length > 0;
  },
};
