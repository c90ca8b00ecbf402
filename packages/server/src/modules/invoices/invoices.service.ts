import { setTimeout } from 'node:timers/promises';
import {
  customPlanPrice,
  INVOICES_PAGE_SIZE,
  todayIsoDate,
  type InvoiceListAnswer,
  type ListInvoicesQuery,
  type PixCharge,
  type Subscription,
} from '@guiche/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import type { AuditTrail } from '../audit-logs/index.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { connectionsReader } from '../connections/index.js';
import type { PaymentProvider, PixChargeRequest, PixCharge as ProviderPix } from '../payments/payment-provider.js';
import { usersReader } from '../users/index.js';
import { invoiceChargesRepository, type BilledTerms, type InvoiceChargeRow } from './invoice-charges.repository.js';
import { presentInvoice } from './invoice.presenter.js';
import { isFree, laterDate, settleInvoice, type SettledInvoice } from './invoice-settlement.js';
import { assertCanPay, visibleInvoices } from './invoices.policy.js';
import { invoicesRepository, type InvoiceRow, type InvoiceScope } from './invoices.repository.js';

/** How the custom plan's invoice is named (the checkout's Personalizar step). */
export const CUSTOM_PLAN_DETAIL = 'Plano personalizado';
/**
 * How long a checkout waits for a concurrent one raising the same charge, polling every CLAIM_POLL_MS: above one
 * provider call (asaas-client.ts times out at 15 s), below a browser's patience.
 */
const CLAIM_WAIT_MS = 20_000;
const CLAIM_POLL_MS = 150;
/** A claim this old without its charge belongs to a checkout that died (four provider calls of 15 s at most). */
const CLAIM_ABANDONED_MS = 90_000;

/**
 * Invoices and the Pix checkout (spec 2 "Invoices", "Checkout dialog"). A company sees its own invoices, the super
 * administrator everyone's (invoices.policy.ts). Paying is the provider's webhook's doing (confirmCharge): the invoice
 * is paid once and the company's due date moves on by its recurrence from the later of today and the old due date.
 */
