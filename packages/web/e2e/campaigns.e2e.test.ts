import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE, xlsxOf } from '../../server/src/modules/campaigns/testing/campaign-support';
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
 * Campaigns in a real browser against the built server: a contact list filled from an .xlsx, the pacing turned off
 * and a custom variable added on /campaigns-config, a confirmation campaign with two variants and a picture over a
 * simulator connection whose phone is not paired yet (so it stays running, its sends waiting), cancelled and restarted from the
 * list; then the phone is paired and the report fills live as both contacts are asked, and again as they confirm
 * (one from the simulated phone's screen). The account logs in once, in beforeAll (shared login rate limit).
 */
const texts = ptBR.campaigns;
/** Unique per run: other journeys share the server and its company. */
const RUN = Date.now().toString(36).slice(-5);
const CONNECTION = `Simulador Campanha ${RUN}`;
const LIST = `Clientes Natal ${RUN}`;
const CAMPAIGN = `Natal ${RUN}`;
const number = (n: number) => `55119${String(Date.now()).slice(-6)}${n}`;
const ANA = { name: 'Ana Campanha', number: number(1), city: 'Campinas' };
const BRUNO = { name: 'Bruno Campanha', number: number(2), city: 'Santos' };
const VARIABLE = { key: `cupom${RUN}`, value: 'NATAL10' };
const MESSAGES = [
  `Olá {nome}, a loja de {cidade} separou o cupom {${VARIABLE.key}} para você!`,
  `Oi {nome}! Em {cidade}, use o cupom {${VARIABLE.key}} no Natal.`,
];
const QUESTIONS = [
  'Oi {nome}, podemos enviar a promoção de Natal?',
  'Olá {nome}! Quer receber a nossa oferta de Natal?',
];
/** A 1×1 PNG: the file every message carries, its text the caption. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** Sends go through the connection's queue: a few seconds each on a busy machine. */
const SEND_TIMEOUT_MS = 45_000;
/** What the screen shows after a save or an event, on a machine other tests share. */
const EVENTUALLY = { timeout: 15_000 };

describe('campaigns', { timeout: STEP_TIMEOUT_MS }, () => {
  let session: BrowserSession;
  let baseUrl: string;
  let page: Page;
  let phone: Page;
  let connectionId = 0;
  let campaignId = 0;

  const campaignRow = () => page.locator(`[data-testid="campaign-row"][data-campaign-name="${CAMPAIGN}"]`);
  const statusOf = (target: Locator) => target.getByTestId('campaign-status').getAttribute('data-status');
  const card = (key: string) => page.getByTestId(`campaign-card-${key}-value`).textContent();
  const option = (name: string) => page.getByRole('option', { name, exact: true });
  const delivered = (count: number) =>
    texts.report.delivered.replace('{{delivered}}', String(count)).replace('{{valid}}', '2');

  /** What the simulated phone of `number` received from the company (texts, and whether each carried a file). */
  async function receivedMessages(contactNumber: string): Promise<{ body: string; media: boolean }[]> {
    const answer = await apiCall(page, 'GET', `/simulator/${connectionId}/chats/${contactNumber}/messages`);
    const messages = answer.body as { direction: string; body: string; mediaKey: string | null }[];
    return messages
      .filter((message) => message.direction === 'out')
      .map((message) => ({ body: message.body, media: message.mediaKey !== null }));
  }
  const received = async (contactNumber: string) =>
    (await receivedMessages(contactNumber)).map((message) => message.body);

  /** Light and dark shots of the screen on display, back in light. */
  async function shots(name: string): Promise<void> {
    await settled(page);
    await screenshot(page, `${name}-light`);
    await setTheme(page, 'dark');
    await screenshot(page, `${name}-dark`);
    await setTheme(page, 'light');
  }

  beforeAll(async () => {
    baseUrl = e2eBaseUrl();
    session = await launchBrowser();
    page = session.page;
    await openLoggedIn(page);
    // Campaigns are a company setting (off by default); the login stores the `cshow` flag only when it is on.
    expect((await apiCall(page, 'PUT', '/companySettings', { column: 'campaignsEnabled', data: 'true' })).status).toBe(
      200,
    );
    await page.evaluate(() => localStorage.setItem('cshow', ''));
  }, STEP_TIMEOUT_MS);

  afterAll(() => session?.close());

  it('sets up a simulator connection of its own, not paired yet: the phone is scanned once the campaign has been cancelled and restarted', async () => {
    const connection = await apiCall(page, 'POST', '/whatsapp', { name: CONNECTION, channel: 'simulator' });
    expect(connection.status).toBe(201);
    connectionId = (connection.body as { id: number }).id;
    await expect
      .poll(
        async () => ((await apiCall(page, 'GET', `/whatsapp/${connectionId}`)).body as { status: string }).status,
        EVENTUALLY,
      )
      .toBe('qrcode');
  });

  it('imports an .xlsx into a new contact list, a malformed number reported on its row', async () => {
    await openScreen(page, '/contact-lists', 'contact-lists-page');
    await page.getByTestId('contact-lists-add').click();
    await page.getByTestId('contact-list-name').fill(LIST);
    await page.getByTestId('contact-list-submit').click();
    const row = page.locator(`[data-testid="contact-list-row"][data-list-name="${LIST}"]`);
    await row.waitFor();
    const sheet = await xlsxOf([
      ['Nome', 'Numero', 'Email', 'Cidade'],
      [ANA.name, ANA.number, 'ana@example.com', ANA.city],
      [BRUNO.name, BRUNO.number, '', BRUNO.city],
      ['Número errado', '123', '', 'Nenhuma'],
    ]);
    const chooser = page.waitForEvent('filechooser');
    await row.getByTestId('contact-list-upload').click();
    await (await chooser).setFiles({ name: 'clientes.xlsx', mimeType: XLSX_TYPE, buffer: sheet });
    const banner = page.getByTestId('contact-list-import');
    await banner.getByText('Importação concluída: 2 adicionados, 0 repetidos, 1 com erro').waitFor();
    await banner
      .getByText(
        ptBR.contactLists.rowError
          .replace('{{row}}', '4')
          .replace('{{reason}}', ptBR.contactLists.reasons.invalidNumber),
      )
      .waitFor();
    await expect.poll(() => row.getByTestId('contact-list-count').textContent(), EVENTUALLY).toBe('2');
  });

  it('turns the pacing off and adds a custom variable on /campaigns-config', async () => {
    await openScreen(page, '/campaigns-config', 'campaign-settings-page');
    const choose = async (label: string, value: string) => {
      await page.getByRole('combobox', { name: label }).click();
      await option(value).click();
    };
    await choose(texts.settings.messageInterval, texts.settings.seconds_zero);
    await choose(texts.settings.longerIntervalAfter, texts.settings.messages_zero);
    await choose(texts.settings.greaterInterval, texts.settings.seconds_zero);
    await page.getByTestId('campaign-variable-key').fill(VARIABLE.key);
    await page.getByTestId('campaign-variable-value').fill(VARIABLE.value);
    await page.getByTestId('campaign-variable-add').click();
    await page.getByTestId('campaign-variable-row').filter({ hasText: VARIABLE.value }).waitFor();
    // Spec 3 §5: a shortcut already there is not added again.
    await page.getByTestId('campaign-variable-key').fill(VARIABLE.key);
    await page.getByTestId('campaign-variable-add').click();
    await page.getByText(texts.settings.duplicateShortcut).waitFor();
    expect(await page.getByTestId('campaign-variable-row').filter({ hasText: VARIABLE.key }).count()).toBe(1);
    await page.getByTestId('campaign-variable-key').fill('');
    await page.getByTestId('campaign-settings-save').click();
    await page.getByText(texts.settings.saved).waitFor();
    const saved = (await apiCall(page, 'GET', '/campaign-settings')).body as { key: string; value: string }[];
    expect(Object.fromEntries(saved.map(({ key, value }) => [key, JSON.parse(value) as unknown]))).toMatchObject({
      messageInterval: 0,
      longerIntervalAfter: 0,
      greaterInterval: 0,
    });
    await toastsCleared(page);
    await shots('campaigns-config');
  });

  it('creates a confirmation campaign with two variants over the simulator connection: it starts at once', async () => {
    await openScreen(page, '/campaigns', 'campaigns-page');
    await page.getByTestId('campaigns-add').click();
    const dialog = page.getByTestId('campaign-dialog');
    await dialogShown(dialog);
    await dialog.getByTestId('campaign-name').fill(CAMPAIGN);
    await dialog.getByRole('combobox', { name: texts.dialog.confirmation }).click();
    await option(texts.confirmationOn).click();
    await dialog.getByRole('combobox', { name: texts.dialog.contactList }).click();
    await option(LIST).click();
    await dialog.getByRole('combobox', { name: texts.dialog.whatsapps }).click();
    await option(CONNECTION).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('combobox', { name: texts.dialog.whatsapps }).getByText(CONNECTION).waitFor();
    await dialog.getByTestId('campaign-message-1').fill(MESSAGES[0] ?? '');
    // The spec 3 §5 rules speak before anything is sent: a confirmation campaign needs its question.
    await dialog.getByTestId('campaign-submit').click();
    await dialog.getByText(texts.validation.confirmationRequired).waitFor();
    await dialog.getByTestId('campaign-confirmation-1').fill(QUESTIONS[0] ?? '');
    await dialog.getByTestId('campaign-tab-2').click();
    await dialog.getByTestId('campaign-message-2').fill(MESSAGES[1] ?? '');
    await dialog.getByTestId('campaign-confirmation-2').fill(QUESTIONS[1] ?? '');
    // The file goes up on saving: the new campaign is kept a draft until it is there, then saved with its time.
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: texts.dialog.attach }).click();
    await (await chooser).setFiles({ name: 'natal.png', mimeType: 'image/png', buffer: PICTURE });
    await dialog.getByText(texts.dialog.mediaPending.replace('{{name}}', 'natal.png')).waitFor();
    await settled(page);
    await screenshot(page, 'campaign-dialog-light');
    // Now: the campaign starts as it is saved.
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    await dialog
      .getByTestId('campaign-scheduled-at')
      .fill(
        `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`,
      );
    await dialog.getByTestId('campaign-submit').click();
    await page.getByText(texts.saved).waitFor();
    await campaignRow().waitFor();
    campaignId = Number(await campaignRow().getAttribute('data-campaign-id'));
    // Running, its sends waiting for the connection to be paired.
    await expect.poll(() => statusOf(campaignRow()), EVENTUALLY).toBe('EM_ANDAMENTO');
    expect(await campaignRow().textContent()).toContain(LIST);
    expect(await campaignRow().textContent()).toContain(CONNECTION);
    expect((await apiCall(page, 'GET', `/campaigns/${campaignId}`)).body).toMatchObject({
      mediaName: 'natal.png',
      scheduledAt: expect.any(String),
    });
  });

  it('cancels it from the list (read-only in the dialog) and restarts it', async () => {
    await campaignRow().getByTestId('campaign-stop').click();
    await page.getByText(texts.stopped).waitFor();
    await expect.poll(() => statusOf(campaignRow()), EVENTUALLY).toBe('CANCELADA');
    expect(await campaignRow().getByTestId('campaign-delete').isEnabled()).toBe(true);
    // A cancelled campaign is not edited: the dialog shows it read-only, with restart among its buttons.
    await campaignRow().getByTestId('campaign-edit').click();
    const dialog = page.getByTestId('campaign-dialog');
    await dialogShown(dialog);
    await dialog.getByRole('heading', { name: texts.dialog.readOnlyTitle }).waitFor();
    expect(await dialog.getByTestId('campaign-name').isDisabled()).toBe(true);
    expect(await dialog.getByTestId('campaign-message-1').inputValue()).toBe(MESSAGES[0]);
    await dialog.getByTestId('campaign-dialog-restart').waitFor();
    await dialog.getByTestId('campaign-dialog-close').click();
    await dialog.waitFor({ state: 'hidden' });
    await campaignRow().getByTestId('campaign-restart').click();
    await page.getByText(texts.restarted).waitFor();
    await expect.poll(() => statusOf(campaignRow()), EVENTUALLY).toBe('EM_ANDAMENTO');
    // A running campaign is cancelled before it is deleted.
    expect(await campaignRow().getByTestId('campaign-delete').isDisabled()).toBe(true);
    await toastsCleared(page);
    await shots('campaigns');
  });

  it('fills the report live once the phone is paired: both contacts are asked, each one of the two questions', async () => {
    await campaignRow().getByTestId('campaign-report').click();
    await page.waitForURL(`${baseUrl}/campaign/${campaignId}/report`);
    await page.getByRole('heading', { name: CAMPAIGN }).waitFor();
    await expect.poll(() => card('valid'), EVENTUALLY).toBe('2');
    expect(await card('confirmation-requested')).toBe('0');
    expect(await page.getByTestId('campaign-report-delivered').textContent()).toBe(delivered(0));
    phone = await session.context.newPage();
    await phone.goto(`${baseUrl}/simulator?connection=${connectionId}`);
    await phone.getByTestId('simulator-scan').click();
    await phone.getByTestId('simulator-connected').waitFor();
    // The waiting sends go as soon as the connection is up; the report tab hears each over the socket.
    await expect.poll(() => card('confirmation-requested'), { timeout: SEND_TIMEOUT_MS }).toBe('2');
    for (const person of [ANA, BRUNO]) {
      const questions = QUESTIONS.map((question) => question.replace('{nome}', person.name));
      expect((await received(person.number)).filter((body) => questions.includes(body))).toHaveLength(1);
    }
    // Every contact asked: the campaign is done sending (the answers still bring the messages).
    await expect
      .poll(() => page.getByTestId('campaign-report-page').getAttribute('data-status'), EVENTUALLY)
      .toBe('FINALIZADA');
    expect(await card('completed-at')).not.toBe(texts.notCompleted);
  });

  it('Ana confirms from the simulated phone: her message follows, variables filled, and the report counts it live', async () => {
    await phone.locator(`[data-testid="phone-chat"][data-number="${ANA.number}"]`).click();
    await phone.locator('[data-testid="phone-message"][data-direction="out"]').filter({ hasText: ANA.name }).waitFor();
    const composer = phone.getByRole('textbox', { name: ptBR.simulator.message });
    await composer.fill('Sim, pode enviar!');
    await composer.press('Enter');
    const variants = MESSAGES.map((message) =>
      message.replace('{nome}', ANA.name).replace('{cidade}', ANA.city).replace(`{${VARIABLE.key}}`, VARIABLE.value),
    );
    await phone
      .locator('[data-testid="phone-message"][data-direction="out"]')
      .filter({ hasText: VARIABLE.value })
      .waitFor({ timeout: SEND_TIMEOUT_MS });
    const offer = (await receivedMessages(ANA.number)).at(-1);
    expect(variants).toContain(offer?.body);
    // The campaign's file went with it, the text its caption.
    expect(offer?.media).toBe(true);
    // The report tab heard it over the socket, with no reload.
    await expect.poll(() => card('confirmed'), EVENTUALLY).toBe('1');
    await expect.poll(() => card('delivered'), EVENTUALLY).toBe('1');
    expect(await page.getByTestId('campaign-report-delivered').textContent()).toBe(delivered(1));
    await shots('campaign-report');
  });

  it('Bruno confirms too: every valid contact has the message', async () => {
    const wrote = await apiCall(page, 'POST', `/simulator/${connectionId}/chats/${BRUNO.number}/messages`, {
      body: 'Quero sim',
    });
    expect(wrote.status).toBe(201);
    await expect.poll(() => card('delivered'), { timeout: SEND_TIMEOUT_MS }).toBe('2');
    expect(await card('confirmed')).toBe('2');
    expect(await page.getByTestId('campaign-report-delivered').textContent()).toBe(delivered(2));
    expect(await received(BRUNO.number)).toHaveLength(2);
    await openScreen(page, '/campaigns', 'campaigns-page');
    expect(await statusOf(campaignRow())).toBe('FINALIZADA');
    expect(session.pageErrors).toEqual([]);
  });
});
