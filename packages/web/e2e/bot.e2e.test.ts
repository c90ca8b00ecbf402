import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS_EN } from '@guiche/shared';
import { ptBR } from '../src/i18n/locales/pt-BR';
import {
  apiCall,
  dialogShown,
  e2eBaseUrl,
  launchBrowser,
  openLoggedIn,
  openScreen,
  screenshot,
  setTheme,
  settled,
  STEP_TIMEOUT_MS,
  toastsCleared,
  type BrowserSession,
} from './support';

/**
 * The conversation engine seen from the browser: a simulator connection with a greeting and two queues, one of which
 * has a chatbot that hands the contact to the admin. The admin first sees the menu previews of the connection modal
 * and the queue dialog; then a contact on /simulator writes, gets the greeting and numbered menu, picks the queue,
 * gets its options, picks the attendant, and the ticket reaches the admin (the bot mark shows while the bot holds
 * it); last, a connection whose hours are closed answers a contact with its out-of-hours message and the ticket is
 * marked so. The account logs in once, in beforeAll: every e2e file shares the login rate limit.
 */
const SALES = {
  name: 'Vendas Bot E2E',
  color: '#B80000',
  orderQueue: 1,
  greetingMessage: 'Vendas aqui, {{firstName}}. Escolha uma opção:',
};
const SUPPORT = { name: 'Suporte Bot E2E', color: '#FCCB00', orderQueue: 2, greetingMessage: 'Suporte técnico.' };
const CONNECTION = { name: 'Simulador Bot E2E', greetingMessage: 'Olá, {{name}}! Bem-vindo à Loja Bot.' };
const ATTENDANT_OPTION = 'Falar com um atendente';
const CATALOG_OPTION = 'Ver o catálogo';
const HAND_OFF = 'Um momento: já chamamos um atendente.';
const CONTACT = { number: '5511987650301', name: 'Renata Bot E2E' };

const CLOSED_CONNECTION = {
  name: 'Simulador Fechado E2E',
  outOfHoursMessage: 'Estamos fechados agora. Voltamos amanhã às 8h!',
};
const NIGHT_CONTACT = { number: '5511987650302', name: 'Otávio Noturno E2E' };
/** Every weekday without a range (00:00 to 00:00): the connection is closed whenever the test runs. */
const ALWAYS_CLOSED = WEEKDAYS_EN.map((weekdayEn) => ({
  weekday: weekdayEn,
  weekdayEn,
  startTimeA: '00:00',
  endTimeA: '00:00',
  startTimeB: '00:00',
  endTimeB: '00:00',
}));

