import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { CampaignStats, ShippingStatus } from '@guiche/shared';
import { readBatcherPerHandle } from '../../db/batched.js';
import type { DbOrTx } from '../../db/database.js';
import { anyOfPlaceholder, preparedPerHandle } from '../../db/prepared.js';
import {
  campaignSettings,
  campaignShippings,
  campaigns,
  contactListItems,
  contactLists,
  contacts,
  whatsapps,
} from '../../db/schema/index.js';
import { contactListsReader } from '../contact-lists/index.js';
import { containsPattern } from '../contacts/search-pattern.js';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignValues = Omit<typeof campaigns.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;
export type ShippingRow = typeof campaignShippings.$inferSelect;
export type NewShipping = Omit<typeof campaignShippings.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

/** A recipient as the plan reads it from a list or a tag. */
export interface Recipient {
  key: number;
  name: string;
  number: string;
  email: string | null;
  variables: Record<string, string>;
  contactListItemId: number | null;
}

const SETTLED: ShippingStatus[] = ['sent', 'failed', 'invalid', 'awaiting_confirmation'];

/** Read for every batch of inbound messages (a reply may confirm a campaign's message). */
const awaitingConfirmationOf = preparedPerHandle((tx) =>
  tx
    .select({ contactId: contacts.id, shipping: campaignShippings })
    .from(campaignShippings)
    .innerJoin(
      contacts,
      and(
        anyOfPlaceholder(contacts.id, 'contactIds', 'int'),
        eq(contacts.companyId, sql.placeholder('companyId')),
        eq(contacts.number, campaignShippings.number),
      ),
    )
    .where(
      and(
        eq(campaignShippings.companyId, sql.placeholder('companyId')),
        eq(campaignShippings.status, 'awaiting_confirmation'),
        isNull(campaignShippings.confirmedAt),
      ),
    )
    .orderBy(desc(campaignShippings.id))
    .prepare('shippings_awaiting_confirmation'),
);

export const campaignsRepository = {
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

  /** Numbers of a list not known to be without WhatsApp (the report's "valid" before the plan exists). */
  async validInList(tx: DbOrTx, companyId: number, contactListId: number): Promise<number> {
    const [row] = await tx
      .select({ value: count() })
      .from(contactListItems)
      .where(
        and(
          eq(contactListItems.companyId, companyId),
          eq(contactListItems.contactListId, contactListId),
          sql`${contactListItems.isWhatsappValid} is not false`,
        ),
      );
    return row?.value ?? 0;
  },

  /** The next `limit` recipients of a list after `after` (keyset by item id). */
  async listRecipients(
    tx: DbOrTx,
    companyId: number,
    contactListId: number,
    after: number,
    limit: number,
  ): Promise<Recipient[]> {
    const rows = await tx
      .select()
      .from(contactListItems)
      .where(
        and(
          eq(contactListItems.companyId, companyId),
          eq(contactListItems.contactListId, contactListId),
          gt(contactListItems.id, after),
          sql`${contactListItems.isWhatsappValid} is not false`,
        ),
      )
      .orderBy(asc(contactListItems.id))
      .limit(limit);
    return rows.map((row) => ({
      key: row.id,
      name: row.name,
      number: row.number,
      email: row.email,
      variables: row.variables,
      contactListItemId: row.id,
    }));
  },

  /** The next `limit` contacts carrying a tag after contact `after`. */
  async tagRecipients(
    tx: DbOrTx,
    companyId: number,
    tagId: number,
    after: number,
    limit: number,
  ): Promise<Recipient[]> {
    const rows = await contactListsReader.taggedContacts(tx, companyId, tagId, after, limit);
    return rows.map((row) => ({
      key: row.id,
      name: row.name,
      number: row.number,
      email: row.email,
      variables: {},
      contactListItemId: null,
    }));
  },

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

  /** A fromMe message the channel echoed back with this id is one of our campaign sends. */
  async isCampaignSend(tx: DbOrTx, companyId: number, whatsappId: number, wid: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: campaignShippings.id })
      .from(campaignShippings)
      .where(
        and(
          eq(campaignShippings.companyId, companyId),
          eq(campaignShippings.whatsappId, whatsappId),
          eq(campaignShippings.wid, wid),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** Recipients waiting to confirm, by the contacts that wrote (their numbers), newest first, per contact. */
  async awaitingConfirmation(tx: DbOrTx, companyId: number, contactIds: number[]): Promise<Map<number, ShippingRow[]>> {
    const rows = await awaitingConfirmationOf(tx).execute({ companyId, contactIds });
    const byContact = new Map<number, ShippingRow[]>();
    for (const { contactId, shipping } of rows)
      byContact.set(contactId, [...(byContact.get(contactId) ?? []), shipping]);
    return byContact;
  },

  /**
   * The contact's recipients waiting to confirm, as awaitingConfirmation reads them. Asked for every inbound
   * message: those asked together on one handle (a write batch's messages) are read together (ReadBatcher).
   */
  async awaitingConfirmationOfContact(db: DbOrTx, companyId: number, contactId: number): Promise<ShippingRow[]> {
    return (await awaitingConfirmationTogether(db).load(companyId, contactId)) ?? [];
  },

  /** Records the reply under the row's lock; false when it was recorded already. */
  async confirm(tx: DbOrTx, companyId: number, id: number, at: Date): Promise<boolean> {
    const rows = await tx
      .update(campaignShippings)
      .set({ confirmedAt: at })
      .where(
        and(
          eq(campaignShippings.companyId, companyId),
          eq(campaignShippings.id, id),
          eq(campaignShippings.status, 'awaiting_confirmation'),
          isNull(campaignShippings.confirmedAt),
        ),
      )
      .returning({ id: campaignShippings.id });
    return rows.length > 0;
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

const awaitingConfirmationTogether = readBatcherPerHandle((db, companyId, contactIds) =>
  campaignsRepository.awaitingConfirmation(db, companyId, contactIds),
);
