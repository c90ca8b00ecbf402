import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../src/i18n/locales/en';
import { ptBR } from '../src/i18n/locales/pt-BR';
import {
  e2eAdmin,
  e2eBaseUrl,
  launchBrowser,
  screenshot,
  STEP_TIMEOUT_MS,
  submitLogin,
  type BrowserSession,
} from './support';

/**
 * The foundation in a real browser against the built server: login validation and errors, the shell, language
 * and theme switching, logout and the route guard. One browser session runs the steps in order, so the
 * account logs in only twice (once wrong, once right) and stays far from the login rate limits.
 */
describe('application shell', { timeout: STEP_TIMEOUT_MS }, () => {
  let baseUrl: string;
  let admin: { email: string; password: string };
  let session: BrowserSession;
  let page: Page;

  const drawer = () => page.getByTestId('app-drawer');

  beforeAll(async () => {
    baseUrl = e2eBaseUrl();
    admin = e2eAdmin();
    session = await launchBrowser();
    page = session.page;
  }, STEP_TIMEOUT_MS);

  afterAll(() => session?.close());

  it('shows the validation errors of the login form', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('heading', { name: ptBR.login.title }).waitFor();
    await screenshot(page, 'login-light');

    await submitLogin(page, { email: 'not-an-email', password: '12345' });
    await expect.poll(() => page.getByText('Por favor, insira um email válido.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('A senha deve ter pelo menos 6 caracteres.').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('shows the login in the dark theme when the system prefers it', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await page.getByRole('heading', { name: ptBR.login.title }).waitFor();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(11, 20, 24)');
    await screenshot(page, 'login-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
  });

  it('translates a wrong password into the ERR_INVALID_CREDENTIALS toast', async () => {
    await page.getByRole('heading', { name: ptBR.login.title }).waitFor();
    await submitLogin(page, { ...admin, password: `${admin.password}-wrong` });
    await page.getByText(ptBR.errors.ERR_INVALID_CREDENTIALS).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('logs in and lands on /tickets inside the shell, with the greeting', async () => {
    await submitLogin(page, admin);
    await page.waitForURL(`${baseUrl}/tickets`);
    await page.getByText('Login efetuado com sucesso!').waitFor();
    await drawer().waitFor();
    await expect
      .poll(() => page.getByTestId('appbar-greeting').textContent())
      .toMatch(/^Olá .+, boas-vindas à equipe .+$/);
    // The screen is a lazy chunk: waited for as long as a step may take, not the second a poll gives.
    await page.getByTestId('tickets-page').waitFor();
    await expect
      .poll(() => drawer().getByRole('link', { name: ptBR.pages.tickets, exact: true }).getAttribute('aria-current'))
      .toBe('page');
    await page.getByText('Login efetuado com sucesso!').waitFor({ state: 'hidden' });
    await screenshot(page, 'shell-light');
  });

  it('switches the language to English, keeps it after a reload, and switches back', async () => {
    await page.getByTestId('language-menu-button').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await drawer().getByText(en.pages.contacts, { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('appbar-greeting').textContent()).toMatch(/^Hello .+, Welcome to .+$/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.reload();
    await drawer().getByText(en.pages.users, { exact: true }).waitFor();

    await page.getByTestId('language-menu-button').click();
    await page.getByRole('menuitem', { name: 'Português' }).click();
    await drawer().getByText(ptBR.pages.contacts, { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
  });

  it('toggles the dark theme, keeps it after a reload, and toggles back', async () => {
    const bodyBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByTestId('theme-toggle').click();
    await expect.poll(bodyBackground).toBe('rgb(11, 20, 24)');
    await expect.poll(() => page.getByTestId('theme-toggle').getAttribute('data-theme')).toBe('dark');

    await page.reload();
    await drawer().waitFor();
    await expect.poll(bodyBackground).toBe('rgb(11, 20, 24)');
    await screenshot(page, 'shell-dark');

    await page.getByTestId('theme-toggle').click();
    await expect.poll(bodyBackground).toBe('rgb(243, 246, 248)');
  });

  it('logs out to /login, after which a private route redirects to /login', async () => {
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('logout-menuitem').click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.goto(`${baseUrl}/users`);
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('heading', { name: ptBR.login.title }).waitFor();
  });
});
