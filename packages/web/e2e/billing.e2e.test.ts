import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRecurrence, todayIsoDate } from '@guiche/shared';
import { formatDate } from '../src/lib/dates';
import {
  e2eAdmin,
  e2eBaseUrl,
  launchBrowser,
  openLoggedIn,
  requiredEnv,
  screenshot,
  STEP_TIMEOUT_MS,
  submitLogin,
  type BrowserSession,
} from './support';

/**
 * Billing and announcements in a real browser against the built server and a local fake of Asaas (global-setup.ts):
 * the super administrator (through the API) publishes an announcement and creates a company with its first invoice;
 * that company's admin sees the announcement in the app bar, pays the invoice through the checkout, and sees the
 * due date move live once the fake provider confirms the Pix. A company past its due date logs in to a billing-only
 * session: kept on /financeiro-aberto, it pays and is let into the product. The asaas setting and the announcement are
 * put back.
 */
const stamp = Date.now().toString(36);
const COMPANY = { name: `Pagadora ${stamp}`, email: `pagadora-${stamp}@e2e.local`, password: 'Pagadora@123' };
const EXPIRED = { name: `Vencida ${stamp}`, email: `vencida-${stamp}@e2e.local`, password: 'Vencida@123' };
const ANNOUNCEMENT = `Manutenção programada ${stamp}`;
const DAY_MS = 86_400_000;
const DUE = todayIsoDate(new Date(Date.now() + 3 * DAY_MS));
const EXPIRED_DUE = todayIsoDate(new Date(Date.now() - 10 * DAY_MS));

