import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { campaignShippings } from '../../db/schema/index.js';
import type { ShippingRow } from './campaign-shippings.repository.js';

/** A campaign's recipients as its deliveries export reads them: walked by id, one batch in memory at a time. */
export type DeliveryRow = Pick<
  ShippingRow,
  'id' | 'number' | 'name' | 'status' | 'confirmationRequestedAt' | 'confirmedAt' | 'deliveredAt' | 'failedReason'
>;

const ofCampaign = (companyId: number, campaignId: number) =>
  and(eq(campaignShippings.companyId, companyId), eq(campaignShippings.campaignId, campaignId));

export const campaignDeliveriesRepository = {
  async count(tx: DbOrTx, companyId: number, campaignId: number): Promise<number> {
    const [row] = await tx.select({ value: count() }).from(campaignShippings).where(ofCampaign(companyId, campaignId));
    return row?.value ?? 0;
  },

  /** The next `limit` recipients after id `after` (keyset), in the order they were planned. */
  async batch(tx: DbOrTx, companyId: number, campaignId: number, after: number, limit: number): Promise<DeliveryRow[]> {
    return tx
      .select({
        id: campaignShippings.id,
        number: campaignShippings.number,
        name: campaignShippings.name,
        status: campaignShippings.status,
        confirmationRequestedAt: campaignShippings.confirmationRequestedAt,
        confirmedAt: campaignShippings.confirmedAt,
        deliveredAt: campaignShippings.deliveredAt,
        failedReason: campaignShippings.failedReason,
      })
      .from(campaignShippings)
      .where(and(ofCampaign(companyId, campaignId), gt(campaignShippings.id, after)))
      .orderBy(asc(campaignShippings.id))
      .limit(limit);
  },
};
