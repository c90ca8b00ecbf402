import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlantaoView } from '@guiche/shared';
import { ptBR } from '../src/i18n/locales/pt-BR';
import {
  apiCall,
  dialogShown,
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
 * On-call duty in a real browser against the built server: the empty roster, the dialog's spec 3 §5 texts for what
 * is missing, an entry added (a day shift and a night shift past midnight) and shown as 'weekday - start às end',
 * edited, and deleted after 'Deseja realmente excluir este plantonista?'. One login, in beforeAll.
 */
const texts = ptBR.plantao;

describe('on-call duty', { timeout: STEP_TIMEOUT_MS }, () => {
  let session: BrowserSession;
  let page: Page;

  const dialog = () => page.getByTestId('plantao-dialog');
  const day = (weekday: string) => dialog().getByRole('group', { name: weekday });
  const rows = () => page.getByTestId('plantao-row');

  beforeAll(async () => {
    session = await launchBrowser();
    page = session.page;
    await openLoggedIn(page);
  }, STEP_TIMEOUT_MS);

  afterAll(() => session?.close());

  it('starts with an empty roster', async () => {
    await openScreen(page, '/plantao', 'plantao-page');
    await page.getByText(texts.emptyTitle).waitFor();
    await settled(page);
    await screenshot(page, 'plantao-empty');
  });

  it('asks for the user, the phone and a day, and for the end of a day given only its start', async () => {
    await page.getByTestId('plantao-add').click();
    await dialogShown(dialog());
    await expect.poll(() => dialog().getByTestId('plantao-interval').inputValue()).toBe('1');
    await page.getByTestId('plantao-submit').click();
    for (const message of [texts.validation.userRequired, texts.validation.phoneRequired, texts.validation.oneDay])
      await dialog().getByText(message).waitFor();
    await day(ptBR.serviceHours.weekdays.monday).getByLabel(texts.dialog.start).fill('0800');
    await dialog().getByText(texts.validation.endRequired).waitFor();
    await settled(page);
    await screenshot(page, 'plantao-dialog-errors');
  });

  it('adds a day shift and a night shift, shown as the table’s hours', async () => {
    await dialog().getByRole('combobox', { name: texts.dialog.user }).click();
    await page.getByRole('option').first().click();
    await dialog().getByTestId('plantao-phone').fill('+55 (11) 97777-0000');
    await day(ptBR.serviceHours.weekdays.monday).getByLabel(texts.dialog.end).fill('1800');
    await day(ptBR.serviceHours.weekdays.saturday).getByLabel(texts.dialog.start).fill('2200');
    await day(ptBR.serviceHours.weekdays.saturday).getByLabel(texts.dialog.end).fill('0600');
    await page.getByTestId('plantao-submit').click();
    await page.getByText(texts.saved).waitFor();
    await dialog().waitFor({ state: 'detached' });
    await expect.poll(() => rows().count()).toBe(1);
    const hours = rows().getByTestId('plantao-hours');
    await expect.poll(() => hours.innerText()).toBe('Segunda-feira - 08:00 às 18:00\nSábado - 22:00 às 06:00');
    await expect.poll(() => rows().innerText()).toContain('(11) 97777-0000');
    await toastsCleared(page);
    await settled(page);
    await screenshot(page, 'plantao-list');
    await setTheme(page, 'dark');
    await screenshot(page, 'plantao-list-dark');
    await page.getByTestId('plantao-edit').click();
    await dialogShown(dialog());
    await screenshot(page, 'plantao-dialog-dark');
    // The theme toggle sits under the dialog: it closes first.
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await setTheme(page, 'light');
  });

  it('edits the interval between notifications', async () => {
    await page.getByTestId('plantao-edit').click();
    await dialogShown(dialog());
    // The form opens with the number as the row shows it (stored as 5511977770000).
    await expect.poll(() => dialog().getByTestId('plantao-phone').inputValue()).toBe('(11) 97777-0000');
    await expect
      .poll(() => day(ptBR.serviceHours.weekdays.saturday).getByLabel(texts.dialog.end).inputValue())
      .toBe('06:00');
    await dialog().getByTestId('plantao-interval').fill('5');
    await page.getByTestId('plantao-submit').click();
    await page.getByText(texts.saved).waitFor();
    await dialog().waitFor({ state: 'detached' });
    await expect
      .poll(async () => ((await apiCall(page, 'GET', '/plantao')).body as PlantaoView[]).map((entry) => entry.interval))
      .toEqual([5]);
  });

  it('deletes after the spec’s confirmation', async () => {
    await toastsCleared(page);
    await page.getByTestId('plantao-delete').click();
    const confirm = page.getByRole('dialog').filter({ hasText: texts.confirmDelete });
    await dialogShown(confirm);
    await screenshot(page, 'plantao-confirm-delete');
    await confirm.getByRole('button', { name: ptBR.common.delete, exact: true }).click();
    await page.getByText(texts.deleted).waitFor();
    await page.getByText(texts.emptyTitle).waitFor();
    expect((await apiCall(page, 'GET', '/plantao')).body).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});