describe('chatbot walk and service hours', { timeout: STEP_TIMEOUT_MS * 2 }, () => {
  let session: BrowserSession;
  let page: Page;
  let connectionId = 0;
  let salesId = 0;
  let previousScheduleType: string | null = null;

  const rowOf = (name: string) => page.getByTestId('ticket-list').getByTestId('ticket-row').filter({ hasText: name });
  const subTab = (name: 'open' | 'pending') => page.getByTestId(`tickets-subtab-${name}`);
  const companyReplies = (phone: Page) => phone.locator('[data-testid="phone-message"][data-direction="out"]');

  /** A simulator connection, paired by the simulated phone. */
  async function pairedConnection(body: Record<string, unknown>): Promise<number> {
    const created = await apiCall(page, 'POST', '/whatsapp', { channel: 'simulator', ...body });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    await expect
      .poll(async () => ((await apiCall(page, 'GET', `/whatsapp/${id}`)).body as { status: string }).status)
      .toBe('qrcode');
    expect((await apiCall(page, 'POST', `/simulator/${id}/scan`, {})).status).toBeLessThan(300);
    await expect
      .poll(async () => ((await apiCall(page, 'GET', `/whatsapp/${id}`)).body as { status: string }).status)
      .toBe('CONNECTED');
    return id;
  }

  /** The contact's phone in another tab: a new chat, ready to write. */
  async function openPhone(
    id: number,
    contact: { number: string; name: string },
  ): Promise<{ phone: Page; write(text: string): Promise<void> }> {
    const phone = await session.context.newPage();
    await phone.goto(`${e2eBaseUrl()}/simulator?connection=${id}`);
    await phone.getByTestId('new-contact').click();
    const dialog = phone.getByTestId('new-contact-dialog');
    await dialog.getByLabel(ptBR.simulator.number, { exact: true }).fill(contact.number);
    await dialog.getByLabel(ptBR.simulator.contactName, { exact: true }).fill(contact.name);
    await dialog.getByTestId('new-contact-submit').click();
    const composer = phone.getByRole('textbox', { name: ptBR.simulator.message });
    return {
      phone,
      write: async (text: string) => {
        await composer.fill(text);
        await composer.press('Enter');
        await phone
          .locator('[data-testid="phone-message"][data-direction="in"]')
          .filter({ hasText: text })
          .last()
          .waitFor();
      },
    };
  }

  /**
   * Screenshots of a dialog's preview in both themes. The theme toggle sits behind the open dialog, so the dialog is
   * closed, the theme switched and the dialog opened again (as `open` does) for the dark one.
   */
  async function previewShots(dialog: Locator, open: () => Promise<unknown>, name: string): Promise<void> {
    const closeDialog = async () => {
      await dialog.getByRole('button', { name: ptBR.common.cancel, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    await dialogShown(dialog);
    await screenshot(page, `${name}-light`);
    await closeDialog();
    await setTheme(page, 'dark');
    await open();
    await dialogShown(dialog);
    await screenshot(page, `${name}-dark`);
    await closeDialog();
    await setTheme(page, 'light');
  }

  beforeAll(async () => {
    session = await launchBrowser();
    page = session.page;
    await openLoggedIn(page);
  }, STEP_TIMEOUT_MS);

  afterAll(async () => {
    // The company's scheduleType is shared with every other browser file: put it back whatever happened.
    if (previousScheduleType !== null && page)
      await apiCall(page, 'PUT', '/companySettings', { column: 'scheduleType', data: previousScheduleType });
    await session?.close();
  });

  it('previews the greeting and numbered queue menu in the connection modal, and a queue’s options in its dialog', async () => {
    const me = (await apiCall(page, 'GET', '/auth/me')).body as { id: number };
    const sales = await apiCall(page, 'POST', '/queue', {
      ...SALES,
      chatbots: [
        { name: ATTENDANT_OPTION, queueType: 'attendent', optUserId: me.id, greetingMessage: HAND_OFF },
        { name: CATALOG_OPTION, queueType: 'text', greetingMessage: 'Nosso catálogo está em loja.example/catalogo.' },
      ],
    });
    expect(sales.status).toBe(201);
    salesId = (sales.body as { id: number }).id;
    const support = await apiCall(page, 'POST', '/queue', SUPPORT);
    expect(support.status).toBe(201);
    // Created in the opposite order of orderQueue: the menu still lists sales first.
    connectionId = await pairedConnection({ ...CONNECTION, queueIds: [(support.body as { id: number }).id, salesId] });

    await openScreen(page, '/connections', 'connections-page');
    const dialog = page.getByTestId('connection-dialog');
    const openConnection = async (tab: 'messages' | 'chatbot') => {
      await page.getByRole('button', { name: ptBR.connections.edit.replace('{{name}}', CONNECTION.name) }).click();
      await dialog.getByTestId(`connection-tab-${tab}`).click();
      return dialog.getByTestId(`connection-panel-${tab}`);
    };
    await openConnection('chatbot');
    await dialog.getByText(ptBR.connectionModal.maxUseBotQueuesHint).waitFor();
    await dialogShown(dialog);
    await screenshot(page, 'bot-connection-chatbot-hints-light');
    await dialog.getByTestId('connection-tab-messages').click();
    const preview = dialog.getByTestId('connection-menu-preview');
    const bubbles = preview.getByTestId('bot-preview-bubble');
    // The contact's hello, then one message: the greeting with sample values and the queues numbered by orderQueue.
    await expect.poll(() => bubbles.count()).toBe(2);
    const menu = await bubbles.nth(1).innerText();
    expect(menu).toContain(`Olá, ${ptBR.botPreview.sampleContact}! Bem-vindo à Loja Bot.`);
    expect(menu).toContain(`[ 1 ] - ${SALES.name}\n[ 2 ] - ${SUPPORT.name}`);
    // It follows the form as it is typed.
    await dialog
      .getByLabel(ptBR.connectionModal.greetingMessage, { exact: true })
      .fill(`${CONNECTION.greetingMessage} Como podemos ajudar?`);
    await bubbles
      .nth(1)
      .getByText(/Como podemos ajudar\?/)
      .waitFor();
    await settled(page);
    await previewShots(dialog, () => openConnection('messages'), 'bot-connection-preview');

    await openScreen(page, '/queues', 'queues-page');
    const queueDialog = page.getByTestId('queue-dialog');
    const openQueue = async () => {
      await page.getByRole('button', { name: ptBR.queues.edit.replace('{{name}}', SALES.name) }).click();
      const queuePreview = queueDialog.getByTestId('queue-menu-preview');
      await queuePreview.getByTestId('bot-preview-bubble').first().waitFor();
      // The preview sits below the queue's own fields.
      await queuePreview.scrollIntoViewIfNeeded();
      return queuePreview;
    };
    const queuePreview = await openQueue();
    const queueMenu = queuePreview.getByTestId('bot-preview-bubble');
    await expect.poll(() => queueMenu.count()).toBe(1);
    const options = await queueMenu.innerText();
    expect(options).toContain(`Vendas aqui, ${ptBR.botPreview.sampleContact.split(' ')[0]}. Escolha uma opção:`);
    expect(options).toContain(`[ 1 ] - ${ATTENDANT_OPTION}\n[ 2 ] - ${CATALOG_OPTION}`);
    expect(options).toContain('[ # ] - Menu inicial');
    await previewShots(queueDialog, openQueue, 'bot-queue-preview');
  });

  it('walks a contact from the greeting through the menu and the queue’s options to the attendant', async () => {
    await openScreen(page, '/tickets', 'tickets-manager');
    await subTab('pending').click();

    const { phone, write } = await openPhone(connectionId, CONTACT);
    await write('Oi, boa tarde');
    // Greeting and menu in one message, placeholders filled with the contact's name.
    const menu = companyReplies(phone).filter({ hasText: `Olá, ${CONTACT.name}!` });
    await menu.waitFor();
    expect(await menu.innerText()).toContain(`[ 1 ]* - ${SALES.name}`);

    // While the contact is in the menu the bot holds the ticket: the row says so.
    const row = rowOf(CONTACT.name);
    await row.getByTestId('ticket-bot-mark').waitFor();
    expect(await row.getByTestId('ticket-out-of-hour-mark').count()).toBe(0);
    await toastsCleared(page);
    await settled(page);
    await screenshot(page, 'bot-tickets-held-light');
    await setTheme(page, 'dark');
    await screenshot(page, 'bot-tickets-held-dark');
    await setTheme(page, 'light');

    await write('1');
    const options = companyReplies(phone).filter({ hasText: ATTENDANT_OPTION });
    await options.waitFor();
    expect(await options.innerText()).toContain(`Vendas aqui, ${CONTACT.name.split(' ')[0]}.`);
    await row.getByTestId('ticket-queue').getByText(SALES.name).waitFor();
    await row.getByTestId('ticket-bot-mark').waitFor();

    await write('1');
    await companyReplies(phone).filter({ hasText: HAND_OFF }).waitFor();
    await settled(phone);
    await screenshot(phone, 'bot-simulator-walk-light');
    await phone.close();

    // The admin holds it now: it leaves the pending list for the assigned one, without the bot mark.
    await subTab('open').click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('open');
    await row.getByTestId('ticket-queue').getByText(SALES.name).waitFor();
    expect(await row.getByTestId('ticket-bot-mark').count()).toBe(0);
    await row.click();
    await page.getByTestId('ticket-chat').waitFor();
    // Every bot answer is flagged in the chat; the contact's messages are not.
    const botMessages = page
      .locator('[data-testid="chat-message"][data-from-me="true"]')
      .filter({ has: page.getByTestId('message-bot') });
    await expect.poll(() => botMessages.count()).toBe(3);
    expect(
      await page
        .locator('[data-testid="chat-message"][data-from-me="false"]')
        .filter({ has: page.getByTestId('message-bot') })
        .count(),
    ).toBe(0);
    await toastsCleared(page);
    await settled(page);
    await screenshot(page, 'bot-chat-light');
    await setTheme(page, 'dark');
    await screenshot(page, 'bot-chat-dark');
    await setTheme(page, 'light');
  });

  it('answers out of hours on a connection whose schedule is closed now, once, and marks the ticket', async () => {
    const setting = await apiCall(page, 'GET', '/companySettingOne?column=scheduleType');
    previousScheduleType = (setting.body as { scheduleType: string }).scheduleType;
    expect(
      (await apiCall(page, 'PUT', '/companySettings', { column: 'scheduleType', data: 'connection' })).status,
    ).toBe(200);
    const closedId = await pairedConnection({
      ...CLOSED_CONNECTION,
      greetingMessage: 'Olá! Escolha uma fila:',
      queueIds: [salesId],
      schedules: ALWAYS_CLOSED,
    });

    await openScreen(page, '/tickets', 'tickets-manager');
    await subTab('pending').click();
    const { phone, write } = await openPhone(closedId, NIGHT_CONTACT);
    await write('Alguém aí?');
    await companyReplies(phone).filter({ hasText: CLOSED_CONNECTION.outOfHoursMessage }).waitFor();
    // Once per closed period: a second message gets no second notice, and no greeting while closed.
    await write('Preciso de ajuda');
    // Nothing arrives to wait for: the engine answers within milliseconds, so a short pause shows a second notice.
    await phone.waitForTimeout(1_500);
    expect(await companyReplies(phone).count()).toBe(1);
    expect(await companyReplies(phone).filter({ hasText: 'Escolha uma fila' }).count()).toBe(0);
    await settled(phone);
    await screenshot(phone, 'bot-simulator-out-of-hours-light');
    await phone.close();

    const row = rowOf(NIGHT_CONTACT.name);
    await row.getByTestId('ticket-out-of-hour-mark').waitFor();
    await toastsCleared(page);
    await settled(page);
    await screenshot(page, 'bot-tickets-out-of-hours-light');
    await setTheme(page, 'dark');
    await screenshot(page, 'bot-tickets-out-of-hours-dark');
    await setTheme(page, 'light');

    expect(
      (await apiCall(page, 'PUT', '/companySettings', { column: 'scheduleType', data: previousScheduleType })).status,
    ).toBe(200);
    previousScheduleType = null;
    expect(session.pageErrors).toEqual([]);
  });
});
