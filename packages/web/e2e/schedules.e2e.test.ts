import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ptBR } from '../src/i18n/locales/pt-BR';
import {
  apiCall,
  DESKTOP,
  heldConversation,
  dialogShown,
  e2eBaseUrl,
  launchBrowser,
  openLoggedIn,
  PHONE,
  screenshot,
  setTheme,
  settled,
  STEP_TIMEOUT_MS,
  toastsCleared,
  type BrowserSession,
} from './support';

/**
 * Scheduled messages in a real browser against the built server: from a ticket's chat the schedule button opens
 * /schedules with the new-schedule dialog already on the contact; a message due in a few seconds shows up in the list,
 * turns sent live and reaches the simulated phone; another is edited and deleted. The account logs in once, in
 * beforeAll (the e2e files share the login rate limit).
 */
const CONNECTION = 'Simulador Agenda E2E';
const QUEUE = { name: 'Agenda E2E', color: '#7A4FB5' };
const CONTACT = { number: '5511955550202', name: 'Bruno Agenda E2E' };
const FIRST = 'Oi, queria remarcar minha consulta.';
const SCHEDULED = 'Bruno, sua consulta foi remarcada para sexta às 10h.';
const LATER = 'Lembrete: traga seus exames na consulta de sexta.';
const LATER_EDITED = 'Atenção: traga os exames e os documentos na sexta.';
/** How far ahead the first schedule is due: enough to see it pending, soon enough to see it sent. */
const DUE_IN_MS = 20_000;
const SEND_TIMEOUT_MS = 45_000;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A moment as a datetime-local input takes it, in this machine's zone (the browser's too). Seconds only when not
 * zero: the browser drops ':00' from the value, and Playwright refuses a fill whose value the input rewrote.
 */
function localInput(date: Date): string {
  const minute = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return date.getSeconds() === 0 ? minute : `${minute}:${pad(date.getSeconds())}`;
}

