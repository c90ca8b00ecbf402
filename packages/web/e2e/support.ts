import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import {
  chromium,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type PageScreenshotOptions,
} from 'playwright-core';
import { expect } from 'vitest';
import { ptBR } from '../src/i18n/locales/pt-BR';

/**
 * What every browser test file shares: the Chromium it drives, the login, and the waits that keep screenshots free of
 * half-finished transitions. Login is rate limited per account (10 per 15 minutes) across all files, so a file logs
 * in once, in its beforeAll, and runs its steps in order on that one page.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const artifactsDir = process.env.E2E_ARTIFACTS_DIR ?? 'test-artifacts';
const SCREENSHOTS = join(isAbsolute(artifactsDir) ? artifactsDir : resolve(REPO_ROOT, artifactsDir), 'screenshots');

export const STEP_TIMEOUT_MS = 60_000;
export const DESKTOP = { width: 1366, height: 800 };
export const PHONE = { width: 390, height: 844 };

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through their vitest config`);
  return value;
}

/** The built product the global setup started, and the super administrator it seeded. */
export const e2eBaseUrl = (): string => requiredEnv('E2E_BASE_URL');
export const e2eAdmin = (): { email: string; password: string } => ({
  email: requiredEnv('E2E_ADMIN_EMAIL'),
  password: requiredEnv('E2E_ADMIN_PASSWORD'),
});

export interface BrowserSession {
  context: BrowserContext;
  /** The first tab; other tabs come from `context.newPage()`. */
  page: Page;
  /** Uncaught errors of every tab of the session, for the last step to expect none. */
  pageErrors: string[];
  /** Closes the browser and removes its profile. */
  close(): Promise<void>;
}

/** What makes a browser a phone rather than a desktop: its screen, touch and pixel density. */
export type DeviceOptions = Pick<BrowserContextOptions, 'viewport' | 'isMobile' | 'hasTouch' | 'deviceScaleFactor'>;

