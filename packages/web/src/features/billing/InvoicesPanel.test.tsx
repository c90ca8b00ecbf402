import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { INVOICES_PAGE_SIZE, type CompanyListItem, type CompanyPage, type InvoiceView } from '@guiche/shared';
import { ptBR } from '../../i18n/locales/pt-BR';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sessionUser } from '../../test/sessionUser';
import { InvoicesPanel } from './InvoicesPanel';

const invoice = (id: number, company = { id: 2, name: 'Empresa' }): InvoiceView => ({
  id,
  companyId: company.id,
  company,
  detail: `Fatura ${id}`,
  users: 1,
  connections: 1,
  queues: 1,
  value: 30,
  dueDate: '2099-01-10',
  status: 'open',
  paidAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** GET /invoices/all answers bare arrays: a full first page (held until the test lets it go), then a short one. */
let releaseFirstPage: () => void;
let requested: URLSearchParams[];

beforeEach(() => {
  requested = [];
  const firstPageHeld = new Promise<void>((resolve) => (releaseFirstPage = resolve));
  vi.stubGlobal('fetch', async (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname !== '/api/invoices/all') return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
    requested.push(searchParams);
    if (searchParams.get('searchParam')) return Response.json([]);
    if (searchParams.get('pageNumber') === '1') {
      await firstPageHeld;
      return Response.json(Array.from({ length: INVOICES_PAGE_SIZE }, (_none, index) => invoice(index + 1)));
    }
    return Response.json([invoice(INVOICES_PAGE_SIZE + 1)]);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InvoicesPanel', { timeout: 30_000 }, () => {
  it('shows skeleton rows, then the invoices page after page while pages are full, then the empty state of a search with no match', async () => {
    renderWithProviders(
      <MemoryRouter>
        <InvoicesPanel />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);

    releaseFirstPage();
    expect(await screen.findByText('Fatura 1')).toBeTruthy();
    // jsdom lays nothing out, so the rows never fill the box: a full page is followed at once, a short one ends it.
    expect(await screen.findByText(`Fatura ${INVOICES_PAGE_SIZE + 1}`)).toBeTruthy();
    expect(requested.map((params) => params.get('pageNumber'))).toEqual(['1', '2']);
    expect(screen.getAllByTestId(/^invoice-row-/)).toHaveLength(INVOICES_PAGE_SIZE + 1);

    await userEvent.type(screen.getByRole('searchbox', { name: ptBR.invoices.search }), 'zzz');
    expect(await screen.findByText(ptBR.billing.emptyTitle, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText('Fatura 1')).toBeNull();
  });
});

/** A company as GET /companies lists it. */
const listedCompany = (id: number, name: string): CompanyListItem => ({
  id,
  name,
  email: '',
  phone: '',
  document: '',
  planId: 1,
  plan: { id: 1, name: 'Plano', amount: '99.00' },
  status: true,
  dueDate: '2099-01-10',
  recurrence: 'MENSAL',
  paymentMethod: '',
  timeZone: 'America/Sao_Paulo',
  numberAttendants: 1,
  numberConections: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
});

describe('InvoicesPanel for the super administrator', { timeout: 30_000 }, () => {
  it('lists every company’s invoices with their company, narrows them to the company chosen, and pays only its own', async () => {
    const own = { id: 1, name: 'Plataforma' };
    const other = { id: 7, name: 'Padaria Central' };
    const invoicesAsked: URLSearchParams[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      if (pathname === '/api/companies') {
        const page: CompanyPage = {
          companies: [listedCompany(own.id, own.name), listedCompany(other.id, other.name)],
          count: 2,
          hasMore: false,
        };
        return Response.json(page);
      }
      if (pathname !== '/api/invoices/all') return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
      invoicesAsked.push(searchParams);
      const all = [invoice(1, own), invoice(2, other)];
      const companyId = Number(searchParams.get('companyId') ?? 0);
      return Response.json(companyId ? all.filter((found) => found.companyId === companyId) : all);
    });
    renderWithProviders(
      <MemoryRouter>
        <InvoicesPanel />
      </MemoryRouter>,
      { user: sessionUser({ super: true, companyId: own.id, company: { ...sessionUser().company, id: own.id } }) },
    );

    expect(await screen.findByText('Fatura 2')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: ptBR.invoices.columns.company })).toBeTruthy();
    expect(screen.getByTestId('pay-invoice-1')).toBeTruthy();
    expect(screen.queryByTestId('pay-invoice-2')).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: ptBR.invoices.companyFilter }));
    await userEvent.click(await screen.findByRole('option', { name: other.name }));
    await waitFor(() => expect(screen.queryByText('Fatura 1')).toBeNull());
    expect(screen.getByText('Fatura 2')).toBeTruthy();
    expect(invoicesAsked.at(-1)?.get('companyId')).toBe(String(other.id));
  });
});
