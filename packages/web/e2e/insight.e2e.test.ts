import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ptBR } from '../src/i18n/locales/pt-BR';
import {
  apiCall,
  e2eBaseUrl,
  heldConversation,
  launchBrowser,
  openLoggedIn,
  screenshot,
  setTheme,
  settled,
  STEP_TIMEOUT_MS,
  type BrowserSession,
} from './support';

/**
 * The operation's numbers in a real browser: the dashboard draws its charts from the attendance of a conversation
 * this file holds, the report filtered by that contact downloads as an Excel file read back here, and /moments moves
 * a card from Pendentes to the admin when a second contact's ticket is accepted.
 */
const CONNECTION = 'Simulador Painel E2E';
const QUEUE = { name: 'Painel E2E', color: '#2E7D5B' };
const CONTACT = { number: '5511955550318', name: 'Dora Painel E2E' };
const WAITING = { number: '5511955550319', name: 'Ivo Espera E2E' };

describe('dashboard, reports and moments', { timeout: STEP_TIMEOUT_MS }, () => {
  let session: BrowserSession;
  let baseUrl: string;
  let page: Page;
  let connectionId = 0;
  let contactId = 0;
  let myId = 0;

  beforeAll(async () => {
    baseUrl = e2eBaseUrl();
    session = await launchBrowser();
    page = session.page;
    await openLoggedIn(page);
  }, STEP_TIMEOUT_MS);

  afterAll(() => session?.close());

  it('sets up its conversation: a simulated contact writes and the admin holds the ticket', async () => {
    ({ connectionId, contactId } = await heldConversation(page, {
      connection: CONNECTION,
      queue: QUEUE,
      contact: CONTACT,
      firstMessage: 'Quero acompanhar meu pedido.',
    }));
    myId = ((await apiCall(page, 'GET', '/auth/me')).body as { id: number }).id;
  });

  it('shows the dashboard’s counters and charts, in light and dark', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('dashboard-page').waitFor();
    await page.getByTestId('chart-queues').locator('.recharts-surface').first().waitFor();
    await page.getByTestId('chart-totals').locator('.recharts-surface').first().waitFor();
    await expect
      .poll(async () => Number(await page.getByTestId('card-happening-value').textContent()))
      .toBeGreaterThan(0);
    await page.getByTestId('chart-queues').getByText(QUEUE.name).first().waitFor();
    await settled(page);
    await screenshot(page, 'dashboard-light', { fullPage: true });
    await setTheme(page, 'dark');
    await screenshot(page, 'dashboard-dark', { fullPage: true });
    await setTheme(page, 'light');
    await page.getByTestId('dashboard-tab-attendants').click();
    await page.getByTestId('attendants-table').waitFor();
    await page.getByTestId('top-attendant').waitFor();
  });

  it('filters the report by its contact and downloads the Excel file', async () => {
    await page.goto(`${baseUrl}/reports`);
    await page.getByTestId('reports-page').waitFor();
    await page.getByLabel(ptBR.reports.contact).fill(CONTACT.name.slice(0, 8));
    await page.getByRole('option', { name: CONTACT.name }).click();
    await page.getByTestId('report-apply').click();
    await expect.poll(() => page.getByTestId('report-row').count()).toBe(1);
    expect(await page.getByTestId('report-row').textContent()).toContain(CONTACT.name);
    await settled(page);
    await screenshot(page, 'reports-light');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export').click()]);
    expect(download.suggestedFilename()).toBe('relatorio-de-atendimentos.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet('RelatorioDeAtendimentos');
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).getCell(3).value).toBe(CONTACT.name);
    expect(contactId).toBeGreaterThan(0);
  });

  it('moves a card on /moments when the waiting ticket is accepted', async () => {
    await page.goto(`${baseUrl}/moments`);
    await page.getByTestId('moments-page').waitFor();
    const wrote = await apiCall(page, 'POST', `/simulator/${connectionId}/chats/${WAITING.number}/messages`, {
      body: 'Alguém pode me atender?',
      contactName: WAITING.name,
    });
    expect(wrote.status).toBe(201);
    const pending = page.getByTestId('moments-pending').getByText(WAITING.name);
    await pending.waitFor({ timeout: 20_000 });
    const list = (await apiCall(page, 'GET', '/tickets?status=pending&showAll=true')).body as {
      tickets: { id: number; contact: { number: string } }[];
    };
    const ticket = list.tickets.find((entry) => entry.contact.number === WAITING.number);
    if (!ticket) throw new Error('the waiting ticket did not arrive');
    const queues = (await apiCall(page, 'GET', '/queue')).body as { id: number; name: string }[];
    const queueId = queues.find((queue) => queue.name === QUEUE.name)?.id;
    expect(
      (await apiCall(page, 'PUT', `/tickets/${ticket.id}`, { status: 'open', userId: myId, queueId })).status,
    ).toBe(200);
    await page.getByTestId(`moments-user-${myId}`).getByText(WAITING.name).waitFor({ timeout: 20_000 });
    await pending.waitFor({ state: 'detached' });
    await settled(page);
    await screenshot(page, 'moments-light');
  });
});
