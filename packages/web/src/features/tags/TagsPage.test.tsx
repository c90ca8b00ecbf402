import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TagView } from '@guiche/shared';
import { ptBR } from '../../i18n/locales/pt-BR';
import { renderWithProviders } from '../../test/renderWithProviders';
import TagsPage from './TagsPage';

const tag = (id: number, name: string): TagView => ({
  id,
  name,
  color: '#1976D2',
  kanban: 0,
  userId: null,
  contactsCount: id,
  ticketsCount: 0,
});

/** GET /tags answers by search and offset; the first answer waits until the test lets it go. */
let releaseFirstPage: () => void;
let requested: URLSearchParams[];

beforeEach(() => {
  requested = [];
  const firstPageHeld = new Promise<void>((resolve) => (releaseFirstPage = resolve));
  vi.stubGlobal('fetch', async (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname !== '/api/tags') return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
    requested.push(searchParams);
    if (searchParams.get('searchParam')) return Response.json({ tags: [], hasMore: false });
    if (searchParams.get('offset') === '0') {
      await firstPageHeld;
      return Response.json({ tags: [tag(1, 'Cliente VIP'), tag(2, 'Atacado')], hasMore: true });
    }
    return Response.json({ tags: [tag(3, 'Varejo')], hasMore: false });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const text = ptBR.tags;

describe('TagsPage', { timeout: 30_000 }, () => {
  it('shows skeleton rows, then the rows (loading the next page while they do not fill the box), then the empty state of a search with no match', async () => {
    renderWithProviders(<TagsPage />);
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    expect(screen.queryByText(text.emptyTitle)).toBeNull();

    releaseFirstPage();
    expect(await screen.findByText('Cliente VIP')).toBeTruthy();
    // jsdom lays nothing out, so the rows never fill the box and the next page follows at once.
    expect(await screen.findByText('Varejo')).toBeTruthy();
    expect(requested.map((params) => params.get('offset'))).toEqual(['0', '2']);
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);

    await userEvent.type(screen.getByRole('searchbox', { name: text.search }), 'zzz');
    // The search goes out once, after the debounce, and its empty answer shows the empty state.
    expect(await screen.findByText(text.emptyTitle, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText('Cliente VIP')).toBeNull();
    expect(requested.filter((params) => params.has('searchParam')).map((params) => params.get('searchParam'))).toEqual([
      'zzz',
    ]);
  });
});