export class InvoicesService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly provider: PaymentProvider,
    private readonly audit: AuditTrail,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(auth: RequestAuth, query: ListInvoicesQuery): Promise<InvoiceListAnswer> {
    const scope = visibleInvoices(auth, query.companyId);
    const offset = (query.pageNumber - 1) * INVOICES_PAGE_SIZE;
    const rows = await invoicesRepository.page(this.db, scope, query.searchParam, {
      limit: INVOICES_PAGE_SIZE,
      offset,
    });
    if (scope !== 'all') await this.audit.companyAccessed(this.db, auth, scope.companyId, 'invoices');
    return rows.map(presentInvoice);
  }

  /**
   * POST /subscription: a Pix charge for one of the company's open invoices, at the invoice's price or the custom
   * plan's (computed here, whatever the screen says). Nothing to pay (a free plan's invoice) is settled without a
   * charge, which Asaas would refuse, and answered as paid. The provider is called outside any transaction; the
   * charge for the same terms is raised once (chargeFor) and the invoice takes those terms if it is still open. Only
   * the invoice's own company pays it: the super administrator, who sees everyone's, is refused another's.
   */
  async checkout(auth: RequestAuth, input: Subscription): Promise<PixCharge> {
    const invoice = await invoicesRepository.findById(this.db, visibleInvoices(auth), input.invoiceId);
    if (!invoice) throw new AppError('ERR_INVOICE_NOT_FOUND');
    assertCanPay(auth, invoice);
    assertOpen(invoice);
    const terms = billedTerms(invoice, input);
    if (input.custom) await this.assertRoomForUsage(auth.companyId, terms);
    if (isFree(terms.value)) {
      await this.settle((tx) => settleInvoice(tx, invoice, { chargeId: null, terms }, this.now()));
      throw new AppError('ERR_INVOICE_ALREADY_PAID');
    }
    const charge = await this.chargeFor(
      invoice,
      { ...terms, custom: input.custom },
      {
        companyId: auth.companyId,
        invoiceId: invoice.id,
        payer: { name: input.firstName, document: input.zipcode },
        value: terms.value,
        dueDate: laterDate(invoice.dueDate, todayIsoDate(this.now())),
        description: `${terms.detail} (fatura #${invoice.id})`,
      },
    );
    await this.db.transaction(async (tx) => {
      const current = await invoicesRepository.lockById(tx, auth.companyId, invoice.id);
      if (!current) throw new AppError('ERR_INVOICE_NOT_FOUND');
      assertOpen(current);
      await invoicesRepository.setTerms(tx, auth.companyId, invoice.id, terms);
    });
    return {
      qrcode: { qrcode: charge.pixText, imagemQrcode: `data:image/png;base64,${charge.qrImageBase64}` },
      valor: { original: terms.value },
      invoiceId: invoice.id,
    };
  }

  /**
   * The provider's charge for these terms of the invoice, raised by exactly one checkout: the one whose claim
   * inserted the terms row (the unique key decides between concurrent checkouts). The others wait for its charge and
   * show the same Pix; if its provider call fails it gives the claim back and a waiter claims in turn. A claim left
   * without a charge for CLAIM_ABANDONED_MS (its process died mid-call) is taken over.
   */
  private async chargeFor(
    invoice: InvoiceRow,
    terms: BilledTerms & { custom: boolean },
    request: PixChargeRequest,
  ): Promise<ProviderPix> {
    const giveUpAt = Date.now() + CLAIM_WAIT_MS;
    for (;;) {
      const now = this.now();
      const claim =
        (await invoiceChargesRepository.claim(this.db, invoice.companyId, invoice.id, terms, now)) ??
        (await invoiceChargesRepository.takeOverAbandoned(
          this.db,
          invoice.companyId,
          invoice.id,
          terms,
          new Date(now.getTime() - CLAIM_ABANDONED_MS),
          now,
        ));
      if (claim) return this.raise(claim, request);
      const existing = await invoiceChargesRepository.findByTerms(this.db, invoice.companyId, invoice.id, terms);
      if (existing?.chargeId) return this.provider.pixOf(existing.chargeId);
      // Another checkout is raising this charge right now.
      if (Date.now() > giveUpAt) throw new AppError('ERR_PAYMENT_UNAVAILABLE');
      await setTimeout(CLAIM_POLL_MS);
    }
  }

  private async raise(claim: InvoiceChargeRow, request: PixChargeRequest): Promise<ProviderPix> {
    let charge: ProviderPix;
    try {
      charge = await this.provider.createPixCharge(request);
    } catch (error) {
      await invoiceChargesRepository.release(this.db, claim.companyId, claim.id);
      throw error;
    }
    await invoiceChargesRepository.setChargeId(this.db, claim.companyId, claim.id, charge.chargeId);
    return charge;
  }

  /**
   * The provider says the charge was paid: its invoice turns paid at that charge's terms (whichever of the invoice's
   * charges it is) and the company's due date moves on, in one transaction. A charge already settled (a replayed
   * webhook) or unknown changes nothing.
   */
  async confirmCharge(chargeId: string): Promise<void> {
    await this.settle(async (tx) => {
      const charge = await invoiceChargesRepository.findByChargeId(tx, chargeId);
      if (!charge) return undefined;
      const terms = {
        detail: charge.detail,
        users: charge.users,
        connections: charge.connections,
        value: charge.value,
      };
      return settleInvoice(
        tx,
        { companyId: charge.companyId, id: charge.invoiceId },
        { chargeId, terms, custom: charge.custom },
        this.now(),
      );
    });
  }

  /** The daily job's work: invoices for every cycle falling due within `daysAhead` days. Answers how many it billed. */
  async billUpcomingCycles(daysAhead: number): Promise<number> {
    const until = new Date(this.now().getTime() + daysAhead * 86_400_000);
    return this.bill('all', todayIsoDate(until));
  }

  /**
   * The daily run's rule for one company whose due date has just changed: a cycle due today or before, with no
   * invoice yet, is billed now rather than at the next 03:00 run, so a company the super administrator put past its
   * due date has its invoice to pay at once. Answers how many were billed (0 or 1).
   */
  async billDueCycle(companyId: number): Promise<number> {
    return this.bill({ companyId }, todayIsoDate(this.now()));
  }

  /** Bills the scope's cycles due by `until`; a free plan's are settled at once, without a charge. */
  private async bill(scope: InvoiceScope, until: string): Promise<number> {
    const billed = await invoicesRepository.billCyclesDueBy(this.db, scope, until);
    for (const invoice of billed.filter((row) => isFree(row.value))) {
      await this.settle((tx) => settleInvoice(tx, invoice, { chargeId: null }, this.now()));
    }
    return billed.length;
  }

  /**
   * A custom plan becomes the company's plan once paid, so it may not be below what the company already uses: paying
   * 49 for 3 users would otherwise keep 50 (ERR_PLAN_BELOW_USAGE). What it has not chosen (queues) it keeps.
   */
  private async assertRoomForUsage(companyId: number, terms: BilledTerms): Promise<void> {
    const [users, connections] = await Promise.all([
      usersReader.countInCompany(this.db, companyId),
      connectionsReader.countInCompany(this.db, companyId),
    ]);
    if (users > terms.users || connections > terms.connections) {
      throw new AppError('ERR_PLAN_BELOW_USAGE', {
        message: `The company has ${users} users and ${connections} connections`,
      });
    }
  }

  /** Runs a settlement in a transaction and, once committed, announces the paid invoice. */
  private async settle(work: (tx: DbOrTx) => Promise<SettledInvoice | undefined>): Promise<void> {
    const settled = await this.db.transaction(work);
    if (settled)
      this.events.emit('invoice.paid', {
        companyId: settled.invoice.companyId,
        invoiceId: settled.invoice.id,
        dueDate: settled.dueDate,
      });
  }
}

function assertOpen(invoice: InvoiceRow): void {
  if (invoice.status === 'paid') throw new AppError('ERR_INVOICE_ALREADY_PAID');
}

/** What the invoice bills: its own terms, or the custom plan's (users and connections at the custom price). */
function billedTerms(invoice: InvoiceRow, input: Subscription): BilledTerms {
  if (!input.custom)
    return { detail: invoice.detail, users: invoice.users, connections: invoice.connections, value: invoice.value };
  if (input.users === undefined || input.connections === undefined) {
    throw new AppError('ERR_VALIDATION', {
      issues: [{ path: input.users === undefined ? 'users' : 'connections', message: 'validation.required' }],
    });
  }
  return {
    detail: CUSTOM_PLAN_DETAIL,
    users: input.users,
    connections: input.connections,
    value: customPlanPrice(input.users, input.connections).toFixed(2),
  };
}
