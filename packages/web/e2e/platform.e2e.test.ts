import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  submitLogin,
  type BrowserSession,
} from './support';

/**
 * Running the platform in a real browser: the super administrator adds a public plan in the settings tab Planos and a
 * company on it at /companies; a newcomer signs up from /signup on that plan and logs in to the new company.
 * Names are unique per run, so the journeys of other files and later runs never meet these.
 */
const RUN = Date.now().toString(36);
const PLAN = `Plano E2E ${RUN}`;
const COMPANY = { name: `Empresa E2E ${RUN}`, email: `empresa-${RUN}@e2e.local`, password: 'Senha@123' };
const NEWCOMER = {
  name: 'Nina Cadastro',
  email: `nina-${RUN}@e2e.local`,
  password: 'Cadastro9',
  company: `Loja da Nina ${RUN}`,
};
/** A number of this run's own: sign-up refuses a number another account uses. */
const NEWCOMER_PHONE = `119${String(Date.now()).slice(-8)}`;

/**
 * The platform's default connection as a paired simulator (made if there is none), so that the sign-up's WhatsApp
 * code reaches a simulated phone the super administrator can read.
 */
async function platformPhone(page: Page): Promise<number> {
  const connections = (await apiCall(page, 'GET', '/whatsapp')).body as {
    id: number;
    channel: string;
    isDefault: boolean;
  }[];
  const current = connections.find((connection) => connection.isDefault && connection.channel === 'simulator');
  const id =
    current?.id ??
    (
      (await apiCall(page, 'POST', '/whatsapp', { name: `Plataforma ${RUN}`, channel: 'simulator', isDefault: true }))
        .body as { id: number }
    ).id;
  await expect
    .poll(async () => (await apiCall(page, 'POST', `/simulator/${id}/scan`)).status, { timeout: 20_000 })
    .toBeLessThan(300);
  await expect
    .poll(async () => ((await apiCall(page, 'GET', `/simulator/${id}`)).body as { status: string }).status, {
      timeout: 20_000,
    })
    .toBe('CONNECTED');
  return id;
}

describe('platform: plans, companies and sign-up', { timeout: STEP_TIMEOUT_MS }, () => {
  let admin: BrowserSession;
  let visitor: BrowserSession;
  let page: Page;
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = e2eBaseUrl();
    admin = await launchBrowser();
    page = admin.page;
    await openLoggedIn(page);
  }, STEP_TIMEOUT_MS);

  afterAll(async () => {
    await visitor?.close();
    await admin?.close();
  });

  it('the super administrator adds a public plan in the settings tab Planos', async () => {
    await openScreen(page, '/settings', 'settings-page');
    await page.getByTestId('settings-plans-tab').click();
    await page.getByTestId('plan-add').click();
    const dialog = page.getByRole('dialog');
    await dialogShown(dialog);
    await dialog.getByLabel(ptBR.plans.fields.name).fill(PLAN);
    await dialog.getByLabel(ptBR.plans.fields.users, { exact: true }).fill('4');
    await dialog.getByLabel(ptBR.plans.fields.amount).fill('129.9');
    await dialog.getByTestId('plan-submit').click();
    await page.getByTestId('plan-row').filter({ hasText: PLAN }).waitFor();
    await expect
      .poll(() => page.getByTestId('plan-row').filter({ hasText: PLAN }).textContent())
      .toMatch(/R\$\s129,90/);
  });

  it('creates a company on that plan at /companies, shown with its due date', async () => {
    await openScreen(page, '/companies', 'companies-page');
    await page.getByTestId('company-add').click();
    const dialog = page.getByRole('dialog');
    await dialogShown(dialog);
    await dialog.getByLabel(ptBR.companies.fields.name, { exact: true }).fill(COMPANY.name);
    await dialog.getByLabel(ptBR.companies.fields.email, { exact: true }).fill(COMPANY.email);
    await dialog.getByLabel(ptBR.companies.fields.password).fill(COMPANY.password);
    await dialog.getByTestId('company-plan').click();
    await page.getByRole('option', { name: PLAN, exact: true }).click();
    await dialog.getByTestId('company-due-date').fill('2031-01-15');
    await dialog.getByTestId('company-submit').click();
    await page.getByTestId('companies-search').fill(RUN);
    const row = page.getByTestId('company-row').filter({ hasText: COMPANY.name });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('15/01/2031');
    expect(await row.textContent()).toContain(PLAN);
    await settled(page);
    await screenshot(page, 'platform-companies');
    await setTheme(page, 'dark');
    await screenshot(page, 'platform-companies-dark');
    await setTheme(page, 'light');
  });

  it('a newcomer signs up from /signup on the public plan and logs in to the new company', async () => {
    visitor = await launchBrowser();
    const tab = visitor.page;
    await tab.goto(`${baseUrl}/signup`);
    const form = tab.getByTestId('signup-form');
    await form.waitFor();
    await tab.getByLabel(ptBR.signup.companyName).fill(NEWCOMER.company);
    await tab.getByLabel(ptBR.signup.name, { exact: true }).fill(NEWCOMER.name);
    await tab.getByLabel(ptBR.signup.phone).fill(NEWCOMER_PHONE);
    await tab.getByLabel(ptBR.signup.document).fill('529.982.247-24');
    await tab.getByLabel(ptBR.signup.email, { exact: true }).fill(NEWCOMER.email);
    await tab.getByLabel(ptBR.signup.password, { exact: true }).fill(NEWCOMER.password);
    await expect.poll(() => tab.getByTestId('password-strength').getAttribute('data-strength')).toBe('100');
    await tab.getByRole('radio', { name: new RegExp(PLAN) }).click();
    await tab.getByRole('button', { name: ptBR.signup.submit, exact: true }).click();
    // The document's check digit is wrong: the form says so and stays.
    await tab.getByText(ptBR.validation.invalidDocument, { exact: true }).waitFor();
    await screenshot(tab, 'platform-signup');
    await tab.getByLabel(ptBR.signup.document).fill('529.982.247-25');
    // The phone's WhatsApp code, read on the simulated phone the platform's connection sent it to.
    const phoneId = await platformPhone(page);
    await tab.getByRole('button', { name: ptBR.signup.sendCode, exact: true }).click();
    const codeOnPhone = async () => {
      const texts = (await apiCall(page, 'GET', `/simulator/${phoneId}/chats/55${NEWCOMER_PHONE}/messages`)).body as {
        direction: string;
        body: string;
      }[];
      return texts.find((text) => text.direction === 'out')?.body.match(/\d{6}/)?.[0];
    };
    await expect.poll(codeOnPhone, { timeout: 20_000 }).toBeDefined();
    await tab.getByLabel(ptBR.signup.phoneCode).fill((await codeOnPhone())!);
    await tab.getByTestId('signup-terms').check();
    await tab.getByRole('button', { name: ptBR.signup.submit, exact: true }).click();
    await tab.waitForURL(`${baseUrl}/login`);
    await submitLogin(tab, { email: NEWCOMER.email, password: NEWCOMER.password });
    await tab.waitForURL(`${baseUrl}/tickets`);
    expect(visitor.pageErrors).toEqual([]);
    expect(admin.pageErrors).toEqual([]);
  });
});
