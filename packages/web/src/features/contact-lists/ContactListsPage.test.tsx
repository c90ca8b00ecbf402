import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ContactListListAnswer } from '@guiche/shared';
import { ptBR } from '../../i18n/locales/pt-BR';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sessionUser } from '../../test/sessionUser';
import ContactListsPage from './ContactListsPage';

const page: ContactListListAnswer = {
  records: [
    { id: 1, name: 'Clientes', contactsCount: 12, createdAt: '2026-11-01T12:00:00.000Z' },
    { id: 2, name: 'Fornecedores', contactsCount: 3, createdAt: '2026-11-02T12:00:00.000Z' },
  ],
  count: 2,
  hasMore: false,
};

beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/contact-lists') return Response.json(page);
    return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderAs(profile: 'admin' | 'supervisor' | 'user') {
  renderWithProviders(
    <MemoryRouter>
      <ContactListsPage />
    </MemoryRouter>,
    { user: sessionUser({ profile }) },
  );
  return screen.findAllByTestId('contact-list-row');
}

describe('ContactListsPage', { timeout: 30_000 }, () => {
  it('shows a plain user the lists to open, without add, import, rename or delete', async () => {
    expect(await renderAs('user')).toHaveLength(2);
    expect(screen.getAllByTestId('contact-list-open')).toHaveLength(2);
    for (const testId of ['contact-lists-add', 'contact-list-upload', 'contact-list-edit', 'contact-list-delete'])
      expect(screen.queryAllByTestId(testId), testId).toHaveLength(0);
  });

  it.each(['admin', 'supervisor'] as const)('gives the %s add, import, rename and delete', async (profile) => {
    expect(await renderAs(profile)).toHaveLength(2);
    expect(screen.getByTestId('contact-lists-add').textContent).toBe(ptBR.contactLists.add);
    for (const testId of ['contact-list-open', 'contact-list-upload', 'contact-list-edit', 'contact-list-delete'])
      expect(screen.getAllByTestId(testId), testId).toHaveLength(2);
  });
});
