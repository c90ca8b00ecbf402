import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { INVOICES_PAGE_SIZE, type InvoiceView } from '@guiche/shared';
import { ptBR } from '../../i18n/locales/pt-BR';
import { renderWithProviders } from '../../test/renderWithProviders';
import { InvoicesPanel } from './InvoicesPanel';

const invoice = (id: number): InvoiceView => ({
  id,
  companyId: 1,
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
