import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRecurrence, todayIsoDate } from '@guiche/shared';
import { formatDate } from '../src/lib/dates';
import { e2eAdmin, e2eBaseUrl, launchBrowser, openLoggedIn, requiredEnv, screenshot, STEP_TIMEOUT_MS, type BrowserSession } from './support';

/**
 * Billing and announcements in a real browser against the built server and a local fake of Asaas (global-setup.ts):
 * the super administrator (through the API) publishes an announcement and creates a company with its first invoice;
 * that company's admin sees the announcement in the app bar, pays the invoice through the checkout, and sees the
 * due date move live once the fake provider confirms the Pix. The asaas setting and the announcement are put back.
 */
const stamp = Date.now().toString(36);
const COMPANY = { name: `Pagadora ${stamp}`, email: `pagadora-${stamp}@e2e.local`, password: 'Pagadora@123' };
const ANNOUNCEMENT = `Manutenção programada ${stamp}`;
const DAY_MS = 86_400_000;
const DUE = todayIsoDate(new Date(Date.now() + 3 * DAY_MS));

describe('billing and announcements', { timeout: STEP_TIMEOUT_MS }, () => {
  let session: BrowserSession;
  let page: Page;
  let baseUrl: string;
  let superToken = '';
  let announcementId = 0;

  /** The super administrator's calls, from this process: the browser is the company's admin. */
  async function asSuper(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${superToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  beforeAll(async () => {
    baseUrl = e2eBaseUrl();
    const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(e2eAdmin()) });
    superToken = ((await login.json()) as { token: string }).token;
    expect((await asSuper('PUT', '/settings/asaas', { value: requiredEnv('E2E_ASAAS_API_KEY') })).status).toBe(200);
    const announcement = await asSuper('POST', '/announcements', { title: ANNOUNCEMENT, text: 'O sistema ficará fora do ar no domingo.', priority: 1 });
    announcementId = (announcement.body as { id: number }).id;
    const plans = (await asSuper('GET', '/plans/list')).body as { id: number }[];
    const created = await asSuper('POST', '/companies', { name: COMPANY.name, email: COMPANY.email, password: COMPANY.password, planId: plans[0]?.id, dueDate: DUE });
    expect(created.status).toBe(201);
    session = await launchBrowser();
    page = session.page;
    await openLoggedIn(page, { email: COMPANY.email, password: COMPANY.password });
  }, STEP_TIMEOUT_MS);

  afterAll(async () => {
    await session?.close();
    if (announcementId) await asSuper('DELETE', `/announcements/${announcementId}`);
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
    const pay = page.locator('[data-testid^="pay-invoice-"]').first();
    await pay.click();
    const dialog = page.getByTestId('checkout-dialog');
    await dialog.getByTestId('checkout-document').fill('529.982.247-25');
    await dialog.getByTestId('checkout-next').click();
    await dialog.getByTestId('plan-card-current').waitFor();
    await dialog.getByTestId('checkout-next').click();
    await dialog.getByTestId('checkout-review').waitFor();
    await dialog.getByTestId('checkout-next').click();
    await dialog.getByTestId('pix-payment').waitFor();
    await screenshot(page, 'billing-pix');

    const fake = new URL('/__fake/payments', requiredEnv('E2E_ASAAS_URL'));
    const charges = (await (await fetch(fake)).json()) as { id: string; description: string | null }[];
    const charge = charges.at(-1);
    expect(charge).toBeDefined();
    const paid = await fetch(new URL(`/__fake/payments/${charge?.id ?? ''}/receive`, fake), { method: 'POST' });
    expect(((await paid.json()) as { webhookStatus: number }).webhookStatus).toBe(200);

    const newDue = formatDate(addRecurrence(DUE, 'MENSAL'));
    await dialog.getByTestId('payment-confirmed').getByText(newDue, { exact: false }).waitFor();
    await expect.poll(() => dueChip.textContent()).toContain(newDue);
    await page.waitForURL(`${baseUrl}/tickets`, { timeout: 15_000 });
  });
});
