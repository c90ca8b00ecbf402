import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOUCH_TARGET_PX } from '../src/app/theme';
import { ptBR } from '../src/i18n/locales/pt-BR';
import {
  apiCall,
  dialogShown,
  e2eBaseUrl,
  heldConversation,
  launchBrowser,
  openLoggedIn,
  openScreen,
  PHONE,
  screenshot,
  setTheme,
  settled,
  STEP_TIMEOUT_MS,
  toastsCleared,
  type BrowserSession,
  type HeldConversation,
} from './support';

/**
 * Issue 41 on a phone: a 390×844 touch screen at 3× as attendants hold it. The inbox shows its lists alone; a tap
 * opens a ticket's chat alone, where a message goes out; the chat's back button (and the browser's) returns to the
 * lists where they were scrolled to. The internal chat walks the same way. No page scrolls sideways, and what is
 * tapped is at least 44 px square. The account logs in once (the e2e files share the login rate limit).
 */
const CONNECTION = 'Simulador Celular E2E';
const QUEUE = { name: 'Celular E2E', color: '#7B1FA2' };
const CONTACT = { number: '5511955550400', name: 'Marta Celular E2E' };
/** More contacts in the same queue, so that the list scrolls. */
const OTHERS = Array.from({ length: 10 }, (_, index) => ({
  number: `55119555504${String(index + 10)}`,
  name: `Contato Celular ${String(index + 1).padStart(2, '0')}`,
}));
const REPLY = 'Oi, Marta! Respondendo pelo celular.';
/** The screen left above an on-screen keyboard, and the narrowest phone still common. */
const KEYBOARD_UP = { width: PHONE.width, height: 460 };
const NARROW_PHONE = { width: 360, height: 740 };
const CHAT_TITLE = 'Plantão do celular';
const CHAT_TEXT = 'Alguém cobre a fila às 14h?';