describe('billing and announcements', { timeout: STEP_TIMEOUT_MS }, () => {
  let session: BrowserSession;
  let page: Page;
  let baseUrl: string;
  let superToken = '';
  let announcementId = 0;
  let planId = 0;
  let expiredCompanyId = 0;

  /** The super administrator's calls, from this process: the browser is the company's admin. */
  async function asSuper(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${superToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  /** Pays the first open invoice on screen through the checkout, and has the fake provider confirm the Pix. */
  async function payFirstInvoice(on: Page, shot: string) {
    await on.locator('[data-testid^="pay-invoice-"]').first().click();
    const dialog = on.getByTestId('checkout-dialog');
    await dialog.getByTestId('checkout-document').fill('529.982.247-25');
    await dialog.getByTestId('checkout-next').click();
    await dialog.getByTestId('plan-card-current').waitFor();
    await dialog.getByTestId('checkout-next').click();
    await dialog.getByTestId('checkout-review').waitFor();
    await dialog.getByTestId('checkout-next').click();
    await dialog.getByTestId('pix-payment').waitFor();
    await screenshot(on, shot);

    const fake = new URL('/__fake/payments', requiredEnv('E2E_ASAAS_URL'));
    const charges = (await (await fetch(fake)).json()) as { id: string; description: string | null }[];
    const charge = charges.at(-1);
    expect(charge).toBeDefined();
    const paid = await fetch(new URL(`/__fake/payments/${charge?.id ?? ''}/receive`, fake), { method: 'POST' });
    expect(((await paid.json()) as { webhookStatus: number }).webhookStatus).toBe(200);
    return dialog;
  }

  beforeAll(async () => {
    baseUrl = e2eBaseUrl();
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(e2eAdmin()),
    });
    superToken = ((await login.json()) as { token: string }).token;
    expect((await asSuper('PUT', '/settings/asaas', { value: requiredEnv('E2E_ASAAS_API_KEY') })).status).toBe(200);
    const announcement = await asSuper('POST', '/announcements', {
      title: ANNOUNCEMENT,
      text: 'O sistema ficará fora do ar no domingo.',
      priority: 1,
    });
    announcementId = (announcement.body as { id: number }).id;
    // A priced plan: a free one's invoices are settled without any checkout.
    const plan = await asSuper('POST', '/plans', {
      name: `Plano pago ${stamp}`,
      users: 5,
      connections: 2,
      queues: 5,
      amount: 149.9,
      isPublic: false,
    });
    expect(plan.status).toBe(201);
    planId = (plan.body as { id: number }).id;
    const created = await asSuper('POST', '/companies', {
      name: COMPANY.name,
      email: COMPANY.email,
      password: COMPANY.password,
      planId,
      dueDate: DUE,
    });
    expect(created.status).toBe(201);
    const expired = await asSuper('POST', '/companies', {
      name: EXPIRED.name,
      email: EXPIRED.email,
      password: EXPIRED.password,
      planId,
      dueDate: EXPIRED_DUE,
    });
    expect(expired.status).toBe(201);
    expiredCompanyId = (expired.body as { id: number }).id;
    session = await launchBrowser();
    page = session.page;
    await openLoggedIn(page, { email: COMPANY.email, password: COMPANY.password });
  }, STEP_TIMEOUT_MS);

  afterAll(async () => {
    await session?.close();
    if (announcementId) await asSuper('DELETE', `/announcements/${announcementId}`);
    if (expiredCompanyId) await asSuper('DELETE', `/companies/${expiredCompanyId}`);
    await asSuper('PUT', '/settings/asaas', { value: '' });
  });

  it("shows the super administrator's announcement in the app bar, in the high-priority colour", async () => {
    await page.getByTestId('announcements-button').click();
    const item = page.getByTestId(`announcement-item-${announcementId}`);
    await item.waitFor();
    expect(await item.getAttribute('data-priority')).toBe('1');
    await item.click();
    await page.getByTestId('announcement-viewer').getByText('O sistema ficará fora do ar no domingo.').waitFor();
    await screenshot(page, 'billing-announcement-viewer');
    await page.keyboard.press('Escape');
    await page.getByTestId('announcement-viewer').waitFor({ state: 'detached' });
  });

  it('pays the first invoice by Pix and sees the due date move live, then goes to the tickets', async () => {
    await page.goto(`${baseUrl}/financeiro`);
    const dueChip = page.getByTestId('billing-due-date');
    await expect.poll(() => dueChip.textContent()).toContain(formatDate(DUE));
    const dialog = await payFirstInvoice(page, 'billing-pix');

    const newDue = formatDate(addRecurrence(DUE, 'MENSAL'));
    await dialog.getByTestId('payment-confirmed').getByText(newDue, { exact: false }).waitFor();
    await expect.poll(() => dueChip.textContent()).toContain(newDue);
    await page.waitForURL(`${baseUrl}/tickets`, { timeout: 15_000 });
  });

  it('logs an expired company in billing-only: kept on /financeiro-aberto until it pays, then let in', async () => {
    const expired = await launchBrowser();
    try {
      const other = expired.page;
      await other.goto(`${baseUrl}/login`);
      await submitLogin(other, EXPIRED);
      await other.waitForURL(`${baseUrl}/financeiro-aberto`);
      await other.getByTestId('billing-only-bar').waitFor();
      await other.getByTestId('subscription-expired').getByText(formatDate(EXPIRED_DUE), { exact: false }).waitFor();
      // The menu is gone and any other address comes back here.
      expect(await other.getByTestId('announcements-button').count()).toBe(0);
      await other.goto(`${baseUrl}/tickets`);
      await other.waitForURL(`${baseUrl}/financeiro-aberto`);
      await other.getByTestId('billing-only-bar').waitFor();
      await other.locator('[data-testid^="pay-invoice-"]').first().waitFor();
      await screenshot(other, 'billing-only-session');

      const dialog = await payFirstInvoice(other, 'billing-only-pix');
      const renewed = formatDate(addRecurrence(todayIsoDate(), 'MENSAL'));
      await dialog.getByTestId('payment-confirmed').getByText(renewed, { exact: false }).waitFor();
      await other.waitForURL(`${baseUrl}/tickets`, { timeout: 15_000 });
      await other.getByTestId('announcements-button').waitFor();
      expect(await other.getByTestId('billing-only-bar').count()).toBe(0);
    } finally {
      await expired.close();
    }
  });
});
