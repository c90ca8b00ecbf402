import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ptBR } from '../src/i18n/locales/pt-BR';
import {
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
 * The contacts page in a real browser against the built server: add with the form's validation, the duplicate
 * number, edit, tag (with the too-short refusal and a tag created on the spot), search, block and unblock. The
 * account logs in once, in beforeAll, and the steps run in order on that one page: every e2e file shares the login
 * rate limit (10 per account per 15 minutes). Names and numbers are this file's own, so contacts other files make
 * on the same server never match its searches.
 */
const texts = ptBR.contacts;

const CONTACT = {
  name: 'Helena Quintela',
  renamed: 'Helena Quintela Prado',
  typedNumber: '+55 11 97777-0101',
  number: '5511977770101',
  shown: '(11) 97777-0101',
};
const TAG = 'Cliente Quintela';

describe('contacts page: add, duplicate, edit, tags, search, block', { timeout: STEP_TIMEOUT_MS }, () => {
  let session: BrowserSession;
  let page: Page;

  /** No tooltip of the last click over the page, and transitions finished at once (a theme switch caught halfway shows neither theme). */
  async function stillScreenshot(name: string): Promise<void> {
    await page.mouse.move(0, 0);
    await screenshot(page, name, { animations: 'disabled' });
  }
  const contactModal = () => page.getByTestId('contact-modal');
  const contactRow = (name: string) =>
    page.getByTestId('contact-row').filter({ has: page.getByText(name, { exact: true }) });
  const search = () => page.getByTestId('contacts-search');
  const toast = (text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

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
    session = await launchBrowser();
    page = session.page;
    await openLoggedIn(page);
  }, STEP_TIMEOUT_MS);

  afterAll(() => session?.close());

  it('adds a contact: the validation texts first, then the new row', async () => {
    await openScreen(page, '/contacts', 'contacts-table');
    // The list shows this file's contacts only from here on; the new one joins it once saved.
    await searchFor('quintela', 0);
    await page.getByText(texts.emptyTitle).waitFor();
    await page.getByRole('button', { name: texts.add }).click();
    const modal = contactModal();
    await modal.getByLabel(texts.modal.name, { exact: true }).waitFor();

    await modal.getByTestId('contact-modal-submit').click();
    // Name and number are both required.
    await expect.poll(() => modal.getByText(ptBR.validation.required).count()).toBe(2);
    await modal.getByLabel(texts.modal.name, { exact: true }).fill('H');
    await modal.getByLabel(texts.modal.number, { exact: true }).fill('1234');
    await modal.getByLabel(texts.modal.email, { exact: true }).fill('helena@');
    await modal.getByTestId('contact-modal-submit').click();
    await modal.getByText(ptBR.validation.tooShort).waitFor();
    await modal.getByText(ptBR.validation.invalidPhone).waitFor();
    await modal.getByText(ptBR.validation.invalidEmail).waitFor();

    await modal.getByLabel(texts.modal.name, { exact: true }).fill(CONTACT.name);
    await modal.getByLabel(texts.modal.number, { exact: true }).fill(CONTACT.typedNumber);
    await modal.getByLabel(texts.modal.email, { exact: true }).fill('helena@quintela.com.br');
    await modal.getByRole('button', { name: texts.modal.addExtra }).click();
    await modal.getByLabel(texts.modal.extraName, { exact: true }).fill('CPF');
    await modal.getByLabel(texts.modal.extraValue, { exact: true }).fill('123.456.789-00');
    await dialogShown(modal);
    await stillScreenshot('contacts-modal-light');
    await modal.getByTestId('contact-modal-submit').click();
    await modal.waitFor({ state: 'detached' });
    await toast(texts.modal.saved).waitFor();
    // The server keeps E.164 digits, shown in national form. (Phones show the number and tags under the name: only one copy is visible.)
    await contactRow(CONTACT.name).getByText(CONTACT.shown).filter({ visible: true }).waitFor();
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
    await stillScreenshot('contacts-duplicate-light');
    await modal.getByRole('button', { name: ptBR.common.cancel }).click();
    await modal.waitFor({ state: 'detached' });
    expect(await contactRow('Helena Repetida').count()).toBe(0);
  });

  it('edits the contact: the form opens with its values and the row takes the new name', async () => {
    await page.getByRole('button', { name: texts.actions.edit.replace('{{name}}', CONTACT.name) }).click();
    const modal = contactModal();
    const name = modal.getByLabel(texts.modal.name, { exact: true });
    await expect.poll(() => name.inputValue()).toBe(CONTACT.name);
    await expect
      .poll(() => modal.getByLabel(texts.modal.extraValue, { exact: true }).inputValue())
      .toBe('123.456.789-00');
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
    await toastsCleared(page);
    await dialogShown(dialog);
    await stillScreenshot('contacts-tags-light');
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
    expect(
      await row
        .getByRole('button', { name: texts.actions.startTicket.replace('{{name}}', CONTACT.renamed) })
        .isDisabled(),
    ).toBe(true);
    await toastsCleared(page);
    await stillScreenshot('contacts-blocked-light');

    await openRowMenu(CONTACT.renamed);
    await page.getByRole('menuitem', { name: texts.unblockConfirm, exact: true }).click();
    await confirmIn(texts.unblockTitle, texts.unblockConfirm);
    await toast(texts.unblockedToast).waitFor();
    await expect.poll(() => row.getByText(texts.blocked, { exact: true }).count()).toBe(0);
  });

  it('shows the page in the dark theme and on a phone', async () => {
    await setTheme(page, 'dark');
    await contactRow(CONTACT.renamed).waitFor();
    await toastsCleared(page);
    await stillScreenshot('contacts-dark');
    await page.getByRole('button', { name: texts.add }).click();
    await dialogShown(contactModal());
    await stillScreenshot('contacts-modal-dark');
    await contactModal().getByRole('button', { name: ptBR.common.cancel }).click();
    await contactModal().waitFor({ state: 'detached' });

    await page.setViewportSize(PHONE);
    await contactRow(CONTACT.renamed).waitFor();
    await stillScreenshot('contacts-phone-dark');
    await setTheme(page, 'light');
    await stillScreenshot('contacts-phone-light');
    await page.setViewportSize(DESKTOP);
    expect(session.pageErrors).toEqual([]);
  });
});
