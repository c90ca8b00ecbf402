import type { InvoiceView } from '@guiche/shared';
import type { InvoiceListRow } from './invoices.repository.js';

/** An invoice as GET /invoices/all answers it (spec 2 §3 Invoice), with its company (docs/spec-deviations.md). */
export function presentInvoice({ invoice: row, company }: InvoiceListRow): InvoiceView {
  return {
    id: row.id,
    companyId: row.companyId,
    company,
    detail: row.detail,
    users: row.users,
    connections: row.connections,
    queues: row.queues,
    value: Number(row.value),
    dueDate: row.dueDate,
    status: row.status,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
