import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { readBatcherPerHandle } from '../../db/batched.js';
import type { DbOrTx } from '../../db/database.js';
import { anyOfPlaceholder, preparedPerHandle } from '../../db/prepared.js';
import { campaignShippings, contacts } from '../../db/schema/index.js';
import type { ShippingRow } from './campaign-shippings.repository.js';

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

/** The inbound side of a campaign: its sends echoed back, and replies that confirm a recipient. */
export const campaignConfirmationsRepository = {
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
};

const awaitingConfirmationTogether = readBatcherPerHandle((db, companyId, contactIds) =>
  campaignConfirmationsRepository.awaitingConfirmation(db, companyId, contactIds),
);
