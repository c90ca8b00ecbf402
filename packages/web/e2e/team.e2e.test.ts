import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ptBR } from '../src/i18n/locales/pt-BR';
import {
  apiCall,
  DESKTOP,
  dialogShown,
  launchBrowser,
  openLoggedIn,
  openScreen,
  PHONE,
  screenshot,
  setTheme,
  STEP_TIMEOUT_MS,
  toastsCleared,
  type BrowserSession,
} from './support';

/**
 * Users, queues (with the chatbot tree) and settings in a real browser against the built server. The account logs
 * in once, in beforeAll, and the steps run in order on that one page: every e2e file shares the login rate limit
 * (10 per account per 15 minutes), and the shell tests already use two.
 */
describe('team administration: users, queues, settings', { timeout: STEP_TIMEOUT_MS }, () => {
  let session: BrowserSession;
  let page: Page;

  const success = () => page.getByText(ptBR.common.success).first();
  const userModal = () => page.getByTestId('user-modal');
  const queueDialog = () => page.getByTestId('queue-dialog');
  const userRow = (name: string) => page.getByTestId('user-row').filter({ has: page.getByText(name, { exact: true }) });
  const settingSwitch = (key: string): Locator => page.getByTestId(`setting-${key}`).locator('input');

  beforeAll(async () => {
    session = await launchBrowser();
    page = session.page;
    await openLoggedIn(page);
  }, STEP_TIMEOUT_MS);

  afterAll(() => session?.close());

  it('adds a user: the validation errors first, then the new row', async () => {
    await openScreen(page, '/users', 'users-table');
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
    await screenshot(page, 'team-user-modal-light');

    await modal.getByLabel(ptBR.userModal.password, { exact: true }).fill('segredo-123');
    await modal.getByTestId('user-modal-submit').click();
    await modal.waitFor({ state: 'detached' });
    await success().waitFor();
    await userRow('Bia Souza').waitFor();
    expect(await userRow('Bia Souza').getByText(ptBR.profile.roles.user).isVisible()).toBe(true);
    await toastsCleared(page);
    await screenshot(page, 'team-users-light');
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
    await openScreen(page, '/queues', 'queues-table');
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
    await toastsCleared(page);
    await dialogShown(dialog);
    await screenshot(page, 'team-queue-dialog-light');
    await page.setViewportSize(PHONE);
    await nested.scrollIntoViewIfNeeded();
    await screenshot(page, 'team-queue-dialog-phone');
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: ptBR.common.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('changes a setting on the options tab, and it stays after a reload', async () => {
    await openScreen(page, '/settings', 'settings-page');
    const rating = settingSwitch('userRating');
    await rating.waitFor({ state: 'attached' });
    // Other browser files share this company and may have switched it already: the test flips whatever it finds.
    const before = await rating.isChecked();
    await rating.click();
    await success().waitFor();
    await expect.poll(() => rating.isChecked()).toBe(!before);

    await page.reload();
    await settingSwitch('userRating').waitFor({ state: 'attached' });
    await expect.poll(() => settingSwitch('userRating').isChecked()).toBe(!before);
    await screenshot(page, 'team-settings-light');
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
    await expect
      .poll(() => monday().getByLabel(ptBR.serviceHours.startTimeA, { exact: true }).inputValue())
      .toBe('09:15');
    // The company's scheduleType is shared with every other browser file: left on, contacts writing there outside
    // these hours would get the out-of-hours reply instead of what those files expect.
    expect((await apiCall(page, 'PUT', '/companySettings', { column: 'scheduleType', data: 'disabled' })).status).toBe(
      200,
    );
  });

  it('shows the same screens in the dark theme and on a phone', async () => {
    await setTheme(page, 'dark');
    await openScreen(page, '/settings', 'settings-page');
    await settingSwitch('userRating').waitFor({ state: 'attached' });
    await toastsCleared(page);
    await screenshot(page, 'team-settings-dark');

    await openScreen(page, '/users', 'users-table');
    await userRow('Administrador').waitFor();
    await screenshot(page, 'team-users-dark');
    await page.getByRole('button', { name: ptBR.users.add }).click();
    await userModal().getByLabel(ptBR.userModal.name, { exact: true }).waitFor();
    await dialogShown(userModal());
    await screenshot(page, 'team-user-modal-dark');
    await userModal().getByRole('button', { name: ptBR.common.cancel }).click();

    await openScreen(page, '/queues', 'queues-table');
    await page.getByRole('button', { name: 'Editar Financeiro E2E' }).click();
    const nested = queueDialog().locator('[data-testid="chatbot-option"][data-depth="2"]');
    await nested.getByRole('button', { name: ptBR.chatbot.expand }).click();
    await nested.scrollIntoViewIfNeeded();
    await dialogShown(queueDialog());
    await screenshot(page, 'team-queue-dialog-dark');
    await queueDialog().getByRole('button', { name: ptBR.common.cancel }).click();

    await page.setViewportSize(PHONE);
    await openScreen(page, '/users', 'users-table');
    await userRow('Administrador').waitFor();
    await screenshot(page, 'team-users-phone');
    await page.setViewportSize(DESKTOP);
    await setTheme(page, 'light');
    expect(session.pageErrors).toEqual([]);
  });
});
