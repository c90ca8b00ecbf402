import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ptBR } from '../src/i18n/locales/pt-BR';

/**
 * The contacts page in a real browser against the built server: add with the form's validation, the duplicate
 * number, edit, tag (with the too-short refusal and a tag created on the spot), search, block and unblock. The
 * account logs in once, in beforeAll, and the steps run in order on that one page: every e2e file shares the login
 * rate limit (10 per account per 15 minutes). Names and numbers are this file's own, so contacts other files make
 * on the same server never match its searches.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const artifactsDir = process.env.E2E_ARTIFACTS_DIR ?? 'test-artifacts';
const SCREENSHOTS = join(isAbsolute(artifactsDir) ? artifactsDir : resolve(REPO_ROOT, artifactsDir), 'screenshots');
const STEP_TIMEOUT_MS = 60_000;
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const texts = ptBR.contacts;

const CONTACT = { name: 'Helena Quintela', renamed: 'Helena Quintela Prado', typedNumber: '+55 11 97777-0101', number: '5511977770101' };
const TAG = 'Cliente Quintela';

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through their vitest config`);
  return value;
}

describe('contacts page: add, duplicate, edit, tags, search, block', { timeout: STEP_TIMEOUT_MS }, () => {
  let baseUrl: string;
  let profileDir: string;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  /** No tooltip of the last click over the page, and transitions finished at once (a theme switch caught halfway shows neither theme). */
  async function screenshot(name: string): Promise<void> {
    await page.mouse.move(0, 0);
    await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
  }
  const contactModal = () => page.getByTestId('contact-modal');
  const contactRow = (name: string) => page.getByTestId('contact-row').filter({ has: page.getByText(name, { exact: true }) });
  const search = () => page.getByTestId('contacts-search');
  const toast = (text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

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

  /** Searches the list and waits until only the matching rows are shown. */
  async function searchFor(term: string, expectedRows: number): Promise<void> {
    await search().fill(term);
    await expect.poll(() => page.getByTestId('contact-row').count()).toBe(expectedRows);
  }

  async function openRowMenu(name: string): Promise<void> {
    await page.getByRole('button', { name: texts.actions.more.replace('{{name}}', name) }).click();
  }

  async function confirmIn(title: string, button: string): Promise<void> {
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
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

  it('adds a contact: the validation texts first, then the new row', async () => {
    await page.goto(`${baseUrl}/contacts`);
    await page.getByTestId('contacts-table').waitFor();
    // The list shows this file's contacts only from here on; the new one joins it once saved.
    await searchFor('quintela', 0);
    await page.getByText(texts.emptyTitle).waitFor();
    await page.getByRole('button', { name: texts.add }).click();
    const modal = contactModal();
    await modal.getByLabel(texts.modal.name, { exact: true }).waitFor();

    await modal.getByTestId('contact-modal-submit').click();
    await modal.getByText(ptBR.validation.required).waitFor();
    await modal.getByLabel(texts.modal.name, { exact: true }).fill('H');
    await modal.getByLabel(texts.modal.number, { exact: true }).fill('1234');
    await modal.getByLabel(texts.modal.email, { exact: true }).fill('helena@');
    await modal.getByTestId('contact-modal-submit').click();
    await expect.poll(() => modal.getByText(ptBR.validation.tooShort).count()).toBe(2);
    await modal.getByText(ptBR.validation.invalidEmail).waitFor();

    await modal.getByLabel(texts.modal.name, { exact: true }).fill(CONTACT.name);
    await modal.getByLabel(texts.modal.number, { exact: true }).fill(CONTACT.typedNumber);
    await modal.getByLabel(texts.modal.email, { exact: true }).fill('helena@quintela.com.br');
    await modal.getByRole('button', { name: texts.modal.addExtra }).click();
    await modal.getByLabel(texts.modal.extraName, { exact: true }).fill('CPF');
    await modal.getByLabel(texts.modal.extraValue, { exact: true }).fill('123.456.789-00');
    await dialogShown(modal);
    await screenshot('contacts-modal-light');
    await modal.getByTestId('contact-modal-submit').click();
    await modal.waitFor({ state: 'detached' });
    await toast(texts.modal.saved).waitFor();
    // The server keeps the digits only. (Phones show the number and tags under the name: only one copy is visible.)
    await contactRow(CONTACT.name).getByText(CONTACT.number).filter({ visible: true }).waitFor();
  });

  it('refuses a second contact with the same number through the error handler', async () => {
    await page.getByRole('button', { name: texts.add }).click();
    const modal = contactModal();
    await modal.getByLabel(texts.modal.name, { exact: true }).fill('Helena Repetida');
    await modal.getByLabel(texts.modal.number, { exact: true }).fill(CONTACT.number);
    await modal.getByTestId('contact-modal-submit').click();
    await toast(ptBR.errors.ERR_DUPLICATED_CONTACT).waitFor();
    await modal.getByText(ptBR.errors.ERR_DUPLICATED_CONTACT).waitFor();
    await dialogShown(modal);
    await screenshot('contacts-duplicate-light');
    await modal.getByRole('button', { name: ptBR.common.cancel }).click();
    await modal.waitFor({ state: 'detached' });
    expect(await contactRow('Helena Repetida').count()).toBe(0);
  });

  it('edits the contact: the form opens with its values and the row takes the new name', async () => {
    await page.getByRole('button', { name: texts.actions.edit.replace('{{name}}', CONTACT.name) }).click();
    const modal = contactModal();
    const name = modal.getByLabel(texts.modal.name, { exact: true });
    await expect.poll(() => name.inputValue()).toBe(CONTACT.name);
    await expect.poll(() => modal.getByLabel(texts.modal.extraValue, { exact: true }).inputValue()).toBe('123.456.789-00');
    await name.fill(CONTACT.renamed);
    await modal.getByTestId('contact-modal-submit').click();
    await modal.waitFor({ state: 'detached' });
    await contactRow(CONTACT.renamed).waitFor();
  });

  it("tags the contact: a name under 3 characters is refused, a new one is created with the contact's tag", async () => {
    await openRowMenu(CONTACT.renamed);
    await page.getByRole('menuitem', { name: texts.tags.label }).click();
    const dialog = page.getByTestId('contact-tags-dialog');
    const input = dialog.getByTestId('tags-select').getByRole('combobox');
    await input.click();
    await input.fill('ab');
    await input.press('Enter');
    await toast(ptBR.validation.tagTooShort).waitFor();

    await input.fill(TAG);
    await page.getByRole('option', { name: texts.tags.create.replace('{{name}}', TAG) }).click();
    await dialog.getByText(TAG, { exact: true }).waitFor();
    // Leave the field (Escape would close the dialog once the list is shut).
    await dialog.getByRole('heading').click();
    await waitForToastsToClear();
    await dialogShown(dialog);
    await screenshot('contacts-tags-light');
    await dialog.getByRole('button', { name: ptBR.common.close, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await contactRow(CONTACT.renamed).getByText(TAG, { exact: true }).filter({ visible: true }).waitFor();
  });

  it('searches by name from 3 characters, and by number', async () => {
    await search().fill('He');
    await page.getByText(texts.searchHint).waitFor();
    await searchFor('quintela prado', 1);
    await contactRow(CONTACT.renamed).waitFor();
    await expect.poll(() => page.getByTestId('page-count').textContent()).toBe('1');
    await searchFor('977770101', 1);
    await contactRow(CONTACT.renamed).waitFor();
    await searchFor('quintela inexistente', 0);
    await page.getByText(texts.emptyTitle).waitFor();
    await searchFor('quintela', 1);
  });

  it('blocks the contact after a confirmation, then unblocks it', async () => {
    await openRowMenu(CONTACT.renamed);
    await page.getByRole('menuitem', { name: texts.blockConfirm, exact: true }).click();
    await confirmIn(texts.blockTitle, texts.blockConfirm);
    await toast(texts.blockedToast).waitFor();
    const row = contactRow(CONTACT.renamed);
    await row.getByText(texts.blocked, { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: texts.actions.startTicket.replace('{{name}}', CONTACT.renamed) }).isDisabled()).toBe(true);
    await waitForToastsToClear();
    await screenshot('contacts-blocked-light');

    await openRowMenu(CONTACT.renamed);
    await page.getByRole('menuitem', { name: texts.unblockConfirm, exact: true }).click();
    await confirmIn(texts.unblockTitle, texts.unblockConfirm);
    await toast(texts.unblockedToast).waitFor();
    await expect.poll(() => row.getByText(texts.blocked, { exact: true }).count()).toBe(0);
  });

  it('shows the page in the dark theme and on a phone', async () => {
    await setTheme('dark');
    await contactRow(CONTACT.renamed).waitFor();
    await waitForToastsToClear();
    await screenshot('contacts-dark');
    await page.getByRole('button', { name: texts.add }).click();
    await dialogShown(contactModal());
    await screenshot('contacts-modal-dark');
    await contactModal().getByRole('button', { name: ptBR.common.cancel }).click();
    await contactModal().waitFor({ state: 'detached' });

    await page.setViewportSize(PHONE);
    await contactRow(CONTACT.renamed).waitFor();
    await screenshot('contacts-phone-dark');
    await setTheme('light');
    await screenshot('contacts-phone-light');
    await page.setViewportSize(DESKTOP);
    expect(pageErrors).toEqual([]);
  });
});
