import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ptBR } from '../src/i18n/locales/pt-BR';
import {
  apiCall,
  DESKTOP,
  dialogShown,
  e2eBaseUrl,
  launchBrowser,
  openLoggedIn,
  openScreen,
  PHONE,
  screenshot,
  setTheme,
  settled,
  STEP_TIMEOUT_MS,
  toastsCleared,
  type BrowserSession,
} from './support';

/**
 * Connections and the simulator in a real browser against the built server (which runs the simulator channel with
 * its embedded database): a simulator connection is created, its QR shown and scanned from /simulator, a contact
 * writes, the connection is edited and deleted. The account logs in once, in beforeAll, and the steps run in order
 * on that one page: every e2e file shares the login rate limit (10 per account per 15 minutes).
 */
const CONNECTION = 'Simulador E2E';
const RENAMED = 'Simulador E2E Vendas';
const QUEUE = { name: 'Conexões E2E', color: '#5300EB' };
const CONTACT = { number: '5511912345678', name: 'Maria E2E' };
const FIRST_MESSAGE = 'Olá, preciso de ajuda';
const FOLLOW_UP = 'É sobre o meu pedido 1234';
const GREETING = 'Bem-vindo! Escolha uma opção.';

describe('connections and the simulator', { timeout: STEP_TIMEOUT_MS }, () => {
  let session: BrowserSession;
  let baseUrl: string;
  let page: Page;
  let connectionId = '';

  const row = (name: string) =>
    page.getByTestId('connection-row').filter({ has: page.getByText(name, { exact: true }) });
  const qrDialog = () => page.getByTestId('qr-dialog');
  const connectionDialog = () => page.getByTestId('connection-dialog');
  const badge = () => page.getByTestId('connections-badge').locator('.MuiBadge-badge');

  async function openQrDialog(): Promise<void> {
    await row(CONNECTION).getByTestId('session-showQr').click();
    await qrDialog().getByTestId('qr-code-image').waitFor();
    await dialogShown(qrDialog());
  }

  async function closeDialog(dialog: Locator, label: string): Promise<void> {
    await dialog.getByRole('button', { name: label, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  beforeAll(async () => {
    baseUrl = e2eBaseUrl();
    session = await launchBrowser();
    page = session.page;
    await openLoggedIn(page);
  }, STEP_TIMEOUT_MS);

  afterAll(() => session?.close());

  it('creates a simulator connection from the menu: its QR shows and the menu badge counts it', async () => {
    await openScreen(page, '/connections', 'connections-table');
    await page.getByTestId('new-connection-button').click();
    await page.getByTestId('new-simulator-connection').click();
    const dialog = connectionDialog();
    await dialog.getByLabel(ptBR.connectionModal.name, { exact: true }).fill('S');
    await dialog.getByTestId('connection-dialog-submit').click();
    await dialog.getByText(ptBR.validation.tooShort).waitFor();
    await dialog.getByLabel(ptBR.connectionModal.name, { exact: true }).fill(CONNECTION);
    await dialog.getByTestId('connection-dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });

    // A new connection opens its QR dialog: 'waiting' first, then the code the session produced.
    await qrDialog().getByTestId('qr-code-image').waitFor();
    await expect.poll(() => badge().textContent()).toBe('1');
    connectionId = (await row(CONNECTION).getAttribute('data-connection-id')) ?? '';
    expect(connectionId).toMatch(/^\d+$/);
    await toastsCleared(page);
    await dialogShown(qrDialog());
    await screenshot(page, 'connections-qr-light');
    await closeDialog(qrDialog(), ptBR.common.close);
    await expect
      .poll(() => row(CONNECTION).getByTestId('connection-status').getAttribute('data-status'))
      .toBe('qrcode');
    // The menu entry with its badge, in view for the screenshot.
    await page.getByTestId('connections-badge').scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, 'connections-list-light');
  });

  it('shows the QR dialog in the dark theme and on a phone, and links to the simulator', async () => {
    await setTheme(page, 'dark');
    await openQrDialog();
    await screenshot(page, 'connections-qr-dark');
    await closeDialog(qrDialog(), ptBR.common.close);

    await page.setViewportSize(PHONE);
    await screenshot(page, 'connections-list-phone');
    await openQrDialog();
    await screenshot(page, 'connections-qr-phone');
    await closeDialog(qrDialog(), ptBR.common.close);
    await page.setViewportSize(DESKTOP);
    await setTheme(page, 'light');

    await openQrDialog();
    // The simulator opens in a tab of its own, beside the connections page.
    const [simulatorTab] = await Promise.all([
      page.context().waitForEvent('page'),
      qrDialog().getByTestId('open-simulator').click(),
    ]);
    await simulatorTab.waitForURL(`${baseUrl}/simulator?connection=${connectionId}`);
    await simulatorTab.setViewportSize(DESKTOP);
    await simulatorTab.getByTestId('simulator-pairing').getByTestId('qr-code-image').waitFor();
    await screenshot(simulatorTab, 'simulator-pairing-light');
    await simulatorTab.close();
  });

  it('pairs the simulated phone: the open QR dialog closes itself, the status turns CONNECTED and the badge clears', async () => {
    await openScreen(page, '/connections', 'connections-table');
    await openQrDialog();
    // The phone is another tab of the same session (no second login): scanning there clears the QR here.
    const phone = await session.context.newPage();
    await openScreen(phone, `/simulator?connection=${connectionId}`, 'simulator-scan');
    await phone.getByTestId('simulator-scan').click();
    await phone
      .getByTestId('simulator-connected')
      .getByText(/Conectado como \(99\)/)
      .waitFor();
    await phone.close();

    await qrDialog().waitFor({ state: 'detached' });
    await expect
      .poll(() => row(CONNECTION).getByTestId('connection-status').getAttribute('data-status'))
      .toBe('CONNECTED');
    await expect.poll(() => badge().getAttribute('class')).toContain('MuiBadge-invisible');
    await row(CONNECTION).getByTestId('session-disconnect').waitFor();
  });

  it('writes as a contact on /simulator and sees the message in the chat', async () => {
    await openScreen(page, `/simulator?connection=${connectionId}`, 'simulator-phone');
    await page.getByTestId('new-contact').click();
    const contact = page.getByTestId('new-contact-dialog');
    await contact.getByLabel(ptBR.simulator.number, { exact: true }).fill('123');
    await contact.getByTestId('new-contact-submit').click();
    await contact.getByText(ptBR.validation.invalidPhone).waitFor();
    await contact.getByLabel(ptBR.simulator.number, { exact: true }).fill(CONTACT.number);
    await contact.getByLabel(ptBR.simulator.contactName, { exact: true }).fill(CONTACT.name);
    await contact.getByTestId('new-contact-submit').click();
    await contact.waitFor({ state: 'detached' });

    const composer = page.getByRole('textbox', { name: ptBR.simulator.message });
    await composer.fill(FIRST_MESSAGE);
    await composer.press('Enter');
    const sent = page.locator('[data-testid="phone-message"][data-direction="in"]').filter({ hasText: FIRST_MESSAGE });
    await sent.waitFor();
    await sent.getByTestId('ack-ticks').waitFor();
    expect(await composer.inputValue()).toBe('');
    const chat = page.locator(`[data-testid="phone-chat"][data-number="${CONTACT.number}"]`);
    await chat.getByText(CONTACT.name).waitFor();
    await chat.getByText(FIRST_MESSAGE).waitFor();

    // A second message quoting the first.
    await sent.hover();
    await sent.getByRole('button', { name: ptBR.simulator.messageActions }).click();
    await page.getByRole('menuitem', { name: ptBR.simulator.reply }).click();
    await page.getByTestId('composer-quote').getByText(FIRST_MESSAGE).waitFor();
    await composer.fill(FOLLOW_UP);
    await page.getByTestId('phone-send').click();
    const quoting = page.locator('[data-testid="phone-message"][data-direction="in"]').filter({ hasText: FOLLOW_UP });
    await quoting.getByText(FIRST_MESSAGE).waitFor();
    await page.getByTestId('composer-quote').waitFor({ state: 'detached' });
    await settled(page);
    await screenshot(page, 'simulator-chat-light');

    await setTheme(page, 'dark');
    await screenshot(page, 'simulator-chat-dark');
    await page.setViewportSize(PHONE);
    // One pane at a time: the open chat, with a way back to the list.
    await page.getByRole('button', { name: ptBR.simulator.back }).waitFor();
    await screenshot(page, 'simulator-chat-phone');
    await page.getByRole('button', { name: ptBR.simulator.back }).click();
    await chat.waitFor();
    await screenshot(page, 'simulator-chats-phone');
    await page.setViewportSize(DESKTOP);
    await setTheme(page, 'light');
  });

  it('edits the connection: a new name, a queue, the greeting and its service hours are saved', async () => {
    expect((await apiCall(page, 'POST', '/queue', QUEUE)).status).toBe(201);
    // The schedules tab shows only while the company schedules by connection; the setting is put back afterwards.
    const setting = await apiCall(page, 'GET', '/companySettingOne?column=scheduleType');
    const previousScheduleType = (setting.body as { scheduleType: string }).scheduleType;
    expect(
      (await apiCall(page, 'PUT', '/companySettings', { column: 'scheduleType', data: 'connection' })).status,
    ).toBe(200);

    await openScreen(page, '/connections', 'connections-table');
    await page.getByRole('button', { name: `Editar ${CONNECTION}` }).click();
    const dialog = connectionDialog();
    const name = dialog.getByLabel(ptBR.connectionModal.name, { exact: true });
    await expect.poll(() => name.inputValue()).toBe(CONNECTION);
    await expect.poll(() => dialog.getByTestId('connection-token').inputValue()).toMatch(/^[A-Z0-9]{30}$/);
    await name.fill(RENAMED);
    await dialog.getByRole('combobox', { name: ptBR.connectionModal.queues }).click();
    await page.getByRole('option', { name: QUEUE.name }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await dialogShown(dialog);
    await screenshot(page, 'connection-modal-general-light');

    await dialog.getByTestId('connection-tab-messages').click();
    await dialog.getByLabel(ptBR.connectionModal.greetingMessage, { exact: true }).fill(GREETING);
    await dialog.getByTestId('connection-tab-chatbot').click();
    await dialog
      .getByTestId('connection-panel-chatbot')
      .getByLabel(ptBR.connectionModal.maxUseBotQueues, { exact: true })
      .waitFor();
    await settled(page);
    await screenshot(page, 'connection-modal-chatbot-light');

    await dialog.getByTestId('connection-tab-schedules').click();
    const monday = dialog.getByRole('group', { name: ptBR.serviceHours.weekdays.monday });
    await monday.getByLabel(ptBR.serviceHours.startTimeA, { exact: true }).fill('0730');
    await page.getByText(ptBR.serviceHours.unsaved).waitFor();
    await dialog.getByTestId('connection-dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(ptBR.common.success).first().waitFor();
    await row(RENAMED).waitFor();

    await page.getByRole('button', { name: `Editar ${RENAMED}` }).click();
    await expect.poll(() => dialog.getByLabel(ptBR.connectionModal.name, { exact: true }).inputValue()).toBe(RENAMED);
    await dialog.getByRole('combobox', { name: ptBR.connectionModal.queues }).getByText(QUEUE.name).waitFor();
    await dialog.getByTestId('connection-tab-messages').click();
    await expect
      .poll(() => dialog.getByLabel(ptBR.connectionModal.greetingMessage, { exact: true }).inputValue())
      .toBe(GREETING);
    await dialog.getByTestId('connection-tab-schedules').click();
    await expect
      .poll(() => monday.getByLabel(ptBR.serviceHours.startTimeA, { exact: true }).inputValue())
      .toBe('07:30');
    await closeDialog(dialog, ptBR.common.cancel);

    await toastsCleared(page);
    await setTheme(page, 'dark');
    await page.getByRole('button', { name: `Editar ${RENAMED}` }).click();
    await dialog.getByTestId('connection-tab-messages').click();
    await dialogShown(dialog);
    await screenshot(page, 'connection-modal-messages-dark');
    await page.setViewportSize(PHONE);
    await dialog.getByTestId('connection-tab-general').click();
    await settled(page);
    await screenshot(page, 'connection-modal-general-phone');
    await page.setViewportSize(DESKTOP);
    await closeDialog(dialog, ptBR.common.cancel);
    await setTheme(page, 'light');
    expect(
      (await apiCall(page, 'PUT', '/companySettings', { column: 'scheduleType', data: previousScheduleType })).status,
    ).toBe(200);
  });

  it('deletes the connection after the confirmation', async () => {
    await page.getByRole('button', { name: `Excluir ${RENAMED}` }).click();
    const confirm = page.getByRole('dialog', { name: ptBR.common.confirmDeleteTitle });
    await confirm.getByText(ptBR.common.confirmDeleteText).waitFor();
    await confirm.getByRole('button', { name: ptBR.common.delete, exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => row(RENAMED).count()).toBe(0);
    expect(session.pageErrors).toEqual([]);
  });
});
