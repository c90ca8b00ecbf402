import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'react-toastify';
import { PLAN_FLAGS, type CompanyPlan, type PlanFlags, type SessionUser } from '@guiche/shared';
import { PRIVATE_ROUTES } from '../../app/routeCatalog';
import { ptBR } from '../../i18n/locales/pt-BR';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sessionUser } from '../../test/sessionUser';
import { RouteAccessGate } from './RouteAccessGate';

const attendant = sessionUser({ id: 2, profile: 'user' });

/** The company's plan as GET /companies/listPlan answers it: everything but the kanban. */
function plan(): CompanyPlan {
  const flags = Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, flag !== 'useKanban'])) as PlanFlags;
  const details = { id: 1, name: 'Plano', users: 5, connections: 2, queues: 3, amount: '99.90', isPublic: true };
  return { id: 2, name: 'Empresa', dueDate: '2999-12-31', recurrence: 'MENSAL', plan: { ...details, ...flags } };
}

let calls: string[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const { pathname } = new URL(url, 'http://localhost');
    calls.push(pathname);
    if (pathname === '/api/companies/listPlan/2') return Response.json(plan());
    return Response.json({ error: 'ERR_NO_PERMISSION' }, { status: 403 });
  });
  vi.spyOn(toast, 'error');
  vi.spyOn(toast, 'warning');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The private routes as AppRoutes mounts them, each page standing in as a marker of where the user landed. */
function openAs(user: SessionUser, path: string) {
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {PRIVATE_ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <RouteAccessGate requirements={route}>
                <p data-testid="page">{route.path}</p>
              </RouteAccessGate>
            }
          />
        ))}
      </Routes>
    </MemoryRouter>,
    { user },
  );
}

const text = ptBR.access;

describe('RouteAccessGate', { timeout: 30_000 }, () => {
  it('shows a plain user the no-access page on an admin page, with the way to their home (/tickets)', async () => {
    openAs(attendant, '/users');
    expect(screen.getByTestId('no-access-page')).toBeTruthy();
    expect(screen.getAllByText(text.noAccessTitle).length).toBeGreaterThan(0);
    expect(screen.getByText(text.noAccessText)).toBeTruthy();
    expect(screen.queryByTestId('page')).toBeNull();
    // Not the company's no-permission message: it is the user's profile that is refused.
    expect(screen.queryByText(text.noPermission)).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: ptBR.common.backToHome }));
    expect((await screen.findByTestId('page')).textContent).toBe('/tickets/:ticketId?');
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it('sends a plain user from / (the dashboard) to /tickets without a word', async () => {
    openAs(attendant, '/');
    expect((await screen.findByTestId('page')).textContent).toBe('/tickets/:ticketId?');
    expect(screen.queryByTestId('no-access-page')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.warning).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.startsWith('/api/dashboard'))).toEqual([]);
  });

  it('opens the dashboard to a plain user with showDashboard', async () => {
    openAs({ ...attendant, showDashboard: 'enabled' }, '/');
    expect((await screen.findByTestId('page')).textContent).toBe('/');
  });

  it('opens the real-time page to a plain user with allowRealTime alone', async () => {
    openAs({ ...attendant, allowRealTime: 'enabled' }, '/moments');
    expect((await screen.findByTestId('page')).textContent).toBe('/moments');
  });

  it('refuses the real-time page to a user without allowRealTime with the no-access page, not a redirect', () => {
    openAs({ ...attendant, showDashboard: 'enabled' }, '/moments');
    expect(screen.getByTestId('no-access-page')).toBeTruthy();
    expect(screen.getByRole('link', { name: ptBR.common.backToHome }).getAttribute('href')).toBe('/');
  });

  it('says the plan lacks a feature and, after 1 s, takes a plain user to /tickets with the message', async () => {
    openAs(attendant, '/kanban');
    expect(await screen.findByTestId('no-permission')).toBeTruthy();
    expect(screen.queryByTestId('page')).toBeNull();
    expect((await screen.findByTestId('page', {}, { timeout: 3000 })).textContent).toBe('/tickets/:ticketId?');
    expect(toast.warning).toHaveBeenCalledWith(text.noPermission, { toastId: 'no-permission' });
  });
});
