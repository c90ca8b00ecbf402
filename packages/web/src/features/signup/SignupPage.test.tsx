import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { PLAN_FLAGS, type Plan } from '@guiche/shared';
import { ptBR } from '../../i18n/locales/pt-BR';
import { renderWithProviders } from '../../test/renderWithProviders';
import SignupPage from './SignupPage';

const plan = (id: number, name: string): Plan => ({
  id,
  name,
  users: 3,
  connections: 3,
  queues: 3,
  amount: '49.00',
  isPublic: true,
  ...(Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, true])) as Record<(typeof PLAN_FLAGS)[number], boolean>),
});

/** GET /plans/listPublic answers `plans`. */
function offering(plans: Plan[]) {
  vi.stubGlobal('fetch', async (url: string) =>
    new URL(url, 'http://localhost').pathname === '/api/plans/listPublic'
      ? Response.json(plans)
      : Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 }),
  );
}

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/signup']}>
      <SignupPage />
    </MemoryRouter>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignupPage plan choice', { timeout: 30_000 }, () => {
  it('chooses the only plan offered', async () => {
    offering([plan(2, 'Plano Básico')]);
    renderPage();
    const card = await screen.findByRole('radio', { name: /Plano Básico/ });
    await vi.waitFor(() => expect(card.getAttribute('aria-checked')).toBe('true'));
  });

  it('leaves the choice to the newcomer when several plans are offered', async () => {
    offering([plan(2, 'Plano Básico'), plan(3, 'Plano Pro')]);
    renderPage();
    await screen.findByRole('radio', { name: /Plano Pro/ });
    expect(screen.getAllByRole('radio').map((card) => card.getAttribute('aria-checked'))).toEqual(['false', 'false']);
  });
});

describe('SignupPage terms', { timeout: 30_000 }, () => {
  it('links the terms from the checkbox label: reading them opens a dialog and leaves the box as it was', async () => {
    offering([plan(2, 'Plano Básico')]);
    renderPage();
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: /termos de uso/ });
    await userEvent.click(screen.getByRole('button', { name: 'termos de uso' }));

    const dialog = await screen.findByRole('dialog', { name: ptBR.signup.termsDialog.title });
    expect(dialog.textContent).toContain(ptBR.signup.termsDialog.data);
    expect(box.checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: ptBR.common.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(box);
    expect(box.checked).toBe(true);
  });
});
