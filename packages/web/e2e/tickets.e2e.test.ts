import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ptBR } from '../src/i18n/locales/pt-BR';
import {
  apiCall,
  DESKTOP,
  dialogShown,
  e2eBaseUrl,
  launchBrowser,
  openLoggedIn,
  PHONE,
  screenshot,
  setTheme,
  settled,
  STEP_TIMEOUT_MS,
  toastsCleared,
  type BrowserSession,
} from './support';

/**
 * The ticket manager in a real browser against the built server: a contact writes from /simulator on a simulator
 * connection, the ticket appears live in the pending list, is accepted (picking a queue, as it has none), moves to
 * the assigned list, is resolved and shows in the closed tab; then the search tab finds it and the new ticket
 * dialog opens a fresh one. The account logs in once, in beforeAll: every e2e file shares the login rate limit.
 */
const CONNECTION = 'Simulador Atendimentos E2E';
const QUEUE = { name: 'Atendimentos E2E', color: '#006B76' };
const CONTACT = { number: '5511987650001', name: 'Joana Atendimentos E2E' };
const MESSAGE = 'Bom dia! Quero saber do meu pedido 4321, por favor';

describe('ticket manager', { timeout: STEP_TIMEOUT_MS }, () => {
  let session: BrowserSession;
  let baseUrl: string;
  let page: Page;
  let connectionId = 0;

  const list = () => page.getByTestId('ticket-list');
  const row = () => list().getByTestId('ticket-row').filter({ hasText: CONTACT.name });
  const subTab = (name: 'open' | 'pending' | 'group') => page.getByTestId(`tickets-subtab-${name}`);
  const subTabCount = async (name: 'open' | 'pending' | 'group') =>
    Number(await subTab(name).getByTestId('tab-count').getAttribute('data-count'));

  beforeAll(async () => {
    baseUrl = e2eBaseUrl();
    session = await launchBrowser();
    page = session.page;
    await openLoggedIn(page);
  }, STEP_TIMEOUT_MS);

  afterAll(() => session?.close());

  it('shows a message a contact writes on /simulator as a new pending ticket, live', async () => {
    // A queue to accept into, and a paired simulator connection (routing to no queue, so accepting asks for one).
    expect((await apiCall(page, 'POST', '/queue', QUEUE)).status).toBe(201);
    const created = await apiCall(page, 'POST', '/whatsapp', { name: CONNECTION, channel: 'simulator' });
    expect(created.status).toBe(201);
    connectionId = (created.body as { id: number }).id;
    await expect
      .poll(async () => ((await apiCall(page, 'GET', `/whatsapp/${connectionId}`)).body as { status: string }).status)
      .toBe('qrcode');
    expect((await apiCall(page, 'POST', `/simulator/${connectionId}/scan`, {})).status).toBeLessThan(300);
    await expect
      .poll(async () => ((await apiCall(page, 'GET', `/whatsapp/${connectionId}`)).body as { status: string }).status)
      .toBe('CONNECTED');

    await page.getByTestId('tickets-manager').waitFor();
    await page.getByTestId('tickets-welcome').waitFor();
    await subTab('pending').click();
    await expect.poll(() => list().getAttribute('aria-busy')).toBe('false');
    const pendingBefore = await subTabCount('pending');

    // The contact is played in another tab of the same session; this one is never reloaded.
    const phone = await session.context.newPage();
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
    await row()
      .getByTestId('ticket-last-message')
      .getByText(`${MESSAGE.slice(0, 30)}…`, { exact: true })
      .waitFor();
    await row().getByTestId('ticket-queue').getByText(ptBR.tickets.row.noQueue).waitFor();
    await row().getByTestId('ticket-unread').waitFor();
    await expect.poll(() => subTabCount('pending')).toBe(pendingBefore + 1);
    // The contact typing shows in the row instead of the last message, until they stop.
    expect(
      (
        await apiCall(page, 'POST', `/simulator/${connectionId}/chats/${CONTACT.number}/presence`, {
          state: 'composing',
        })
      ).status,
    ).toBe(204);
    await row().getByTestId('ticket-presence').getByText(ptBR.tickets.row.composing).waitFor();
    expect(
      (await apiCall(page, 'POST', `/simulator/${connectionId}/chats/${CONTACT.number}/presence`, { state: 'paused' }))
        .status,
    ).toBe(204);
    await row().getByTestId('ticket-last-message').waitFor();
    // The bell counts it too: unassigned, without a queue, and not open on screen.
    await expect
      .poll(() => page.getByTestId('notifications-button').locator('.MuiBadge-badge').textContent())
      .not.toBe('0');
    await settled(page);
    await screenshot(page, 'tickets-pending-light');

    await page.getByTestId('notifications-button').click();
    await page.getByTestId('notification-item').filter({ hasText: CONTACT.name }).waitFor();
    await settled(page);
    await screenshot(page, 'tickets-notifications-light');
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
    await screenshot(page, 'tickets-accept-dialog-light');
    await dialog.getByTestId('accept-ticket-confirm').click();
    await dialog.waitFor({ state: 'detached' });

    await page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/);
    await expect.poll(() => subTab('open').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => row().getAttribute('data-status')).toBe('open');
    await row().getByTestId('ticket-queue').getByText(QUEUE.name).waitFor();
    await expect.poll(() => subTabCount('pending')).toBe(pendingBefore - 1);
    await expect.poll(() => row().evaluate((element) => element.classList.contains('Mui-selected'))).toBe(true);
    await page.getByTestId('ticket-chat').waitFor();
    await toastsCleared(page);
    await settled(page);
    await screenshot(page, 'tickets-chat-light');

    await setTheme(page, 'dark');
    await screenshot(page, 'tickets-chat-dark');
    await page.setViewportSize(PHONE);
    // One column at a time on a phone: the chat alone, whose back button returns to the lists (mobile.e2e.test.ts).
    await expect.poll(() => row().isVisible()).toBe(false);
    await settled(page);
    await screenshot(page, 'tickets-chat-phone');
    await page.getByTestId('chat-back').click();
    await row().waitFor();
    await settled(page);
    await screenshot(page, 'tickets-list-phone');
    await page.goForward();
    await page.getByTestId('ticket-chat').waitFor();
    await page.setViewportSize(DESKTOP);
    await setTheme(page, 'light');
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
    await toastsCleared(page);
    await settled(page);
    await screenshot(page, 'tickets-closed-light');
    await setTheme(page, 'dark');
    await screenshot(page, 'tickets-closed-dark');
    await setTheme(page, 'light');
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
    await settled(page);
    await screenshot(page, 'tickets-search-light');
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
    await screenshot(page, 'tickets-new-ticket-light');
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
    await screenshot(page, 'tickets-transfer-dialog-light');
    await dialog.getByTestId('transfer-ticket-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    // No longer the viewer's: the chat closes and the ticket waits in its queue.
    await page.waitForURL(`${baseUrl}/tickets`);
    await expect.poll(() => row().count()).toBe(0);
    await subTab('pending').click();
    await expect.poll(() => row().getAttribute('data-status')).toBe('pending');

    await toastsCleared(page);
    await page.getByTestId('close-all-button').click();
    const confirm = page.getByRole('dialog', { name: ptBR.tickets.closeAll.title });
    await confirm.getByText(ptBR.tickets.closeAll.text.replace('{{status}}', ptBR.tickets.tabs.pending)).waitFor();
    await dialogShown(confirm);
    await screenshot(page, 'tickets-close-all-light');
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
    const confirm = page.getByRole('dialog', {
      name: ptBR.tickets.actions.deleteTitle.replace('{{name}}', CONTACT.name),
    });
    await confirm.getByRole('button', { name: ptBR.common.delete, exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText(ptBR.tickets.actions.deleted).first().waitFor();
    await expect.poll(() => row().count()).toBe(1);
    expect(session.pageErrors).toEqual([]);
  });
});
