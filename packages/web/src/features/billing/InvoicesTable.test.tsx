import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceView } from '@guiche/shared';
import { ptBR } from '../../i18n/locales/pt-BR';
import { renderWithProviders } from '../../test/renderWithProviders';
import { InvoicesTable } from './InvoicesTable';

const OWN = { id: 1, name: 'Plataforma' };
const OTHER = { id: 7, name: 'Padaria Central' };

const invoice = (id: number, company: { id: number; name: string }, status: InvoiceView['status']): InvoiceView => ({
  id,
  companyId: company.id,
  company,
  detail: `Fatura ${id}`,
  users: 3,
  connections: 3,
  queues: 3,
  value: 49,
  dueDate: '2099-01-10',
  status,
  paidAt: status === 'paid' ? '2026-01-02T00:00:00.000Z' : null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const invoices = [invoice(1, OWN, 'open'), invoice(2, OTHER, 'open'), invoice(3, OTHER, 'paid')];

function renderTable(showCompany: boolean, onPay = vi.fn()) {
  renderWithProviders(
    <InvoicesTable
      invoices={invoices}
      loading={false}
      scroll={{ containerRef: createRef<HTMLDivElement>(), onScroll: () => undefined }}
      loadingNextPage={false}
      showCompany={showCompany}
      ownCompanyId={OWN.id}
      onPay={onPay}
    />,
  );
  return onPay;
}

describe('InvoicesTable', () => {
  it('shows the super administrator whose each invoice is, and PAGAR only on its own company’s', async () => {
    const onPay = renderTable(true);
    expect(screen.getAllByRole('columnheader')[0]?.textContent).toBe(ptBR.invoices.columns.company);
    expect(within(screen.getByTestId('invoice-row-1')).getByText(OWN.name)).toBeTruthy();
    expect(within(screen.getByTestId('invoice-row-2')).getByText(OTHER.name)).toBeTruthy();

    expect(within(screen.getByTestId('invoice-row-2')).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('invoice-row-3')).getByRole('button', { name: ptBR.invoices.paid })).toBeTruthy();
    await userEvent.click(within(screen.getByTestId('invoice-row-1')).getByRole('button', { name: ptBR.invoices.pay }));
    expect(onPay).toHaveBeenCalledWith(invoices[0]);
    expect(screen.getAllByRole('button', { name: ptBR.invoices.pay })).toHaveLength(1);
  });

  it('leaves the company column out for a company’s own list', () => {
    renderTable(false);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).not.toContain(ptBR.invoices.columns.company);
    expect(headers[0]).toBe(ptBR.invoices.columns.detail);
    expect(screen.queryByText(OTHER.name)).toBeNull();
  });
});
