import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { CampaignListAnswer } from '@guiche/shared';
import { ptBR } from '../../i18n/locales/pt-BR';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sessionUser } from '../../test/sessionUser';
import CampaignsPage from './CampaignsPage';
import { campaignFixture } from './testing/campaignFixture';

/** One campaign in each state that offers a command: a draft, a running one and a cancelled one. */
const page: CampaignListAnswer = {
  records: [
    campaignFixture({ id: 1, name: 'Rascunho' }),
    campaignFixture({ id: 2, name: 'Enviando', status: 'EM_ANDAMENTO', scheduledAt: '2026-11-01T12:00:00.000Z' }),
    campaignFixture({ id: 3, name: 'Parada', status: 'CANCELADA', scheduledAt: '2026-11-01T12:00:00.000Z' }),
  ],
  count: 3,
  hasMore: false,
};

beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/campaigns') return Response.json(page);
    if (pathname === '/api/tags/list') return Response.json([]);
    return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const text = ptBR.campaigns;

async function renderAs(profile: 'admin' | 'supervisor' | 'user') {
  renderWithProviders(
    <MemoryRouter>
      <CampaignsPage />
    </MemoryRouter>,
    { user: sessionUser({ profile }) },
  );
  return screen.findAllByTestId('campaign-row');
}

describe('CampaignsPage', { timeout: 30_000 }, () => {
  it('shows a plain user the campaigns read-only: no add, stop, restart or delete; the report and a view stay', async () => {
    const rows = await renderAs('user');
    expect(rows).toHaveLength(3);
    expect(screen.queryByTestId('campaigns-add')).toBeNull();
    expect(screen.queryByTestId('campaign-stop')).toBeNull();
    expect(screen.queryByTestId('campaign-restart')).toBeNull();
    expect(screen.queryByTestId('campaign-delete')).toBeNull();
    expect(screen.getAllByTestId('campaign-report')).toHaveLength(3);
    // Even the draft opens to be looked at, not edited.
    const draft = within(rows[0] as HTMLElement);
    expect(draft.getByRole('button', { name: 'Ver Rascunho' })).toBeTruthy();
    expect(draft.queryByRole('button', { name: 'Editar Rascunho' })).toBeNull();
  });

  it.each(['admin', 'supervisor'] as const)(
    'gives the %s every action the campaign’s state allows',
    async (profile) => {
      const rows = await renderAs(profile);
      expect(screen.getByTestId('campaigns-add').textContent).toBe(text.add);
      const [draft, running, cancelled] = rows.map((row) => within(row));
      expect(draft?.getByRole('button', { name: 'Editar Rascunho' })).toBeTruthy();
      expect(running?.getByTestId('campaign-stop')).toBeTruthy();
      expect(cancelled?.getByTestId('campaign-restart')).toBeTruthy();
      expect(screen.getAllByTestId('campaign-delete')).toHaveLength(3);
      // A running campaign is stopped before it is deleted.
      expect((running?.getByTestId('campaign-delete') as HTMLButtonElement).disabled).toBe(true);
    },
  );
});
