import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditLogListAnswer, AuditLogView } from '@guiche/shared';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sessionUser } from '../../test/sessionUser';
import AuditLogsPage from './AuditLogsPage';

const entry = (id: number, values: Partial<AuditLogView> = {}): AuditLogView => ({
  id,
  createdAt: '2026-03-10T13:00:00.000Z',
  companyId: 2,
  actor: { id: 1, name: 'Ana', email: 'ana@empresa.com', companyId: 2 },
  action: 'settings.updated',
  entityType: 'setting',
  entityId: 'requiredTag',
  changes: { requiredTag: { old: 'disabled', new: 'enabled' } },
  ip: '10.0.0.1',
  ...values,
});

/** The trail the fake server holds: a first page that says there is more, and the page after cursor 50. */
const firstPage: AuditLogListAnswer = {
  auditLogs: [
    entry(52, {
      action: 'user.updated',
      entityType: 'user',
      entityId: '7',
      changes: { profile: { old: 'user', new: 'admin' }, password: { old: '********', new: '********' } },
    }),
    entry(51),
  ],
  nextCursor: 50,
};
const secondPage: AuditLogListAnswer = { auditLogs: [entry(50, { action: 'contacts.exported' })], nextCursor: null };

let asked: URL[] = [];

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    asked.push(url);
    if (url.pathname === '/api/users/list') return Response.json([{ id: 1, name: 'Ana' }]);
    if (url.pathname !== '/api/audit-logs') return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
    if (url.searchParams.get('action') === 'company.deleted') return Response.json({ auditLogs: [], nextCursor: null });
    return Response.json(url.searchParams.get('cursor') === '50' ? secondPage : firstPage);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const listCalls = () => asked.filter((url) => url.pathname === '/api/audit-logs');

describe('AuditLogsPage', { timeout: 30_000 }, () => {
  it('lists the entries with their translated action, opens the old → new detail, and loads more by cursor', async () => {
    renderWithProviders(<AuditLogsPage />);
    const rows = await screen.findAllByTestId('audit-log-row');
    expect(rows.map((row) => within(row).getByTestId('audit-log-action').textContent)).toEqual([
      'Usuário alterado',
      'Configurações alteradas',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Usuário #7')).toBeTruthy();

    fireEvent.click(within(rows[0] as HTMLElement).getByTestId('audit-log-toggle'));
    const detail = await screen.findByTestId('audit-log-detail');
    expect(within(detail).getByText('Perfil')).toBeTruthy();
    expect(within(detail).getByText('user')).toBeTruthy();
    expect(within(detail).getByText('admin')).toBeTruthy();
    expect(within(detail).getAllByText('******** (oculto)')).toHaveLength(2);

    fireEvent.click(screen.getByTestId('audit-logs-more'));
    await waitFor(() => expect(screen.getAllByTestId('audit-log-row')).toHaveLength(3));
    expect(listCalls().map((url) => url.searchParams.get('cursor'))).toEqual([null, '50']);
    // The last page has no cursor: nothing more to load.
    expect(screen.queryByTestId('audit-logs-more')).toBeNull();
  });

  it('asks again with the filters chosen, and shows the empty state when nothing matches', async () => {
    renderWithProviders(<AuditLogsPage />);
    await screen.findAllByTestId('audit-log-row');
    fireEvent.change(screen.getByTestId('audit-filter-action'), { target: { value: 'company.deleted' } });
    fireEvent.change(screen.getByTestId('audit-filter-from'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText('Nenhuma ação registrada')).toBeTruthy();
    const last = listCalls().at(-1);
    expect(last?.searchParams.get('action')).toBe('company.deleted');
    expect(last?.searchParams.get('dateFrom')).toBe('2026-03-01');
    expect(last?.searchParams.has('scope')).toBe(false);

    fireEvent.click(screen.getByTestId('audit-filter-clear'));
    await waitFor(() => expect(screen.getAllByTestId('audit-log-row')).toHaveLength(2));
    expect(listCalls().at(-1)?.search).toBe('');
  });

  it('offers the super administrator the platform entries, and an admin no such switch', async () => {
    const { unmount } = renderWithProviders(<AuditLogsPage />);
    await screen.findAllByTestId('audit-log-row');
    expect(screen.queryByTestId('audit-logs-platform')).toBeNull();
    unmount();

    renderWithProviders(<AuditLogsPage />, { user: sessionUser({ super: true }) });
    await screen.findAllByTestId('audit-log-row');
    fireEvent.click(screen.getByTestId('audit-logs-platform'));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('scope')).toBe('platform'));
  });
});