describe('scheduled messages', { timeout: STEP_TIMEOUT_MS }, () => {
  let session: BrowserSession;
  let baseUrl: string;
  let page: Page;
  let connectionId = 0;
  let contactId = 0;
  let ticketUuid = '';

  const dialog = () => page.getByTestId('schedule-dialog');
  const row = (text: string) => page.getByTestId('schedule-row').filter({ hasText: text });
  const statusOf = (target: Locator) => target.getByTestId('schedule-status').getAttribute('data-status');

  /** What the simulated phone received from the company. */
  async function phoneReceived(): Promise<string[]> {
    const answer = await apiCall(page, 'GET', `/simulator/${connectionId}/chats/${CONTACT.number}/messages`);
    return (answer.body as { direction: string; body: string }[])
      .filter((message) => message.direction === 'out')
      .map((message) => message.body);
  }

  /** The dialog, opened for the contact, landed on /schedules with the contact chosen and the parameter gone. */
  /** The new-schedule dialog, for the contact, over the conversation (which stays open behind it). */
  async function expectDialogForContact(): Promise<void> {
    await dialogShown(dialog());
    expect(page.url()).toBe(`${baseUrl}/tickets/${ticketUuid}`);
    await expect.poll(() => dialog().getByTestId('schedule-contact').inputValue()).toBe(CONTACT.name);
  }

  beforeAll(async () => {
    baseUrl = e2eBaseUrl();
    session = await launchBrowser();
    page = session.page;
    await openLoggedIn(page);
  }, STEP_TIMEOUT_MS);

  afterAll(() => session?.close());

  it('sets up its conversation: a simulated contact writes and the admin holds the ticket', async () => {
    ({ connectionId, ticketUuid, contactId } = await heldConversation(page, {
      connection: CONNECTION,
      queue: QUEUE,
      contact: CONTACT,
      firstMessage: FIRST,
    }));
  });

  it('opens the new-schedule dialog for the contact from the chat header', async () => {
    await page.goto(`${baseUrl}/tickets/${ticketUuid}`);
    await expect.poll(() => page.getByTestId('chat-contact-name').textContent()).toBe(CONTACT.name);
    await page.getByTestId('chat-schedule').click();
    await expectDialogForContact();
    // The proposal is an hour from now (give or take the minute it is rounded to).
    const proposed = new Date(await dialog().getByTestId('schedule-send-at').inputValue()).getTime();
    expect(Math.abs(proposed - (Date.now() + 60 * 60_000))).toBeLessThan(2 * 60_000);
  });

  it('refuses a short message and a moment already past', async () => {
    await dialog().getByTestId('schedule-body-input').fill('oi');
    await dialog().getByTestId('schedule-dialog-submit').click();
    await dialog().getByText(ptBR.validation.messageTooShort, { exact: true }).waitFor();
    await dialog().getByTestId('schedule-body-input').fill(SCHEDULED);
    await dialog()
      .getByTestId('schedule-send-at')
      .fill(localInput(new Date(Date.now() - 60 * 60_000)));
    await dialog().getByTestId('schedule-dialog-submit').click();
    await dialog().getByText(ptBR.validation.sendAtPast, { exact: true }).waitFor();
    await settled(page);
    await screenshot(page, 'schedules-dialog-light');
  });

  it(
    'schedules the message a few seconds ahead, sees it pending, then sent live, and the phone receives it',
    async () => {
      const due = new Date(Date.now() + DUE_IN_MS);
      if (due.getSeconds() === 0) due.setSeconds(1);
      await dialog().getByTestId('schedule-send-at').fill(localInput(due));
      await dialog().getByTestId('schedule-dialog-submit').click();
      await page.getByText(ptBR.schedules.saved).waitFor();
      await dialog().waitFor({ state: 'hidden' });
      await page.goto(`${baseUrl}/schedules`);
      const scheduled = row(CONTACT.name).filter({ hasText: SCHEDULED.slice(0, 25) });
      await scheduled.waitFor();
      expect(await scheduled.getByTestId('schedule-body').textContent()).toBe(`${SCHEDULED.slice(0, 25)}…`);
      expect(await statusOf(scheduled)).toBe('PENDENTE');
      await scheduled
        .locator('[data-testid="schedule-status"][data-status="ENVIADA"]')
        .waitFor({ timeout: SEND_TIMEOUT_MS });
      expect(await scheduled.getByTestId('schedule-status').textContent()).toBe(ptBR.schedules.statuses.ENVIADA);
      await expect.poll(phoneReceived, { timeout: 20_000 }).toContain(SCHEDULED);
    },
    SEND_TIMEOUT_MS + 20_000,
  );

  it('edits a pending schedule and deletes it after the confirmation', async () => {
    const sendAt = new Date(Date.now() + 2 * 60 * 60_000).toISOString();
    const created = await apiCall(page, 'POST', '/schedules', { body: LATER, contactId, sendAt });
    expect(created.status).toBe(201);
    // The list hears of it on the schedule channel.
    const later = row(LATER.slice(0, 25));
    await later.waitFor();
    await toastsCleared(page);
    await later.getByTestId('schedule-edit').click();
    await dialogShown(dialog());
    await expect.poll(() => dialog().getByTestId('schedule-body-input').inputValue()).toBe(LATER);
    expect(await dialog().getByTestId('schedule-contact').inputValue()).toBe(CONTACT.name);
    await dialog().getByTestId('schedule-body-input').fill(LATER_EDITED);
    await dialog().getByTestId('schedule-dialog-submit').click();
    await page.getByText(ptBR.schedules.saved).waitFor();
    const edited = row(LATER_EDITED.slice(0, 25));
    await edited.waitFor();
    expect(await later.count()).toBe(0);
    expect(await statusOf(edited)).toBe('PENDENTE');
    // A sent schedule cannot be changed: its edit button is off.
    expect(await row(SCHEDULED.slice(0, 25)).getByTestId('schedule-edit').isDisabled()).toBe(true);
    await toastsCleared(page);

    await edited.getByTestId('schedule-delete').click();
    const confirm = page.getByRole('dialog', { name: ptBR.common.confirmDeleteTitle });
    await dialogShown(confirm);
    await confirm.getByRole('button', { name: ptBR.common.delete, exact: true }).click();
    await page.getByText(ptBR.schedules.deleted).waitFor();
    await edited.waitFor({ state: 'detached' });
    await toastsCleared(page);
  });

  it('opens the dialog for the contact from the contact drawer too', async () => {
    await page.goto(`${baseUrl}/tickets/${ticketUuid}`);
    await page.getByTestId('chat-drawer-toggle').click();
    const drawer = page.getByTestId('contact-drawer');
    await expect.poll(() => drawer.getByTestId('drawer-contact-name').textContent()).toBe(CONTACT.name);
    await drawer.getByTestId('drawer-schedule').click();
    await expectDialogForContact();
    await dialog().getByRole('button', { name: ptBR.common.cancel }).click();
    await dialog().waitFor({ state: 'hidden' });
  });

  it('looks right in light, dark and on a phone, with no page errors', async () => {
    await page.goto(`${baseUrl}/schedules`);
    await row(SCHEDULED.slice(0, 25)).waitFor();
    await settled(page);
    await screenshot(page, 'schedules-light');
    await setTheme(page, 'dark');
    await screenshot(page, 'schedules-dark');
    await page.getByTestId('schedules-add').click();
    await dialogShown(dialog());
    await screenshot(page, 'schedules-dialog-dark');
    await dialog().getByRole('button', { name: ptBR.common.cancel }).click();
    await dialog().waitFor({ state: 'hidden' });
    await page.setViewportSize(PHONE);
    await settled(page);
    await screenshot(page, 'schedules-phone-dark');
    await setTheme(page, 'light');
    await screenshot(page, 'schedules-phone-light');
    await page.setViewportSize(DESKTOP);
    expect(session.pageErrors).toEqual([]);
  });
});
