import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { PLATFORM_COMPANY_ID } from '@guiche/shared';
import { ptBR } from '../../i18n/locales/pt-BR';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sessionUser } from '../../test/sessionUser';
import { CompaniesManager } from './CompaniesManager';
import { companyFixture } from './companyFixture';
import { CompanyDeleteDialog } from './CompanyDeleteDialog';

const company = companyFixture({ id: 5, name: 'Padaria Central' });
const counts = { users: 3, connections: 1, tickets: 120, contacts: 45, liveSessions: 0 };

/** The server as the dialog meets it: the counts, and DELETE answering `deleteAnswer`. */
function serving(deleteAnswer: Response) {
  const deletes: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/companies/5/deletion') return Response.json(counts);
    if (pathname === '/api/companies/5' && init.method === 'DELETE') {
      deletes.push(pathname);
      return deleteAnswer;
    }
    if (pathname === '/api/companies')
      return Response.json({
        companies: [companyFixture({ id: PLATFORM_COMPANY_ID, name: 'Guichê' }), company],
        count: 2,
        hasMore: false,
      });
    return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
  });
  return deletes;
}

const renderDialog = () => {
  const onDeleted = vi.fn();
  renderWithProviders(<CompanyDeleteDialog company={company} onClose={() => undefined} onDeleted={onDeleted} />);
  return onDeleted;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CompanyDeleteDialog', { timeout: 30_000 }, () => {
  it('says what goes with the company and deletes only once its name is typed', async () => {
    const deletes = serving(new Response(null, { status: 204 }));
    const onDeleted = renderDialog();
    const listed = await screen.findByTestId('company-delete-counts');
    expect(listed.textContent).toContain('3 usuários');
    expect(listed.textContent).toContain('1 conexão');
    expect(listed.textContent).toContain('120 atendimentos');
    expect(listed.textContent).toContain('45 contatos');

    const confirm = screen.getByTestId('company-delete-confirm');
    const name = screen.getByRole('textbox', { name: ptBR.companies.deletion.confirmLabel });
    await userEvent.type(name, 'Padaria');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await userEvent.type(name, ' Central');
    expect(confirm.hasAttribute('disabled')).toBe(false);
    await userEvent.click(confirm);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(deletes).toEqual(['/api/companies/5']);
  });

  it('keeps the dialog open with the server’s refusal shown inside it', async () => {
    serving(Response.json({ error: 'ERR_COMPANY_HAS_ACTIVE_SESSIONS' }, { status: 409 }));
    const onDeleted = renderDialog();
    await userEvent.type(
      screen.getByRole('textbox', { name: ptBR.companies.deletion.confirmLabel }),
      'Padaria Central{Enter}',
    );
    const refusal = await screen.findByTestId('company-delete-error');
    expect(refusal.textContent).toBe(ptBR.errors.ERR_COMPANY_HAS_ACTIVE_SESSIONS);
    expect(screen.getByTestId('company-delete-dialog')).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});

describe('CompaniesManager', { timeout: 30_000 }, () => {
  it('offers no delete for the platform company', async () => {
    serving(new Response(null, { status: 204 }));
    renderWithProviders(
      <MemoryRouter>
        <CompaniesManager />
      </MemoryRouter>,
      { user: sessionUser({ super: true, companyId: PLATFORM_COMPANY_ID }) },
    );
    const rows = await screen.findAllByTestId('company-row');
    expect(rows.map((row) => row.querySelector('[data-testid="company-delete"]') !== null)).toEqual([false, true]);
  });
});
