import { addRecurrence, customPlanPrice, todayIsoDate, type InvoiceListAnswer, type ListInvoicesQuery, type PixCharge, type Subscription } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { companiesRepository } from '../companies/companies.repository.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { presentInvoice } from './invoice.presenter.js';
import { invoicesRepository, type InvoiceRow } from './invoices.repository.js';

/** GET /invoices/all pages hold 20 invoices, like the other lists. */
export const INVOICES_PAGE_SIZE = 20;
/** How the custom plan's invoice is named (the checkout's Personalizar step). */
export const CUSTOM_PLAN_DETAIL = 'Plano personalizado';

/**
 * Invoices and the Pix checkout (spec 2 "Invoices", "Checkout dialog"). A company sees its own invoices, the super
 * administrator everyone's. Paying is the provider's webhook's doing (confirmCharge): the invoice is paid once and the
 * company's due date moves on by its recurrence from the later of today and the old due date.
 */
export class InvoicesService {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly provider: PaymentProvider,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(auth: RequestAuth, query: ListInvoicesQuery): Promise<InvoiceListAnswer> {
    const offset = (query.pageNumber - 1) * INVOICES_PAGE_SIZE;
    const scope = auth.super ? 'all' : { companyId: auth.companyId };
    const { rows, count } = await invoicesRepository.page(this.db, scope, query.searchParam, { limit: INVOICES_PAGE_SIZE, offset });
    return { list: rows.map(presentInvoice), hasMore: offset + rows.length < count };
  }

  /**
   * POST /subscription: a Pix charge for one of the company's open invoices, at the invoice's price or the custom
   * plan's (computed here, whatever the screen says). The same invoice at the same price reuses its charge, so
   * opening the checkout again does not leave several charges to pay. The provider is called outside any
   * transaction; the charge is recorded after, if the invoice is still open by then.
   */
  async checkout(auth: RequestAuth, input: Subscription): Promise<PixCharge> {
    const invoice = await invoicesRepository.findById(this.db, auth.companyId, input.invoiceId);
    if (!invoice) throw new AppError('ERR_INVOICE_NOT_FOUND');
    assertOpen(invoice);
    const terms = billedTerms(invoice, input);
    const reuse = invoice.chargeId && terms.value === invoice.value ? invoice.chargeId : undefined;
    const charge = reuse
      ? await this.provider.pixOf(reuse)
      : await this.provider.createPixCharge({
          companyId: auth.companyId,
          invoiceId: invoice.id,
          payer: { name: input.firstName, document: input.zipcode },
          value: terms.value,
          dueDate: laterDate(invoice.dueDate, todayIsoDate(this.now())),
          description: `${terms.detail} (fatura #${invoice.id})`,
        });
    await this.db.transaction(async (tx) => {
      const current = await invoicesRepository.lockById(tx, auth.companyId, invoice.id);
      if (!current) throw new AppError('ERR_INVOICE_NOT_FOUND');
      assertOpen(current);
      await invoicesRepository.setCharge(tx, auth.companyId, invoice.id, { ...terms, chargeId: charge.chargeId });
    });
    return {
      qrcode: { qrcode: charge.pixText, imagemQrcode: `data:image/png;base64,${charge.qrImageBase64}` },
      valor: { original: terms.value },
      invoiceId: invoice.id,
    };
  }

  /**
   * The provider says the charge was paid. The invoice turns paid and the company's due date moves on in one
   * transaction; a charge already settled (a replayed webhook) or unknown changes nothing.
   */
  async confirmCharge(chargeId: string): Promise<void> {
    const paid = await this.db.transaction(async (tx) => {
      const invoice = await invoicesRepository.markChargePaid(tx, chargeId, this.now());
      if (!invoice) return undefined;
      const found = await companiesRepository.lockWithPlan(tx, invoice.companyId);
      if (!found) return undefined;
      const from = laterDate(found.company.dueDate ?? invoice.dueDate, todayIsoDate(this.now()));
      const dueDate = addRecurrence(from, found.company.recurrence ?? 'MENSAL');
      await companiesRepository.update(tx, invoice.companyId, { dueDate });
      return { companyId: invoice.companyId, invoiceId: invoice.id, dueDate };
    });
    if (paid) this.events.emit('invoice.paid', paid);
  }

  /** The daily job's work: invoices for every cycle falling due within `daysAhead` days. */
  async billUpcomingCycles(daysAhead: number): Promise<number> {
    const until = new Date(this.now().getTime() + daysAhead * 86_400_000);
    return invoicesRepository.billCyclesDueBy(this.db, todayIsoDate(until));
  }
}

function assertOpen(invoice: InvoiceRow): void {
  if (invoice.status === 'paid') throw new AppError('ERR_INVOICE_ALREADY_PAID');
}

/** What the invoice bills: its own terms, or the custom plan's (users and connections at the custom price). */
function billedTerms(invoice: InvoiceRow, input: Subscription): Pick<InvoiceRow, 'detail' | 'users' | 'connections' | 'value'> {
  if (!input.custom) return { detail: invoice.detail, users: invoice.users, connections: invoice.connections, value: invoice.value };
  if (input.users === undefined || input.connections === undefined) {
    throw new AppError('ERR_VALIDATION', { issues: [{ path: input.users === undefined ? 'users' : 'connections', message: 'validation.required' }] });
  }
  return { detail: CUSTOM_PLAN_DETAIL, users: input.users, connections: input.connections, value: customPlanPrice(input.users, input.connections).toFixed(2) };
}

/** The later of two yyyy-MM-dd dates. */
function laterDate(a: string, b: string): string {
  return a.slice(0, 10) > b ? a.slice(0, 10) : b;
}
