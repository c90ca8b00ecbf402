import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ptBR } from '../src/i18n/locales/pt-BR';

/**
 * The ticket manager in a real browser against the built server: a contact writes from /simulator on a simulator
 * connection, the ticket appears live in the pending list, is accepted (picking a queue, as it has none), moves to
 * the assigned list, is resolved and shows in the closed tab; then the search tab finds it and the new ticket
 * dialog opens a fresh one. The account logs in once, in beforeAll: every e2e file shares the login rate limit.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const artifactsDir = process.env.E2E_ARTIFACTS_DIR ?? 'test-artifacts';
const SCREENSHOTS = join(isAbsolute(artifactsDir) ? artifactsDir : resolve(REPO_ROOT, artifactsDir), 'screenshots');
const STEP_TIMEOUT_MS = 60_000;
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const CONNECTION = 'Simulador Atendimentos E2E';
const QUEUE = { name: 'Atendimentos E2E', color: '#006B76' };
const CONTACT = { number: '5511987650001', name: 'Joana Atendimentos E2E' };
const MESSAGE = 'Bom dia! Quero saber do meu pedido 4321, por favor';

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through their vitest config`);
  return value;
}

describe('ticket manager', { timeout: STEP_TIMEOUT_MS }, () => {
  let baseUrl: string;
  let profileDir: string;
  let context: BrowserContext;
  let page: Page;
  let connectionId = 0;
  const pageErrors: string[] = [];

  const screenshot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  const list = () => page.getByTestId('ticket-list');
  const row = () => list().getByTestId('ticket-row').filter({ hasText: CONTACT.name });
  const subTab = (name: 'open' | 'pending' | 'group') => page.getByTestId(`tickets-subtab-${name}`);
  const subTabCount = async (name: 'open' | 'pending' | 'group') => Number(await subTab(name).getByTestId('tab-count').getAttribute('data-count'));

  /** No hover tooltip, click ripple or tab indicator still moving in the next screenshot. */
  async function settled(): Promise<void> {
    await page.mouse.move(0, 0);
    await page.locator('.MuiTouchRipple-child').first().waitFor({ state: 'detached' });
    await page.locator('.MuiTooltip-popper').first().waitFor({ state: 'detached' });
  }

  async function dialogShown(dialog: Locator): Promise<void> {
    // `dialog` is the dialog's root (a test id) or its paper (role dialog): the container fading in is either around or in it.
    const opacity = () =>
      dialog.evaluate((element) => {
        const container = element.closest('.MuiDialog-container') ?? element.querySelector('.MuiDialog-container');
        return container ? getComputedStyle(container).opacity : '';
      });
    await expect.poll(opacity).toBe('1');
    await settled();
  }

  async function waitForToastsToClear(): Promise<void> {
    await page.locator('.Toastify__toast').first().waitFor({ state: 'detached' });
  }

  async function setTheme(theme: 'light' | 'dark'): Promise<void> {
    const toggle = page.getByTestId('theme-toggle');
    if ((await toggle.getAttribute('data-theme')) !== theme) await toggle.click();
    await page.locator(`[data-testid="theme-toggle"][data-theme="${theme}"]`).waitFor();
    await settled();
  }

  /** A call of the API with the page's own session, for what this screen does not set up itself. */
  function apiCall(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    return page.evaluate(
      async ({ method: verb, path: target, body: payload }) => {
        const response = await fetch(`/api${target}`, {
          method: verb,
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
          body: payload === undefined ? undefined : JSON.stringify(payload),
        });
        const text = await response.text();
        return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
      },
      { method, path, body },
    );
  }

  beforeAll(async () => {
    baseUrl = requiredEnv('E2E_BASE_URL');
    mkdirSync(SCREENSHOTS, { recursive: true });
    profileDir = mkdtempSync(join(tmpdir(), 'guiche-e2e-chromium-'));
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: '/usr/bin/chromium',
      headless: true,
      viewport: DESKTOP,
      locale: 'pt-BR',
      colorScheme: 'light',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(`${baseUrl}/login`);
    await page.getByLabel(ptBR.login.email, { exact: true }).fill(requiredEnv('E2E_ADMIN_EMAIL'));
    await page.getByLabel(ptBR.login.password, { exact: true }).fill(requiredEnv('E2E_ADMIN_PASSWORD'));
    await page.getByRole('button', { name: ptBR.login.submit, exact: true }).click();
    await page.waitForURL(`${baseUrl}/tickets`);
    await setTheme('light');
  }, STEP_TIMEOUT_MS);

  afterAll(async () => {
    await context?.close();
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  });

  it('shows a message a contact writes on /simulator as a new pending ticket, live', async () => {
    // A queue to accept into, and a paired simulator connection (routing to no queue, so accepting asks for one).
    expect((await apiCall('POST', '/queue', QUEUE)).status).toBe(201);
    const created = await apiCall('POST', '/whatsapp', { name: CONNECTION, channel: 'simulator' });
    expect(created.status).toBe(201);
    connectionId = (created.body as { id: number }).id;
    await expect.poll(async () => ((await apiCall('GET', `/whatsapp/${connectionId}`)).body as { status: string }).status).toBe('qrcode');
    expect((await apiCall('POST', `/simulator/${connectionId}/scan`, {})).status).toBeLessThan(300);
    await expect.poll(async () => ((await apiCall('GET', `/whatsapp/${connectionId}`)).body as { status: string }).status).toBe('CONNECTED');

    await page.getByTestId('tickets-manager').waitFor();
    await page.getByTestId('tickets-welcome').waitFor();
    await subTab('pending').click();
    await expect.poll(() => list().getAttribute('aria-busy')).toBe('false');
    const pendingBefore = await subTabCount('pending');

    // The contact is played in another tab of the same session; this one is never reloaded.
    const phone = await context.newPage();
    phone.on('pageerror', (error) => pageErrors.push(error.message));
    await phone.goto(`${baseUrl}/simulator?connection=${connectionId}`);
    await phone.getByTestId('new-contact').click();
    const contact = phone.getByTestId('new-contact-dialog');
    await contact.getByLabel(ptBR.simulator.number, { exact: true }).fill(CONTACT.number);
    await contact.getByLabel(ptBR.simulator.contactName, { exact: true }).fill(CONTACT.name);
    await contact.getByTestId('new-contact-submit').click();
    const composer = phone.getByRole('textbox', { name: ptBR.simulator.message });
    await composer.fill(MESSAGE);
    await composer.press('Enter');
    await phone.locator('[data-testid="phone-message"][data-direction="in"]').filter({ hasText: MESSAGE }).waitFor();
    await phone.close();

    await row().waitFor();
    await expect.poll(() => row().getAttribute('data-status')).toBe('pending');
    // The row cuts the message at 30 characters, and the ticket has no queue yet.
    await row().getByTestId('ticket-last-message').getByText(`${MESSAGE.slice(0, 30)}…`, { exact: true }).waitFor();
    await row().getByTestId('ticket-queue').getByText(ptBR.tickets.row.noQueue).waitFor();
    await row().getByTestId('ticket-unread').waitFor();
    await expect.poll(() => subTabCount('pending')).toBe(pendingBefore + 1);
    // The contact typing shows in the row instead of the last message, until they stop.
    expect((await apiCall('POST', `/simulator/${connectionId}/chats/${CONTACT.number}/presence`, { state: 'composing' })).status).toBe(204);
    await row().getByTestId('ticket-presence').getByText(ptBR.tickets.row.composing).waitFor();
    expect((await apiCall('POST', `/simulator/${connectionId}/chats/${CONTACT.number}/presence`, { state: 'paused' })).status).toBe(204);
    await row().getByTestId('ticket-last-message').waitFor();
    // The bell counts it too: unassigned, without a queue, and not open on screen.
    await expect.poll(() => page.getByTestId('notifications-button').locator('.MuiBadge-badge').textContent()).not.toBe('0');
    await settled();
    await screenshot('tickets-pending-light');

    await page.getByTestId('notifications-button').click();
    await page.getByTestId('notification-item').filter({ hasText: CONTACT.name }).waitFor();
    await settled();
    await screenshot('tickets-notifications-light');
    await page.keyboard.press('Escape');
    await page.getByTestId('notifications-list').waitFor({ state: 'detached' });
  });

  it('accepts the ticket into a queue: it opens and moves from pending to assigned', async () => {
    const pendingBefore = await subTabCount('pending');
    await row().getByTestId('ticket-action-accept').click();
    const dialog = page.getByTestId('accept-ticket-dialog');
    await dialog.getByRole('combobox', { name: ptBR.tickets.acceptDialog.queue }).click();
    await page.getByRole('option', { name: QUEUE.name }).click();
    await dialogShown(dialog);
    await screenshot('tickets-accept-dialog-light');
    await dialog.getByTestId('accept-ticket-confirm').click();
    await dialog.waitFor({ state: 'detached' });

    await page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/);
    await expect.poll(() => subTab('open').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => row().getAttribute('data-status')).toBe('open');
    await row().getByTestId('ticket-queue').getByText(QUEUE.name).waitFor();
    await expect.poll(() => subTabCount('pending')).toBe(pendingBefore - 1);
    await expect.poll(() => row().evaluate((element) => element.classList.contains('Mui-selected'))).toBe(true);
    await page.getByTestId('ticket-chat').waitFor();
    await waitForToastsToClear();
    await settled();
    await screenshot('tickets-chat-light');

    await setTheme('dark');
    await screenshot('tickets-chat-dark');
    await page.setViewportSize(PHONE);
    // One column at a time on a phone: the chat under the Ticket tab, the lists under Atendimentos.
    await page.getByTestId('narrow-tab-tickets').waitFor();
    await settled();
    await screenshot('tickets-chat-phone');
    await page.getByTestId('narrow-tab-tickets').click();
    await row().waitFor();
    await settled();
    await screenshot('tickets-list-phone');
    await page.setViewportSize(DESKTOP);
    await setTheme('light');
  });

  it('resolves the ticket: it leaves the assigned list and shows in the closed tab', async () => {
    await row().getByTestId('ticket-action-resolve').click();
    await page.waitForURL(`${baseUrl}/tickets`);
    await expect.poll(() => row().count()).toBe(0);
    await page.getByTestId('tickets-welcome').waitFor();

    await page.getByTestId('tickets-tab-closed').click();
    await row().waitFor();
    await expect.poll(() => row().getAttribute('data-status')).toBe('closed');
    await row().getByTestId('ticket-action-reopen').waitFor();
    await waitForToastsToClear();
    await settled();
    await screenshot('tickets-closed-light');
    await setTheme('dark');
    await screenshot('tickets-closed-dark');
    await setTheme('light');
  });

  it('finds the ticket in the search tab by what the contact wrote', async () => {
    await page.getByTestId('tickets-tab-search').click();
    await page.getByTestId('ticket-search').fill('pedido 4321');
    await row().waitFor();
    await page.getByTestId('ticket-filters-toggle').click();
    await page.getByTestId('ticket-filters').waitFor();
    const statusFilter = page.getByRole('combobox', { name: ptBR.tickets.search.status });
    await statusFilter.click();
    await page.getByRole('option', { name: ptBR.tickets.statuses.pending }).click();
    await page.keyboard.press('Escape');
    // Only pending tickets now: the closed one leaves the results.
    await expect.poll(() => row().count()).toBe(0);
    await statusFilter.click();
    await page.getByRole('option', { name: ptBR.tickets.statuses.closed }).click();
    await page.keyboard.press('Escape');
    await row().waitFor();
    await settled();
    await screenshot('tickets-search-light');
  });

  it('opens a new ticket for the contact from the new ticket dialog', async () => {
    await page.getByTestId('new-ticket-button').click();
    const dialog = page.getByTestId('new-ticket-dialog');
    await dialog.getByTestId('new-ticket-contact').fill(CONTACT.name.slice(0, 2));
    await dialog.getByText(ptBR.tickets.newTicket.contactHint).waitFor();
    await dialog.getByTestId('new-ticket-contact').fill(CONTACT.name.slice(0, 10));
    await page.getByRole('option', { name: new RegExp(CONTACT.name) }).click();
    await dialog.getByRole('combobox', { name: ptBR.tickets.newTicket.queue }).click();
    await page.getByRole('option', { name: QUEUE.name }).click();
    await dialog.getByRole('combobox', { name: ptBR.tickets.newTicket.connection }).click();
    await page.getByRole('option', { name: CONNECTION }).click();
    await dialogShown(dialog);
    await screenshot('tickets-new-ticket-light');
    await dialog.getByTestId('new-ticket-submit').click();
    await dialog.waitFor({ state: 'detached' });

    await page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/);
    await expect.poll(() => subTab('open').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => row().getAttribute('data-status')).toBe('open');
  });

  it('transfers the ticket to the queue alone: it waits in pending, and close-all closes it', async () => {
    await row().getByTestId('ticket-more-actions').click();
    await page.getByTestId('ticket-action-transfer').click();
    const dialog = page.getByTestId('transfer-ticket-dialog');
    await dialog.getByRole('combobox', { name: ptBR.tickets.transferDialog.queue }).getByText(QUEUE.name).waitFor();
    await dialogShown(dialog);
    await screenshot('tickets-transfer-dialog-light');
    await dialog.getByTestId('transfer-ticket-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    // No longer the viewer's: the chat closes and the ticket waits in its queue.
    await page.waitForURL(`${baseUrl}/tickets`);
    await expect.poll(() => row().count()).toBe(0);
    await subTab('pending').click();
    await expect.poll(() => row().getAttribute('data-status')).toBe('pending');

    await waitForToastsToClear();
    await page.getByTestId('close-all-button').click();
    const confirm = page.getByRole('dialog', { name: ptBR.tickets.closeAll.title });
    await confirm.getByText(ptBR.tickets.closeAll.text.replace('{{status}}', ptBR.tickets.tabs.pending)).waitFor();
    await dialogShown(confirm);
    await screenshot('tickets-close-all-light');
    await confirm.getByRole('button', { name: ptBR.tickets.closeAll.yes, exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => row().count()).toBe(0);
    await expect.poll(() => subTabCount('pending')).toBe(0);
  });

  it('deletes a closed ticket after the confirmation', async () => {
    await page.getByTestId('tickets-tab-closed').click();
    await expect.poll(() => row().count()).toBe(2);
    await row().first().getByTestId('ticket-more-actions').click();
    await page.getByTestId('ticket-action-delete').click();
    const confirm = page.getByRole('dialog', { name: ptBR.tickets.actions.deleteTitle.replace('{{name}}', CONTACT.name) });
    await confirm.getByRole('button', { name: ptBR.common.delete, exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText(ptBR.tickets.actions.deleted).first().waitFor();
    await expect.poll(() => row().count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});
