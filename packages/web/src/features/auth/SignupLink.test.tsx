import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PLAN_FLAGS, type Plan } from '@guiche/shared';
import { base } from '../../i18n/locales/pt-BR/base';
import { renderWithProviders } from '../../test/renderWithProviders';
import { plansKeys } from '../plans/plansApi';
import { SignupLink } from './SignupLink';

const plan: Plan = {
  id: 2,
  name: 'Plano Básico',
  users: 3,
  connections: 3,
  queues: 3,
  amount: '49.00',
  isPublic: true,
  ...(Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, true])) as Record<(typeof PLAN_FLAGS)[number], boolean>),
};

/** GET /plans/listPublic answers `plans`. */
function offering(plans: Plan[]) {
  vi.stubGlobal('fetch', async (url: string) =>
    new URL(url, 'http://localhost').pathname === '/api/plans/listPublic'
      ? Response.json(plans)
      : Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 }),
  );
}

const renderLink = () =>
  renderWithProviders(
    <MemoryRouter>
      <SignupLink />
    </MemoryRouter>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignupLink', { timeout: 30_000 }, () => {
  it('leads to /signup once a public plan is offered, and keeps the plans for the sign-up page', async () => {
    offering([plan]);
    const { queryClient } = renderLink();
    const link = await screen.findByRole('link', { name: base.login.signup });
    expect(link.getAttribute('href')).toBe('/signup');
    expect(queryClient.getQueryData(plansKeys.public)).toEqual([plan]);
  });

  it('is hidden while no plan is public', async () => {
    offering([]);
    const { queryClient } = renderLink();
    await waitFor(() => expect(queryClient.getQueryData(plansKeys.public)).toEqual([]));
    expect(screen.queryByRole('link', { name: base.login.signup })).toBeNull();
    expect(screen.queryByText(base.login.noAccount)).toBeNull();
  });
});
