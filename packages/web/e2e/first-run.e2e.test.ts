import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_ROUTES } from '../src/app/routeCatalog';
import { ptBR } from '../src/i18n/locales/pt-BR';
import {
  apiCall,
  e2eBaseUrl,
  launchBrowser,
  openLoggedIn,
  openScreen,
  screenshot,
  settled,
  STEP_TIMEOUT_MS,
  toastsCleared,
  type BrowserSession,
} from './support';

/**
 * README's "First run" walkthrough, step by step, as a newcomer clicks it on the server the global setup started on
 * a fresh data folder: log in, find the default queue, create and pair a simulator connection, receive, accept,
 * reply, resolve; with no dead end on the way. Other browser files may have run before on the same server, so
 * every assertion is about this file's own connection, contact and ticket (and the default queue the seed made).
 */
const CONNECTION = 'Simulador Primeiro Uso E2E';
const CONTACT = { number: '5511987659013', name: 'Rita Primeiro Uso E2E' };
const FIRST = 'Olá! É a primeira vez que escrevo';
const WHILE_OPEN = 'Ainda está aí?';
const REPLY = 'Olá, Rita! Como posso ajudar?';
const DEFAULT_QUEUE = 'Atendimento';

interface TicketAnswer {
  id: number;
  uuid: string;
  status: string;
  unreadMessages: number;
  queue: { name: string } | null;
}
interface PhoneMessage {
  direction: 'in' | 'out';
  body: string;
  ack: number;
}

