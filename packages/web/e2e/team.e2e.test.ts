import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ptBR } from '../src/i18n/locales/pt-BR';

/**
 * Users, queues (with the chatbot tree) and settings in a real browser against the built server. The account logs
 * in once, in beforeAll, and the steps run in order on that one page: every e2e file shares the login rate limit
 * (10 per account per 15 minutes), and the shell tests already use two.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const artifactsDir = process.env.E2E_ARTIFACTS_DIR ?? 'test-artifacts';
const SCREENSHOTS = join(isAbsolute(artifactsDir) ? artifactsDir : resolve(REPO_ROOT, artifactsDir), 'screenshots');
const STEP_TIMEOUT_MS = 60_000;
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through their vitest config`);
  return value;
}

describe('team administration: users, queues, settings', { timeout: STEP_TIMEOUT_MS }, () => {
  let baseUrl: string;
  let profileDir: string;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  const screenshot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  const success = () => page.getByText(ptBR.common.success).first();
  const userModal = () => page.getByTestId('user-modal');
  const queueDialog = () => page.getByTestId('queue-dialog');
  const userRow = (name: string) => page.getByTestId('user-row').filter({ has: page.getByText(name, { exact: true }) });
  const settingSwitch = (key: string): Locator => page.getByTestId(`setting-${key}`).locator('input');

  async function open(path: string, testId: string): Promise<void> {
    await page.goto(`${baseUrl}${path}`);
    await page.getByTestId(testId).waitFor();
  }

  /** A dialog has finished fading in (screenshots taken mid-transition show the page through it). */
  async function dialogShown(dialog: Locator): Promise<void> {
    await expect.poll(() => dialog.locator('.MuiDialog-container').evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    // Nor should a tooltip of the last click cover the fields.
    await page.mouse.move(0, 0);
  }

  async function waitForToastsToClear(): Promise<void> {
    await page.locator('.Toastify__toast').first().waitFor({ state: 'detached' });
  }

  async function setTheme(theme: 'light' | 'dark'): Promise<void> {
    const toggle = page.getByTestId('theme-toggle');
    if ((await toggle.getAttribute('data-theme')) !== theme) await toggle.click();
    await page.locator(`[data-testid="theme-toggle"][data-theme="${theme}"]`).waitFor();
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

  it('adds a user: the validation errors first, then the new row', async () => {
    await open('/users', 'users-table');
    await userRow('Administrador').waitFor();
    await page.getByRole('button', { name: ptBR.users.add }).click();
    const modal = userModal();
    await modal.getByLabel(ptBR.userModal.name, { exact: true }).waitFor();

    await modal.getByTestId('user-modal-submit').click();
    await expect.poll(() => modal.getByText(ptBR.validation.required).count()).toBe(3);

    await modal.getByLabel(ptBR.userModal.name, { exact: true }).fill('Bia Souza');
    await modal.getByLabel(ptBR.userModal.email, { exact: true }).fill('bia.souza@e2e.local');
    await modal.getByLabel(ptBR.userModal.password, { exact: true }).fill('1234');
    await modal.getByTestId('user-modal-submit').click();
    await modal.getByText(ptBR.validation.tooShort).waitFor();
    await dialogShown(modal);
    await screenshot('team-user-modal-light');

    await modal.getByLabel(ptBR.userModal.password, { exact: true }).fill('segredo-123');
    await modal.getByTestId('user-modal-submit').click();
    await modal.waitFor({ state: 'detached' });
    await success().waitFor();
    await userRow('Bia Souza').waitFor();
    expect(await userRow('Bia Souza').getByText(ptBR.profile.roles.user).isVisible()).toBe(true);
    await waitForToastsToClear();
    await screenshot('team-users-light');
  });

  it('edits the user: a new name and a masked start time', async () => {
    await page.getByRole('button', { name: 'Editar Bia Souza' }).click();
    const modal = userModal();
    const name = modal.getByLabel(ptBR.userModal.name, { exact: true });
    await expect.poll(() => name.inputValue()).toBe('Bia Souza');
    await name.fill('Bia Souza Lima');
    await modal.getByLabel(ptBR.userModal.startWork, { exact: true }).fill('0830');
    await expect.poll(() => modal.getByLabel(ptBR.userModal.startWork, { exact: true }).inputValue()).toBe('08:30');
    await modal.getByTestId('user-modal-submit').click();
    await modal.waitFor({ state: 'detached' });
    await userRow('Bia Souza Lima').getByText('08:30').waitFor();
  });

  it('deletes the user after the confirmation', async () => {
    await page.getByRole('button', { name: 'Excluir Bia Souza Lima' }).click();
    const confirm = page.getByRole('dialog', { name: ptBR.common.confirmDeleteTitle });
    await confirm.getByText(ptBR.common.confirmDeleteText).waitFor();
    await confirm.getByRole('button', { name: ptBR.common.delete, exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => userRow('Bia Souza Lima').count()).toBe(0);
  });

  it('adds a queue with a colour and a chatbot option two levels deep', async () => {
    await open('/queues', 'queues-table');
    await page.getByRole('button', { name: ptBR.queues.add }).click();
    const dialog = queueDialog();
    await dialog.getByLabel(ptBR.queueDialog.name, { exact: true }).fill('Financeiro E2E');
    await dialog.getByTestId('queue-color-button').click();
    await page.getByRole('option', { name: 'Escolher a cor #1273DE' }).click();
    await expect.poll(() => dialog.getByTestId('queue-color-button').inputValue()).toBe('#1273DE');

    await dialog.getByRole('button', { name: ptBR.chatbot.add }).click();
    await dialog.getByTestId('option-name').first().fill('Boletos');
    await dialog.getByRole('button', { name: ptBR.chatbot.addNested }).first().click();
    await dialog.getByTestId('option-name').nth(1).fill('Pix');
    await dialog.getByTestId('queue-dialog-submit').click();
    // The shared rule: an option name has at least 4 characters.
    await dialog.getByText(ptBR.validation.optionTooShort).waitFor();

    await dialog.getByTestId('option-name').nth(1).fill('Segunda via');
    await dialog.getByTestId('queue-dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('queue-row').filter({ hasText: 'Financeiro E2E' });
    await row.getByText('#1273DE').waitFor();
  });

  it('reopens the queue and finds the nested option', async () => {
    await page.getByRole('button', { name: 'Editar Financeiro E2E' }).click();
    const dialog = queueDialog();
    await dialog.getByTestId('chatbot-editor').waitFor();
    await expect.poll(() => dialog.getByTestId('option-name').first().inputValue()).toBe('Boletos');
    const nested = dialog.locator('[data-testid="chatbot-option"][data-depth="2"]');
    await nested.getByText('Segunda via').waitFor();
    await nested.getByRole('button', { name: ptBR.chatbot.expand }).click();
    await expect.poll(() => nested.getByTestId('option-name').inputValue()).toBe('Segunda via');
    await nested.scrollIntoViewIfNeeded();
    await waitForToastsToClear();
    await dialogShown(dialog);
    await screenshot('team-queue-dialog-light');
    await page.setViewportSize(PHONE);
    await nested.scrollIntoViewIfNeeded();
    await screenshot('team-queue-dialog-phone');
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: ptBR.common.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('changes a setting on the options tab, and it stays after a reload', async () => {
    await open('/settings', 'settings-page');
    const rating = settingSwitch('userRating');
    await rating.waitFor({ state: 'attached' });
    expect(await rating.isChecked()).toBe(false);
    await rating.click();
    await success().waitFor();
    await expect.poll(() => rating.isChecked()).toBe(true);

    await page.reload();
    await settingSwitch('userRating').waitFor({ state: 'attached' });
    await expect.poll(() => settingSwitch('userRating').isChecked()).toBe(true);
    await screenshot('team-settings-light');
  });

  it('edits the company service hours once the company schedules by company', async () => {
    await page.getByTestId('setting-scheduleType').getByRole('combobox').click();
    await page.getByRole('option', { name: ptBR.settings.scheduleTypes.company }).click();
    await page.getByTestId('settings-schedules-tab').click();
    const monday = () => page.getByRole('group', { name: ptBR.serviceHours.weekdays.monday });
    await monday().getByLabel(ptBR.serviceHours.startTimeA, { exact: true }).fill('0915');
    await page.getByText(ptBR.serviceHours.unsaved).waitFor();
    await page.getByTestId('company-schedules-save').click();
    await page.getByText(ptBR.serviceHours.saved).waitFor();

    await page.reload();
    await page.getByTestId('settings-schedules-tab').click();
    await expect.poll(() => monday().getByLabel(ptBR.serviceHours.startTimeA, { exact: true }).inputValue()).toBe('09:15');
  });

  it('shows the same screens in the dark theme and on a phone', async () => {
    await setTheme('dark');
    await open('/settings', 'settings-page');
    await settingSwitch('userRating').waitFor({ state: 'attached' });
    await waitForToastsToClear();
    await screenshot('team-settings-dark');

    await open('/users', 'users-table');
    await userRow('Administrador').waitFor();
    await screenshot('team-users-dark');
    await page.getByRole('button', { name: ptBR.users.add }).click();
    await userModal().getByLabel(ptBR.userModal.name, { exact: true }).waitFor();
    await dialogShown(userModal());
    await screenshot('team-user-modal-dark');
    await userModal().getByRole('button', { name: ptBR.common.cancel }).click();

    await open('/queues', 'queues-table');
    await page.getByRole('button', { name: 'Editar Financeiro E2E' }).click();
    const nested = queueDialog().locator('[data-testid="chatbot-option"][data-depth="2"]');
    await nested.getByRole('button', { name: ptBR.chatbot.expand }).click();
    await nested.scrollIntoViewIfNeeded();
    await dialogShown(queueDialog());
    await screenshot('team-queue-dialog-dark');
    await queueDialog().getByRole('button', { name: ptBR.common.cancel }).click();

    await page.setViewportSize(PHONE);
    await open('/users', 'users-table');
    await userRow('Administrador').waitFor();
    await screenshot('team-users-phone');
    await page.setViewportSize(DESKTOP);
    await setTheme('light');
    expect(pageErrors).toEqual([]);
  });
});
