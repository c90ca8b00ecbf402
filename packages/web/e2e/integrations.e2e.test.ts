import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
  toastsCleared,
  type BrowserSession,
} from './support';

/**
 * A bot in front of a queue, configured from the screens: the admin adds a webhook integration on
 * /queue-integration, picks it in the queue dialog, and a contact writing on the simulated phone gets the
 * receiver's answer. The receiver is a local fake speaking the webhook contract (docs/integrations.md).
 */
const QUEUE = { name: 'Pedidos Webhook E2E', color: '#6D4C41', greetingMessage: 'Fila de pedidos.' };
const INTEGRATION = 'Webhook Pedidos E2E';
const CONTACT = { number: '5511987650401', name: 'Paula Webhook E2E' };

describe('a webhook integration on a queue', { timeout: STEP_TIMEOUT_MS * 2 }, () => {
  let session: BrowserSession;
  let page: Page;
  let receiver: Server;
  let receiverUrl = '';
  let connectionId = 0;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const payload = JSON.parse(Buffer.concat(chunks).toString()) as {
          message: { body: string };
          contact: { name: string };
        };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ messages: [`Pedido recebido, ${payload.contact.name}: ${payload.message.body}`] }));
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook/pedidos`;
    session = await launchBrowser();
    page = session.page;
    await openLoggedIn(page);
  }, STEP_TIMEOUT_MS);

  afterAll(async () => {
    await session?.close();
    await new Promise<void>((resolve) => receiver?.close(() => resolve()));
  });

  it('adds the integration, puts it on a queue, and the contact gets its answer', async () => {
    const queue = await apiCall(page, 'POST', '/queue', QUEUE);
    expect(queue.status).toBe(201);
    const created = await apiCall(page, 'POST', '/whatsapp', {
      channel: 'simulator',
      name: 'Simulador Webhook E2E',
      queueIds: [(queue.body as { id: number }).id],
    });
    expect(created.status).toBe(201);
    connectionId = (created.body as { id: number }).id;
    await expect
      .poll(async () => ((await apiCall(page, 'GET', `/whatsapp/${connectionId}`)).body as { status: string }).status)
      .toBe('qrcode');
    expect((await apiCall(page, 'POST', `/simulator/${connectionId}/scan`, {})).status).toBeLessThan(300);
    await expect
      .poll(async () => ((await apiCall(page, 'GET', `/whatsapp/${connectionId}`)).body as { status: string }).status)
      .toBe('CONNECTED');

    await openScreen(page, '/queue-integration', 'queue-integrations-page');
    await page.getByTestId('queue-integrations-add').click();
    const dialog = page.getByTestId('queue-integration-dialog');
    await dialogShown(dialog);
    await dialog.getByTestId('queue-integration-test').waitFor();
    await screenshot(page, 'integrations-dialogflow-dialog-light');
    await dialog.getByRole('combobox', { name: ptBR.queueIntegrations.fields.type }).click();
    await page.getByRole('option', { name: ptBR.queueIntegrations.types.webhook, exact: true }).click();
    await dialog.getByTestId('queue-integration-name').fill(INTEGRATION);
    await dialog.getByTestId('queue-integration-urlN8N').fill(receiverUrl);
    await dialog.getByTestId('queue-integration-submit').click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('queue-integration-row').filter({ hasText: INTEGRATION });
    await row.waitFor();
    await toastsCleared(page);
    await settled(page);
    await screenshot(page, 'integrations-list-light');
    await setTheme(page, 'dark');
    await screenshot(page, 'integrations-list-dark');
    await setTheme(page, 'light');

    await openScreen(page, '/queues', 'queues-page');
    await page.getByRole('button', { name: ptBR.queues.edit.replace('{{name}}', QUEUE.name) }).click();
    const queueDialog = page.getByTestId('queue-dialog');
    await dialogShown(queueDialog);
    await queueDialog.getByRole('combobox', { name: ptBR.queueDialog.integration }).click();
    await page.getByRole('option', { name: INTEGRATION, exact: true }).click();
    await queueDialog.getByTestId('queue-dialog-submit').click();
    await queueDialog.waitFor({ state: 'detached' });

    const phone = await session.context.newPage();
    await phone.goto(`${e2eBaseUrl()}/simulator?connection=${connectionId}`);
    await phone.getByTestId('new-contact').click();
    const contactDialog = phone.getByTestId('new-contact-dialog');
    await contactDialog.getByLabel(ptBR.simulator.number, { exact: true }).fill(CONTACT.number);
    await contactDialog.getByLabel(ptBR.simulator.contactName, { exact: true }).fill(CONTACT.name);
    await contactDialog.getByTestId('new-contact-submit').click();
    const composer = phone.getByRole('textbox', { name: ptBR.simulator.message });
    await composer.fill('Uma pizza grande');
    await composer.press('Enter');
    const answer = phone
      .locator('[data-testid="phone-message"][data-direction="out"]')
      .filter({ hasText: `Pedido recebido, ${CONTACT.name}: Uma pizza grande` });
    await answer.waitFor({ timeout: STEP_TIMEOUT_MS });
    await settled(phone);
    await screenshot(phone, 'integrations-simulator-answer-light');
    await phone.close();
  });
});