describe('first run, as README tells it', { timeout: STEP_TIMEOUT_MS }, () => {
  let session: BrowserSession;
  let baseUrl: string;
  let page: Page;
  let connectionId = '';
  let ticketUuid = '';

  const row = () => page.getByTestId('ticket-list').getByTestId('ticket-row').filter({ hasText: CONTACT.name });
  const phoneChat = async () =>
    (await apiCall(page, 'GET', `/simulator/${connectionId}/chats/${CONTACT.number}/messages`)).body as PhoneMessage[];
  const ticket = async () => (await apiCall(page, 'GET', `/tickets/u/${ticketUuid}`)).body as TicketAnswer;

  beforeAll(async () => {
    baseUrl = e2eBaseUrl();
    session = await launchBrowser();
    page = session.page;
  }, STEP_TIMEOUT_MS);

  afterAll(() => session?.close());

  it('1-2. logs in to the inbox; the company starts with a queue, and the menu offers only built screens', async () => {
    await openLoggedIn(page);
    await page.getByTestId('tickets-page').waitFor();
    const queues = (await apiCall(page, 'GET', '/queue')).body as { name: string }[];
    expect(queues.map((queue) => queue.name)).toContain(DEFAULT_QUEUE);

    const drawer = page.getByTestId('app-drawer');
    await drawer.getByRole('link', { name: ptBR.pages.tickets, exact: true }).waitFor();
    const shown = await drawer.getByRole('link').allInnerTexts();
    const placeholders = PRIVATE_ROUTES.filter((route) => route.kind === 'placeholder').map(
      (route) => ptBR.pages[route.titleKey],
    );
    expect(shown.map((text) => text.trim()).filter((text) => placeholders.includes(text))).toEqual([]);
  });

  it('3. creates a simulator connection on /connections and pairs it from /simulator', async () => {
    await openScreen(page, '/connections', 'connections-table');
    await page.getByTestId('new-connection-button').click();
    await page.getByTestId('new-simulator-connection').click();
    const dialog = page.getByTestId('connection-dialog');
    await dialog.getByLabel(ptBR.connectionModal.name, { exact: true }).fill(CONNECTION);
    await dialog.getByTestId('connection-dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    const qrDialog = page.getByTestId('qr-dialog');
    await qrDialog.getByTestId('qr-code-image').waitFor();
    // The simulator opens in a tab of its own; the connections page stays where it was.
    const [simulatorTab] = await Promise.all([
      page.context().waitForEvent('page'),
      qrDialog.getByTestId('open-simulator').click(),
    ]);
    await simulatorTab.waitForURL(/\/simulator\?connection=\d+$/);
    expect(new URL(page.url()).pathname).toBe('/connections');
    const simulatorUrl = simulatorTab.url();
    await simulatorTab.close();
    await page.goto(simulatorUrl);
    connectionId = new URL(page.url()).searchParams.get('connection') ?? '';
    await page.getByTestId('simulator-scan').click();
    await page.getByTestId('simulator-connected').waitFor();
  });

  it('4. a contact writes from the simulated phone: a pending ticket arrives in the inbox', async () => {
    await page.getByTestId('new-contact').click();
    const contact = page.getByTestId('new-contact-dialog');
    await contact.getByLabel(ptBR.simulator.number, { exact: true }).fill(CONTACT.number);
    await contact.getByLabel(ptBR.simulator.contactName, { exact: true }).fill(CONTACT.name);
    await contact.getByTestId('new-contact-submit').click();
    const composer = page.getByRole('textbox', { name: ptBR.simulator.message });
    await composer.fill(FIRST);
    await composer.press('Enter');
    await page.locator('[data-testid="phone-message"][data-direction="in"]').filter({ hasText: FIRST }).waitFor();

    await openScreen(page, '/tickets', 'tickets-manager');
    await page.getByTestId('tickets-subtab-pending').click();
    await row().waitFor();
    await expect.poll(() => row().getAttribute('data-status')).toBe('pending');
  });

  it('5. accepts it into the default queue, which the dialog offers: the chat opens', async () => {
    await row().getByTestId('ticket-action-accept').click();
    const dialog = page.getByTestId('accept-ticket-dialog');
    const queueField = dialog.getByRole('combobox', { name: ptBR.tickets.acceptDialog.queue });
    // The default queue is chosen already when it is the only one; other browser files may have added theirs.
    if (!(await queueField.textContent())?.includes(DEFAULT_QUEUE)) {
      await queueField.click();
      await page.getByRole('option', { name: DEFAULT_QUEUE, exact: true }).click();
    }
    await dialog.getByTestId('accept-ticket-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/);
    ticketUuid = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByTestId('ticket-chat').waitFor();
    expect(await ticket()).toMatchObject({ status: 'open', queue: { name: DEFAULT_QUEUE } });
  });

  it('6. replies; what the contact writes while the chat is on screen is read, and the phone shows it read', async () => {
    const input = page.getByTestId('chat-text-input');
    await input.fill(REPLY);
    await input.press('Enter');
    await page.getByTestId('chat-message').filter({ hasText: REPLY }).waitFor();
    await expect
      .poll(async () =>
        (await phoneChat()).some((message) => message.direction === 'out' && message.body.endsWith(REPLY)),
      )
      .toBe(true);

    const wrote = await apiCall(page, 'POST', `/simulator/${connectionId}/chats/${CONTACT.number}/messages`, {
      body: WHILE_OPEN,
    });
    expect(wrote.status).toBe(201);
    await page.getByTestId('chat-message').filter({ hasText: WHILE_OPEN }).waitFor();
    await expect.poll(async () => (await ticket()).unreadMessages).toBe(0);
    await expect.poll(async () => (await phoneChat()).find((message) => message.body === WHILE_OPEN)?.ack).toBe(3);
    expect(await row().getByTestId('ticket-unread').count()).toBe(0);
  });

  it('7. resolves it: a confirmation, and the ticket in the closed tab; its link later opens that tab', async () => {
    await page.getByTestId('chat-resolve').click();
    await page.getByTestId('chat-resolve-silent').click();
    await page.getByText(ptBR.tickets.actions.done.resolved, { exact: true }).waitFor();
    await page.waitForURL(`${baseUrl}/tickets`);
    await settled(page);
    await screenshot(page, 'first-run-resolved-light');
    await toastsCleared(page);

    // A link to the closed ticket, opened afresh, shows the closed tab that holds it (not an empty open list).
    await page.goto(`${baseUrl}/tickets/${ticketUuid}`);
    await page.getByTestId('ticket-chat').waitFor();
    await expect.poll(() => page.getByTestId('tickets-tab-closed').getAttribute('aria-pressed')).toBe('true');
    await row().waitFor();
    await expect.poll(() => row().getAttribute('data-status')).toBe('closed');
    expect(session.pageErrors).toEqual([]);
  });
});
