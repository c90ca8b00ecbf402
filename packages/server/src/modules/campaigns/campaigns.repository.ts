import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { CampaignStats } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { arrayParam, rawQuery } from '../../db/raw-rows.js';
import { campaignSettings, campaignShippings, campaigns, contactLists, whatsapps } from '../../db/schema/index.js';
import { containsPattern } from '../contacts/search-pattern.js';
import { campaignConfirmationsRepository } from './campaign-confirmations.repository.js';
import { campaignRecipientsRepository } from './campaign-recipients.repository.js';
import { campaignShippingsRepository } from './campaign-shippings.repository.js';

export type { Recipient } from './campaign-recipients.repository.js';
export type { NewShipping, ShippingRow } from './campaign-shippings.repository.js';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignValues = Omit<typeof campaigns.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

/** Campaigns themselves: their rows, the names and counts their pages show, and the company's campaign settings. */
const campaignRows = {
  async page(
    tx: DbOrTx,
    companyId: number,
    search: string | undefined,
    page: { limit: number; offset: number },
  ): Promise<{ rows: CampaignRow[]; count: number }> {
    const where = and(
      eq(campaigns.companyId, companyId),
      search ? ilike(campaigns.name, containsPattern(search)) : undefined,
    );
    const [rows, total] = await Promise.all([
      tx.select().from(campaigns).where(where).orderBy(desc(campaigns.id)).limit(page.limit).offset(page.offset),
      tx.select({ value: count() }).from(campaigns).where(where),
    ]);
    return { rows, count: total[0]?.value ?? 0 };
  },

  async findById(tx: DbOrTx, companyId: number, id: number): Promise<CampaignRow | undefined> {
    const [row] = await tx
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, id)));
    return row;
  },

  async lockById(tx: DbOrTx, companyId: number, id: number): Promise<CampaignRow | undefined> {
    const [row] = await tx
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, id)))
      .for('update');
    return row;
  },

  async insert(tx: DbOrTx, companyId: number, values: CampaignValues): Promise<CampaignRow> {
    const [row] = await tx
      .insert(campaigns)
      .values({ ...values, companyId })
      .returning();
    if (!row) throw new Error('insert into campaigns returned no row');
    return row;
  },

  async update(
    tx: DbOrTx,
    companyId: number,
    id: number,
    values: Partial<CampaignValues>,
  ): Promise<CampaignRow | undefined> {
    const [row] = await tx
      .update(campaigns)
      .set(values)
      .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, id)))
      .returning();
    return row;
  },

  async delete(tx: DbOrTx, companyId: number, id: number): Promise<boolean> {
    const rows = await tx
      .delete(campaigns)
      .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, id)))
      .returning({ id: campaigns.id });
    return rows.length > 0;
  },

  /** Names of lists and connections the presenter shows, for a page of campaigns. */
  async names(
    tx: DbOrTx,
    companyId: number,
    listIds: number[],
    whatsappIds: number[],
  ): Promise<{ lists: Map<number, string>; connections: Map<number, string> }> {
    const [lists, connections] = await Promise.all([
      listIds.length === 0
        ? []
        : tx
            .select({ id: contactLists.id, name: contactLists.name })
            .from(contactLists)
            .where(and(eq(contactLists.companyId, companyId), inArray(contactLists.id, listIds))),
      whatsappIds.length === 0
        ? []
        : tx
            .select({ id: whatsapps.id, name: whatsapps.name })
            .from(whatsapps)
            .where(and(eq(whatsapps.companyId, companyId), inArray(whatsapps.id, whatsappIds))),
    ]);
    return {
      lists: new Map(lists.map((row) => [row.id, row.name])),
      connections: new Map(connections.map((row) => [row.id, row.name])),
    };
  },

  /**
   * A running campaign (EM_ANDAMENTO) whose recipients include the contact: a send planned to one of its numbers, an
   * entry of its list with one, or its tag on the contact. Each probe goes through a unique key (campaign and number,
   * list and number, contact and tag). Undefined when there is none.
   */
  async runningWithRecipient(
    tx: DbOrTx,
    companyId: number,
    recipient: { contactId: number; numbers: readonly string[] },
  ): Promise<number | undefined> {
    const numbers = sql`${arrayParam(recipient.numbers)}::text[]`;
    const rows = await rawQuery(
      tx,
      sql`select c.id from campaigns c
          where c.company_id = ${companyId} and c.status = 'EM_ANDAMENTO' and (
            exists (select 1 from campaign_shippings s where s.campaign_id = c.id and s.number = any(${numbers}))
            or exists (select 1 from contact_list_items i
                       where i.contact_list_id = c.contact_list_id and i.number = any(${numbers}))
            or exists (select 1 from contact_tags t where t.contact_id = ${recipient.contactId} and t.tag_id = c.tag_list_id))
          order by c.id limit 1`,
    );
    const [row] = rows;
    return row ? Number(row.id) : undefined;
  },

  /** The report's counts of several campaigns, by campaign (from the plan once it exists, else from its list). */
  async stats(
    tx: DbOrTx,
    companyId: number,
    campaignIds: number[],
  ): Promise<Map<number, Omit<CampaignStats, 'valid'> & { total: number }>> {
    if (campaignIds.length === 0) return new Map();
    const rows = await tx
      .select({
        campaignId: campaignShippings.campaignId,
        total: sql<number>`count(*)::int`,
        delivered: sql<number>`count(${campaignShippings.deliveredAt})::int`,
        confirmationRequested: sql<number>`count(${campaignShippings.confirmationRequestedAt})::int`,
        confirmed: sql<number>`count(${campaignShippings.confirmedAt})::int`,
        failed: sql<number>`count(*) filter (where ${campaignShippings.status} = 'failed')::int`,
        invalid: sql<number>`count(*) filter (where ${campaignShippings.status} = 'invalid')::int`,
        pending: sql<number>`count(*) filter (where ${campaignShippings.status} = 'pending')::int`,
      })
      .from(campaignShippings)
      .where(and(eq(campaignShippings.companyId, companyId), inArray(campaignShippings.campaignId, campaignIds)))
      .groupBy(campaignShippings.campaignId);
    return new Map(rows.map(({ campaignId, ...stats }) => [campaignId, stats]));
  },

  async readSettings(tx: DbOrTx, companyId: number): Promise<{ key: string; value: unknown }[]> {
    return tx
      .select({ key: campaignSettings.key, value: campaignSettings.value })
      .from(campaignSettings)
      .where(eq(campaignSettings.companyId, companyId));
  },

  async saveSettings(tx: DbOrTx, companyId: number, values: Record<string, unknown>): Promise<void> {
    const rows = Object.entries(values).map(([key, value]) => ({ companyId, key, value }));
    if (rows.length === 0) return;
    await tx
      .insert(campaignSettings)
      .values(rows)
      .onConflictDoUpdate({
        target: [campaignSettings.companyId, campaignSettings.key],
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      });
  },
};

/**
 * The module's one repository: callers use `campaignsRepository.x` whichever file holds x (recipients, the plan's
 * shippings, confirmations).
 */
export const campaignsRepository = {
  ...campaignRows,
  ...campaignRecipientsRepository,
  ...campaignShippingsRepository,
  ...campaignConfirmationsRepository,
};