describe('small screens: inbox, chat and internal chat on a phone', { timeout: STEP_TIMEOUT_MS }, () => {
  let session: BrowserSession;
  let page: Page;
  let held: HeldConversation;
  let colleagueId = 0;

  const list = () => page.getByTestId('ticket-list');
  const row = (name: string) => page.getByTestId('ticket-row').filter({ hasText: name });
  const chat = () => page.getByTestId('ticket-chat');

  beforeAll(async () => {
    session = await launchBrowser({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    page = session.page;
    await openLoggedIn(page);
  }, STEP_TIMEOUT_MS);

  afterAll(async () => {
    // The colleague of the internal chat goes again (with the chat).
    if (colleagueId)
      await page.evaluate(
        (id) =>
          fetch(`/api/users/${id}`, {
            method: 'DELETE',
            headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
          }),
        colleagueId,
      );
    await session?.close();
  });

  it('is a touch screen: coarse pointer, no hover', async () => {
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
  });

  it('seeds a conversation and enough tickets for the list to scroll', async () => {
    held = await heldConversation(page, {
      connection: CONNECTION,
      queue: QUEUE,
      contact: CONTACT,
      firstMessage: 'Oi, estou no celular',
    });
    const me = (await apiCall(page, 'GET', '/auth/me')).body as { id: number };
    const queues = (await apiCall(page, 'GET', '/queue')).body as { id: number; name: string }[];
    const queueId = queues.find((queue) => queue.name === QUEUE.name)?.id;
    for (const other of OTHERS) {
      const wrote = await apiCall(page, 'POST', `/simulator/${held.connectionId}/chats/${other.number}/messages`, {
        body: `Mensagem de ${other.name}`,
        contactName: other.name,
      });
      expect(wrote.status).toBe(201);
    }
    const pending = async () =>
      (
        (await apiCall(page, 'GET', '/tickets?status=pending&showAll=true')).body as {
          tickets: { id: number; contact: { number: string } }[];
        }
      ).tickets.filter((ticket) => OTHERS.some((other) => other.number === ticket.contact.number));
    await expect.poll(async () => (await pending()).length, { timeout: 20_000 }).toBe(OTHERS.length);
    for (const ticket of await pending()) {
      const accepted = await apiCall(page, 'PUT', `/tickets/${ticket.id}`, { status: 'open', userId: me.id, queueId });
      expect(accepted.status).toBe(200);
    }
  });

  it('shows the lists alone, within the screen, with touch-sized actions', async () => {
    await openScreen(page, '/tickets', 'tickets-page');
    await row(CONTACT.name).waitFor();
    await expectNoSideScroll(page);
    await expectBarWithinScreen(page);
    // One pane: the chat column is not there at all without a ticket (spec 1's welcome is for wide screens).
    expect(await page.getByTestId('tickets-welcome').count()).toBe(0);
    await expectTouchSized(page.getByTestId('new-ticket-button'));
    await expectTouchSized(row(CONTACT.name).getByTestId('ticket-action-resolve'));
    await expectTouchSized(row(CONTACT.name).getByTestId('ticket-more-actions'));
    await expectTouchSized(page.getByRole('button', { name: ptBR.appBar.openMenu }));
    await toastsCleared(page);
    await settled(page);
    await screenshot(page, 'mobile-tickets-light');
    await expectFits(page.getByTestId('tickets-manager'));
    await page.setViewportSize(NARROW_PHONE);
    await expectNoSideScroll(page);
    await expectBarWithinScreen(page);
    await expectFits(page.getByTestId('tickets-manager'));
    await settled(page);
    await screenshot(page, 'mobile-tickets-360-light');
    await page.setViewportSize(PHONE);
  });

  it('opens a ticket tapped further down the list alone on the screen, and sends from it', async () => {
    // The first contact wrote first: the list shows it last, below the fold.
    await list().evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await row(CONTACT.name).scrollIntoViewIfNeeded();
    const scrolled = await list().evaluate((element) => element.scrollTop);
    expect(scrolled).toBeGreaterThan(0);
    await screenshot(page, 'mobile-tickets-scrolled-light');

    await row(CONTACT.name).tap();
    await page.waitForURL(`${e2eBaseUrl()}/tickets/${held.ticketUuid}`);
    await chat().waitFor();
    // The chat has the screen's whole width, and the lists are out of sight (and out of reach) behind it.
    const box = await chat().boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(PHONE.width);
    expect(await list().isVisible()).toBe(false);
    expect(await page.getByTestId('list-pane').getAttribute('inert')).not.toBeNull();
    await expectNoSideScroll(page);
    await expectFits(chat());
    await expectTouchSized(page.getByTestId('chat-back'));
    await expectTouchSized(page.getByTestId('chat-resolve'));
    await expectTouchSized(page.getByTestId('chat-more'));
    await expectTouchSized(page.getByRole('button', { name: ptBR.chat.input.attach }));

    const input = page.getByTestId('chat-text-input');
    await input.tap();
    await input.fill(REPLY);
    await expectTouchSized(page.getByTestId('chat-send'));
    // With the on-screen keyboard up (a browser that resizes for it leaves about this much), the header, the last
    // message and the composer with its send button still fit, and nothing scrolls behind them.
    await page.setViewportSize(KEYBOARD_UP);
    await expectWithinScreen(page, page.getByTestId('chat-send'), KEYBOARD_UP);
    await expectWithinScreen(page, page.getByTestId('chat-back'), KEYBOARD_UP);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(KEYBOARD_UP.height);
    await settled(page);
    await screenshot(page, 'mobile-ticket-chat-keyboard-light');
    await page.setViewportSize(PHONE);
    await page.getByTestId('chat-send').tap();
    const sent = page.locator('[data-testid="chat-message"][data-from-me="true"]').filter({ hasText: REPLY });
    await sent.waitFor();
    await expect
      .poll(async () =>
        (
          (await apiCall(page, 'GET', `/simulator/${held.connectionId}/chats/${CONTACT.number}/messages`)).body as {
            body: string;
          }[]
        ).some((message) => message.body.includes(REPLY)),
      )
      .toBe(true);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await toastsCleared(page);
    await settled(page);
    await screenshot(page, 'mobile-ticket-chat-light');
  });

  it('goes back to the lists where they were left, with its own button and with the browser’s', async () => {
    await page.getByTestId('chat-back').tap();
    await page.waitForURL(`${e2eBaseUrl()}/tickets`);
    await list().waitFor({ state: 'visible' });
    expect(await chat().count()).toBe(0);
    await expect.poll(() => list().evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    const kept = await list().evaluate((element) => element.scrollTop);
    await settled(page);
    await screenshot(page, 'mobile-tickets-back-light');

    // Back went through history: forward reopens the chat, and the browser's back closes it again.
    await page.goForward();
    await chat().waitFor();
    await page.goBack();
    await page.waitForURL(`${e2eBaseUrl()}/tickets`);
    await list().waitFor({ state: 'visible' });
    expect(await list().evaluate((element) => element.scrollTop)).toBe(kept);
  });

  it('looks right in the dark theme, and dialogs use the phone’s width', async () => {
    await setTheme(page, 'dark');
    await list().evaluate((element) => element.scrollTo({ top: 0 }));
    await settled(page);
    await screenshot(page, 'mobile-tickets-dark');
    await row(CONTACT.name).scrollIntoViewIfNeeded();
    await row(CONTACT.name).tap();
    await chat().waitFor();
    await page.locator('[data-testid="chat-message"]').filter({ hasText: REPLY }).waitFor();
    await settled(page);
    await screenshot(page, 'mobile-ticket-chat-dark');

    await page.getByTestId('chat-more').tap();
    await page.getByTestId('chat-transfer').tap();
    const dialog = page.getByTestId('transfer-ticket-dialog');
    await dialogShown(dialog);
    const paper = await dialog.getByRole('dialog').boundingBox();
    expect(paper?.x).toBeGreaterThanOrEqual(0);
    expect((paper?.x ?? 0) + (paper?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(paper?.width).toBeGreaterThanOrEqual(PHONE.width - 40);
    await screenshot(page, 'mobile-transfer-dialog-dark');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A file's preview, with its caption to write, takes the whole screen.
    await page
      .getByTestId('chat-file-input')
      .setInputFiles({ name: 'comprovante.txt', mimeType: 'text/plain', buffer: Buffer.from('pago') });
    const attachment = page.getByTestId('attachment-dialog');
    await dialogShown(attachment);
    expect(await attachment.getByRole('dialog').boundingBox()).toEqual({
      x: 0,
      y: 0,
      width: PHONE.width,
      height: PHONE.height,
    });
    await screenshot(page, 'mobile-attachment-dialog-dark');
    await attachment.getByRole('button', { name: ptBR.common.cancel, exact: true }).tap();
    await attachment.waitFor({ state: 'detached' });
    await setTheme(page, 'light');
    await page.getByTestId('chat-back').tap();
    await list().waitFor({ state: 'visible' });
  });

  it('keeps the app bar’s other tools at the top of the side menu', async () => {
    await page.getByRole('button', { name: ptBR.appBar.openMenu }).tap();
    const tools = page.getByTestId('drawer-tools');
    await tools.waitFor();
    for (const label of [ptBR.appBar.volume, ptBR.appBar.refresh, ptBR.appBar.announcements, ptBR.appBar.language])
      await expectTouchSized(tools.getByRole('button', { name: label }));
    await page.getByTestId('app-drawer').locator('.MuiDrawer-paper').waitFor();
    await settled(page);
    await screenshot(page, 'mobile-drawer-light');
    await page.keyboard.press('Escape');
    await tools.waitFor({ state: 'detached' });
  });

  it('internal chat: the chats alone, a conversation alone, and back', async () => {
    const me = (await apiCall(page, 'GET', '/auth/me')).body as { id: number };
    const colleague = await apiCall(page, 'POST', '/users', {
      name: 'Bia Celular',
      email: `bia.celular.${Date.now().toString(36)}@e2e.local`,
      password: 'segredo-123',
      profile: 'user',
      queueIds: [],
    });
    expect(colleague.status).toBe(201);
    colleagueId = (colleague.body as { id: number }).id;
    const created = await apiCall(page, 'POST', '/chats', {
      title: CHAT_TITLE,
      users: [{ id: colleagueId }, { id: me.id }],
    });
    expect(created.status).toBe(201);

    await openScreen(page, '/chats', 'internal-chat-page');
    const chatRow = page.getByTestId('internal-chat-row').filter({ hasText: CHAT_TITLE });
    await chatRow.waitFor();
    expect(await page.getByTestId('internal-chat-conversation').count()).toBe(0);
    await expectNoSideScroll(page);
    await expectFits(page.getByTestId('internal-chat-list'));
    await expectTouchSized(page.getByTestId('internal-chat-add'));
    await expectTouchSized(chatRow.getByTestId('internal-chat-edit'));
    await expectTouchSized(chatRow);
    await settled(page);
    await screenshot(page, 'mobile-chats-light');

    await chatRow.tap();
    await page.waitForURL(/\/chats\/[0-9a-f-]{36}$/);
    const conversation = page.getByTestId('internal-chat-conversation');
    await conversation.waitFor();
    expect((await conversation.boundingBox())?.width).toBe(PHONE.width);
    expect(await page.getByTestId('internal-chat-list').isVisible()).toBe(false);
    const input = page.getByTestId('internal-chat-input');
    await input.tap();
    await input.fill(CHAT_TEXT);
    await expectTouchSized(page.getByTestId('internal-chat-send'));
    await page.getByTestId('internal-chat-send').tap();
    await page.getByTestId('internal-chat-message').getByText(CHAT_TEXT).waitFor();
    await expectNoSideScroll(page);
    await expectFits(conversation);
    const back = page.getByRole('button', { name: ptBR.internalChat.back });
    await expectTouchSized(back);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await settled(page);
    await screenshot(page, 'mobile-chat-light');
    await setTheme(page, 'dark');
    await screenshot(page, 'mobile-chat-dark');

    await back.tap();
    await page.waitForURL(`${e2eBaseUrl()}/chats`);
    await chatRow.getByText(CHAT_TEXT).waitFor();
    expect(await conversation.count()).toBe(0);
    // Nothing is open any more: the row's highlight fades out.
    await expect
      .poll(() => chatRow.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe('rgba(0, 0, 0, 0)');
    await settled(page);
    await screenshot(page, 'mobile-chats-dark');
    await setTheme(page, 'light');

    // The browser's back and forward walk the same panes.
    await page.goForward();
    await conversation.waitFor();
    await page.goBack();
    await chatRow.waitFor({ state: 'visible' });
    expect(await conversation.count()).toBe(0);
    expect(session.pageErrors).toEqual([]);
  });
});

/** Nothing on the page reaches past the screen's right edge. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

/**
 * A pane ends within the screen and nothing in it reaches past its edge: the workspace's frame would cut either off
 * rather than scroll the page.
 */
async function expectFits(pane: Locator): Promise<void> {
  const sizes = await pane.evaluate((element) => ({
    right: element.getBoundingClientRect().right,
    scroll: element.scrollWidth,
    client: element.clientWidth,
    screen: innerWidth,
  }));
  expect(sizes.right).toBeLessThanOrEqual(sizes.screen);
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
}

/** The app bar's items fit in it: none cut off or pushed past its edge. */
async function expectBarWithinScreen(page: Page): Promise<void> {
  const bar = page.locator('header .MuiToolbar-root');
  const sizes = await bar.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
}

async function expectWithinScreen(page: Page, target: Locator, screen: { width: number; height: number }) {
  const box = await target.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(screen.height);
  expect(await page.evaluate(() => scrollY)).toBe(0);
}

async function expectTouchSized(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
  expect(box?.height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
}