/** Debian's Chromium, headless, on a fresh profile, desktop-sized unless `device` says otherwise, in Portuguese and the light colour scheme. */
export async function launchBrowser(device: DeviceOptions = {}): Promise<BrowserSession> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const profileDir = mkdtempSync(join(tmpdir(), 'guiche-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: DESKTOP,
    ...device,
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
  const pageErrors: string[] = [];
  const watch = (tab: Page) => tab.on('pageerror', (error) => pageErrors.push(error.message));
  // A persistent context opens with its first tab already there: no 'page' event announces that one.
  const first = context.pages()[0];
  if (first) watch(first);
  context.on('page', watch);
  const page = first ?? (await context.newPage());
  return {
    context,
    page,
    pageErrors,
    close: async () => {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/** Fills and submits the login form on screen. */
export async function submitLogin(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.getByLabel(ptBR.login.email, { exact: true }).fill(credentials.email);
  await page.getByLabel(ptBR.login.password, { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: ptBR.login.submit, exact: true }).click();
}

/** Logs the administrator in (once per file: see above), lands on /tickets and starts from the light theme. */
export async function openLoggedIn(page: Page, credentials = e2eAdmin()): Promise<void> {
  const baseUrl = e2eBaseUrl();
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, credentials);
  await page.waitForURL(`${baseUrl}/tickets`);
  await setTheme(page, 'light');
}

/** Opens a screen of the app and waits for the element that says it is there. */
export async function openScreen(page: Page, path: string, testId: string): Promise<void> {
  await page.goto(`${e2eBaseUrl()}${path}`);
  await page.getByTestId(testId).waitFor();
}

/** No hover tooltip, click ripple or tab indicator still moving in the next screenshot. */
export async function settled(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  // A tooltip opened by focus stays while its element keeps the focus, wherever the mouse goes; MUI takes the first
  // focus after a page load for keyboard focus, so a button clicked right after a reload can keep its tooltip open.
  await page.evaluate(() => {
    if (document.querySelector('.MuiTooltip-popper') && document.activeElement instanceof HTMLElement)
      document.activeElement.blur();
  });
  await page.locator('.MuiTouchRipple-child').first().waitFor({ state: 'detached' });
  await page.locator('.MuiTooltip-popper').first().waitFor({ state: 'detached' });
}

/** Switches with the app bar's toggle (the choice is kept in the account's preferences, so only when it differs). */
export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const toggle = page.getByTestId('theme-toggle');
  if ((await toggle.getAttribute('data-theme')) !== theme) await toggle.click();
  await page.locator(`[data-testid="theme-toggle"][data-theme="${theme}"]`).waitFor();
  await settled(page);
}

/** A dialog has finished fading in (screenshots taken mid-transition show the page through it). */
export async function dialogShown(dialog: Locator): Promise<void> {
  // `dialog` is the dialog's root (a test id) or its paper (role dialog): the container fading in is either around or in it.
  const opacity = () =>
    dialog.evaluate((element) => {
      const container = element.closest('.MuiDialog-container') ?? element.querySelector('.MuiDialog-container');
      return container ? getComputedStyle(container).opacity : '';
    });
  await expect.poll(opacity).toBe('1');
  await settled(dialog.page());
}

export async function toastsCleared(page: Page): Promise<void> {
  await page.locator('.Toastify__toast').first().waitFor({ state: 'detached' });
}

/** Saves `test-artifacts/screenshots/{name}.png` (or under E2E_ARTIFACTS_DIR). */
export async function screenshot(
  page: Page,
  name: string,
  options: Omit<PageScreenshotOptions, 'path'> = {},
): Promise<void> {
  await page.screenshot({ ...options, path: join(SCREENSHOTS, `${name}.png`) });
}

/** A call of the API with the page's own session (no second login), for what the screen under test does not set up. */
export function apiCall(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method: verb, path: target, body: payload }) => {
      const response = await fetch(`/api${target}`, {
        method: verb,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
          // A JSON content type with no body is refused by the server, so it goes only with a body.
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
    },
    { method, path, body },
  );
}

export interface HeldConversation {
  connectionId: number;
  ticketId: number;
  ticketUuid: string;
  contactId: number;
}

/**
 * A conversation of the file's own: a simulator connection paired, a queue, a contact who wrote `firstMessage`, and
 * the ticket accepted by the logged-in admin into that queue, so that other browser files' tickets never interfere.
 */
export async function heldConversation(
  page: Page,
  setup: {
    connection: string;
    queue: { name: string; color: string };
    contact: { number: string; name: string };
    firstMessage: string;
  },
): Promise<HeldConversation> {
  const me = (await apiCall(page, 'GET', '/auth/me')).body as { id: number };
  const queue = await apiCall(page, 'POST', '/queue', { ...setup.queue, greetingMessage: '' });
  expect(queue.status).toBe(201);
  const connection = await apiCall(page, 'POST', '/whatsapp', { name: setup.connection, channel: 'simulator' });
  expect(connection.status).toBe(201);
  const connectionId = (connection.body as { id: number }).id;
  expect((await apiCall(page, 'POST', `/simulator/${connectionId}/scan`)).status).toBeLessThan(300);
  await expect
    .poll(async () => ((await apiCall(page, 'GET', `/simulator/${connectionId}`)).body as { status: string }).status, {
      timeout: 20_000,
    })
    .toBe('CONNECTED');
  const wrote = await apiCall(page, 'POST', `/simulator/${connectionId}/chats/${setup.contact.number}/messages`, {
    body: setup.firstMessage,
    contactName: setup.contact.name,
  });
  expect(wrote.status).toBe(201);
  const findTicket = async () => {
    const list = (await apiCall(page, 'GET', '/tickets?status=pending&showAll=true')).body as {
      tickets: { id: number; uuid: string; contactId: number; contact: { number: string } }[];
    };
    return list.tickets.find((entry) => entry.contact.number === setup.contact.number);
  };
  await expect.poll(findTicket, { timeout: 20_000 }).toBeDefined();
  const ticket = await findTicket();
  if (!ticket) throw new Error('the contact’s ticket did not arrive');
  const accepted = await apiCall(page, 'PUT', `/tickets/${ticket.id}`, {
    status: 'open',
    userId: me.id,
    queueId: (queue.body as { id: number }).id,
  });
  expect(accepted.status).toBe(200);
  return { connectionId, ticketId: ticket.id, ticketUuid: ticket.uuid, contactId: ticket.contactId };
}
