import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ptBR } from '../src/i18n/locales/pt-BR';
import {
  apiCall,
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
 * The external API's reference (issue 18) in a real browser against the built server: the Referência tab renders
 * the server's OpenAPI document (the operation at this host, the bearer header, fields with their patterns, the
 * multipart variant, the error codes with the app's messages), and its try-it form sends with a simulator
 * connection's token: a 201 with the ticket, the same Idempotency-Key replayed, a masked number refused.
 */
const texts = ptBR.messagesApi;
const CONNECTION = 'Integração ERP';

describe('external messages API reference', { timeout: STEP_TIMEOUT_MS }, () => {
  let session: BrowserSession;
  let page: Page;
  const reference = () => page.getByTestId('messages-api-reference');
  const form = () => reference().getByTestId('messages-api-test-form');
  const answer = () => form().getByTestId('messages-api-answer');

  beforeAll(async () => {
    session = await launchBrowser();
    page = session.page;
    await openLoggedIn(page);
  }, STEP_TIMEOUT_MS);

  afterAll(() => session?.close());

  it('pairs a simulator connection whose token the page offers', async () => {
    const connection = await apiCall(page, 'POST', '/whatsapp', { name: CONNECTION, channel: 'simulator' });
    expect(connection.status).toBe(201);
    const id = (connection.body as { id: number }).id;
    expect((await apiCall(page, 'POST', `/simulator/${id}/scan`)).status).toBeLessThan(300);
    await expect
      .poll(async () => ((await apiCall(page, 'GET', `/simulator/${id}`)).body as { status: string }).status, {
        timeout: 20_000,
      })
      .toBe('CONNECTED');
  });

  it('renders the document: operation, auth, fields with patterns, multipart, error codes', async () => {
    await openScreen(page, '/messages-api', 'messages-api-page');
    await page.getByTestId('messages-api-tab-reference').click();
    await reference().waitFor();
    expect(page.url()).toContain('tab=reference');
    await reference()
      .getByText(`${new URL(page.url()).origin}/api/messages/send`)
      .waitFor();
    await reference().getByText('Authorization: Bearer <token>').waitFor();
    const json = reference().getByTestId('reference-body-application');
    await json.getByText('^\\d{10,15}$').waitFor();
    await json.getByText('integer | null').first().waitFor();
    await reference().getByTestId('reference-body-multipart').getByText('binary[]').waitFor();
    await reference().getByTestId('reference-parameters').getByText('Idempotency-Key').waitFor();
    const unauthorized = reference().getByTestId('reference-response-401');
    await unauthorized.getByText('ERR_INVALID_API_TOKEN', { exact: true }).waitFor();
    await unauthorized.getByText(ptBR.errors.ERR_INVALID_API_TOKEN).waitFor();
    await settled(page);
    await screenshot(page, 'messages-api-reference', { fullPage: true });
  });

  it('tries a send with the connection’s token, replays it by its key, and shows a refusal', async () => {
    await page.getByTestId('messages-api-token').click();
    await page.getByRole('option', { name: CONNECTION }).click();
    await form().getByLabel(texts.number).fill('5511988887777');
    await form().getByLabel(texts.body).fill('Seu pedido saiu para entrega');
    await form().getByLabel('Idempotency-Key').fill('pedido-e2e-1');
    await form().getByRole('button', { name: texts.send }).click();
    await answer().getByText('201', { exact: true }).waitFor();
    await expect.poll(async () => answer().locator('pre').textContent()).toContain('"contactId"');
    await page.getByText(texts.sent).waitFor();

    await form().getByRole('button', { name: texts.send }).click();
    await answer().getByText('Idempotent-Replayed: true').waitFor();

    await form().getByLabel('Idempotency-Key').fill('');
    await form().getByLabel(texts.number).fill('123');
    await form().getByRole('button', { name: texts.send }).click();
    await answer().getByText('400', { exact: true }).waitFor();
    await expect.poll(async () => answer().locator('pre').textContent()).toContain('ERR_WAPP_INVALID_CONTACT');
    await toastsCleared(page);
    await setTheme(page, 'dark');
    await screenshot(page, 'messages-api-reference-dark', { fullPage: true });
    await setTheme(page, 'light');
  });
});
