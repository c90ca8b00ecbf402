import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { sessionEnd } from '../../i18n/locales/pt-BR/sessionEnd';
import { base } from '../../i18n/locales/pt-BR/base';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sessionUser } from '../../test/sessionUser';
import LoginPage from './LoginPage';

const logins: unknown[] = [];

/** The server: a login answers a session and no plan is public (SignupLink). */
function server() {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/auth/login') {
      logins.push(JSON.parse(String(init?.body)));
      return Response.json({ token: 'access-token', publicToken: 'public-token', user: sessionUser() });
    }
    return Response.json(path === '/api/plans/listPublic' ? [] : { error: 'ERR_NOT_FOUND' });
  });
}

/** A page whose display mode is standalone (the installed app) or not (a browser tab). */
function displayMode(mode: 'browser' | 'standalone') {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === `(display-mode: ${mode})` }));
}

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter>
      <LoginPage />
    </MemoryRouter>,
  );

async function logIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(base.login.email), 'ana@empresa.com');
  await user.type(screen.getByLabelText(base.login.password, { selector: 'input' }), 'segredo123');
  await user.click(screen.getByRole('button', { name: base.login.submit }));
  await waitFor(() => expect(logins).toHaveLength(1));
}

beforeEach(() => {
  logins.length = 0;
  window.sessionStorage.clear();
  server();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginPage', { timeout: 30_000 }, () => {
  it('says why the session ended when another device’s login replaced it', async () => {
    window.sessionStorage.setItem('sessionEnd', 'replaced');
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(sessionEnd.sessionEnd.replaced);
  });

  it('says nothing after a logout or on a first visit', async () => {
    renderPage();
    await screen.findByRole('button', { name: base.login.submit });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('logs the installed app in as an app session', async () => {
    displayMode('standalone');
    renderPage();
    await logIn();
    expect(logins).toEqual([{ email: 'ana@empresa.com', password: 'segredo123', sessionKind: 'app' }]);
  });

  it('logs a browser tab in as a browser session', async () => {
    displayMode('browser');
    renderPage();
    await logIn();
    expect(logins).toEqual([{ email: 'ana@empresa.com', password: 'segredo123', sessionKind: 'browser' }]);
  });
});
