import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { invoiceCharges } from '../../db/schema/index.js';
import type { InvoiceRow } from './invoices.repository.js';

export type InvoiceChargeRow = typeof invoiceCharges.$inferSelect;
/** What a checkout bills: the invoice's own terms or the custom plan's. */
export type BilledTerms = Pick<InvoiceRow, 'detail' | 'users' | 'connections' | 'value'>;

const sameTerms = (companyId: number, invoiceId: number, terms: BilledTerms) =>
  and(
    eq(invoiceCharges.companyId, companyId),
    eq(invoiceCharges.invoiceId, invoiceId),
    eq(invoiceCharges.users, terms.users),
    eq(invoiceCharges.connections, terms.connections),
    eq(invoiceCharges.value, terms.value),
  );

/** The provider charges of invoices (schema/invoices.ts): the unique terms key decides which checkout raises one. */
export const invoiceChargesRepository = {
  /**
   * Claims the terms for the caller to raise their charge; undefined when a row for them exists already. `custom`
   * marks the checkout's custom plan, whose terms become the company's plan once paid.
   */
  async claim(
    tx: DbOrTx,
    companyId: number,
    invoiceId: number,
    terms: BilledTerms & { custom: boolean },
    at: Date,
  ): Promise<InvoiceChargeRow | undefined> {
    const [row] = await tx
      .insert(invoiceCharges)
      .values({ companyId, invoiceId, ...terms, claimedAt: at })
      .onConflictDoNothing({
        target: [invoiceCharges.invoiceId, invoiceCharges.users, invoiceCharges.connections, invoiceCharges.value],
      })
      .returning();
    return row;
  },

  /** Takes over a claim made before `staleBefore` that never got its charge (its checkout died). */
  async takeOverAbandoned(
    tx: DbOrTx,
    companyId: number,
    invoiceId: number,
    terms: BilledTerms,
    staleBefore: Date,
    at: Date,
  ): Promise<InvoiceChargeRow | undefined> {
    const [row] = await tx
      .update(invoiceCharges)
      .set({ claimedAt: at })
      .where(
        and(
          sameTerms(companyId, invoiceId, terms),
          isNull(invoiceCharges.chargeId),
          lt(invoiceCharges.claimedAt, staleBefore),
        ),
      )
      .returning();
    return row;
  },

  async findByTerms(
    tx: DbOrTx,
    companyId: number,
    invoiceId: number,
    terms: BilledTerms,
  ): Promise<InvoiceChargeRow | undefined> {
    const [row] = await tx
      .select()
      .from(invoiceCharges)
      .where(sameTerms(companyId, invoiceId, terms));
    return row;
  },

  async setChargeId(tx: DbOrTx, companyId: number, id: number, chargeId: string): Promise<void> {
    await tx
      .update(invoiceCharges)
      .set({ chargeId })
      .where(and(eq(invoiceCharges.companyId, companyId), eq(invoiceCharges.id, id)));
  },

  /** Gives a claim back when its charge could not be raised, so the next checkout tries again. */
  async release(tx: DbOrTx, companyId: number, id: number): Promise<void> {
    await tx
      .delete(invoiceCharges)
      .where(and(eq(invoiceCharges.companyId, companyId), eq(invoiceCharges.id, id), isNull(invoiceCharges.chargeId)));
  },

  /**
   * The charge the provider's webhook names. The webhook knows no company: the provider's id is unique across
   * companies (invoice_charges_charge_id_key), and the row found names its company for everything after.
   */
  async findByChargeId(tx: DbOrTx, chargeId: string): Promise<InvoiceChargeRow | undefined> {
    const [row] = await tx.select().from(invoiceCharges).where(eq(invoiceCharges.chargeId, chargeId));
    return row;
  },
};
