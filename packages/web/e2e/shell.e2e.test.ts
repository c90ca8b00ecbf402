import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../src/i18n/locales/en';
import { ptBR } from '../src/i18n/locales/pt-BR';

/**
 * The foundation in a real browser against the built server: login validation and errors, the shell, language
 * and theme switching, logout and the route guard. One browser session runs the steps in order, so the
 * account logs in only twice (once wrong, once right) and stays far from the login rate limits.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const artifactsDir = process.env.E2E_ARTIFACTS_DIR ?? 'test-artifacts';
const SCREENSHOTS = join(isAbsolute(artifactsDir) ? artifactsDir : resolve(REPO_ROOT, artifactsDir), 'screenshots');
const STEP_TIMEOUT_MS = 60_000;

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through their vitest config`);
  return value;
}

describe('application shell', { timeout: STEP_TIMEOUT_MS }, () => {
  let baseUrl: string;
  let admin: { email: string; password: string };
  let profileDir: string;
  let context: BrowserContext;
  let page: Page;

  const screenshot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  const drawer = () => page.getByTestId('app-drawer');

  async function fillLogin(email: string, password: string): Promise<void> {
    await page.getByLabel(ptBR.login.email, { exact: true }).fill(email);
    await page.getByLabel(ptBR.login.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: ptBR.login.submit, exact: true }).click();
  }

  beforeAll(async () => {
    baseUrl = requiredEnv('E2E_BASE_URL');
    admin = { email: requiredEnv('E2E_ADMIN_EMAIL'), password: requiredEnv('E2E_ADMIN_PASSWORD') };
    mkdirSync(SCREENSHOTS, { recursive: true });
    profileDir = mkdtempSync(join(tmpdir(), 'guiche-e2e-chromium-'));
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: '/usr/bin/chromium',
      headless: true,
      viewport: { width: 1366, height: 800 },
      locale: 'pt-BR',
      colorScheme: 'light',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    page = context.pages()[0] ?? (await context.newPage());
  }, STEP_TIMEOUT_MS);

  afterAll(async () => {
    await context?.close();
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  });

  it('shows the validation errors of the login form', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('heading', { name: ptBR.login.title }).waitFor();
    await screenshot('login-light');

    await fillLogin('not-an-email', '12345');
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
    await screenshot('login-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
  });

  it('translates a wrong password into the ERR_INVALID_CREDENTIALS toast', async () => {
    await page.getByRole('heading', { name: ptBR.login.title }).waitFor();
    await fillLogin(admin.email, `${admin.password}-wrong`);
    await page.getByText(ptBR.errors.ERR_INVALID_CREDENTIALS).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('logs in and lands on /tickets inside the shell, with the greeting', async () => {
    await fillLogin(admin.email, admin.password);
    await page.waitForURL(`${baseUrl}/tickets`);
    await page.getByText('Login efetuado com sucesso!').waitFor();
    await drawer().waitFor();
    await expect.poll(() => page.getByTestId('appbar-greeting').textContent()).toMatch(/^Olá .+, Bem-vindo a .+$/);
    await expect.poll(() => page.getByTestId('tickets-page').isVisible()).toBe(true);
    await expect.poll(() => drawer().getByRole('link', { name: ptBR.pages.tickets, exact: true }).getAttribute('aria-current')).toBe('page');
    await page.getByText('Login efetuado com sucesso!').waitFor({ state: 'hidden' });
    await screenshot('shell-light');
  });

  it('switches the language to English, keeps it after a reload, and switches back', async () => {
    await page.getByTestId('language-menu-button').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await drawer().getByText(en.pages.quickMessages, { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('appbar-greeting').textContent()).toMatch(/^Hello .+, Welcome to .+$/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.reload();
    await drawer().getByText(en.pages.contacts, { exact: true }).waitFor();

    await page.getByTestId('language-menu-button').click();
    await page.getByRole('menuitem', { name: 'Português' }).click();
    await drawer().getByText(ptBR.pages.quickMessages, { exact: true }).waitFor();
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
    await screenshot('shell-dark');

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
