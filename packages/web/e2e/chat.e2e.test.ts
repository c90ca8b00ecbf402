import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ptBR } from '../src/i18n/locales/pt-BR';
import {
  apiCall,
  heldConversation,
  DESKTOP,
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
 * The ticket chat and the contact drawer in a real browser against the built server: a simulated contact writes,
 * the admin (already holding the ticket) answers with text, a quote, a reaction, a private note and a picture,
 * opens the contact's picture in the viewer, uses a quick reply, tries to forward nothing, and writes a note in the
 * drawer. The account logs in once, in beforeAll (the e2e files share the login rate limit).
 */
const CONNECTION = 'Simulador Chat E2E';
const QUEUE = { name: 'Chat E2E', color: '#0F6E7D' };
const CONTACT = { number: '5511955550101', name: 'Rita Chat E2E' };
const FIRST = 'Oi! Meu pedido 4321 não chegou.';
const REPLY = 'Olá, Rita! Vou verificar agora mesmo.';
const QUOTE_REPLY = 'Encontrei o pedido 4321.';
const NOTE = 'Cliente já reclamou antes: priorizar.';
const QUICK = { shortcode: 'entrega', message: 'Seu pedido sai para entrega hoje até as 18h, combinado?' };
const RATING_QUESTION = 'De 0 a 10, como foi o atendimento?';
const QUICK_WITH_FILE = { shortcode: 'catalogo', message: 'Segue o nosso catálogo.', fileName: 'catalogo.png' };

/** Gives a quick reply its file through the page's session (multipart, as the quick-messages screen sends it). */
function uploadQuickReplyFile(page: Page, id: number, fileName: string, bytes: Buffer): Promise<number> {
  return page.evaluate(
    async ({ target, name, data }) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
      form.append('typeArch', 'quickMessage');
      const response = await fetch(`/api/quick-messages/${target}/media-upload`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
        body: form,
      });
      return response.status;
    },
    { target: id, name: fileName, data: [...bytes] },
  );
}

/** A small valid PNG (a colour gradient), made here so the test carries no binary file. */
function gradientPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const start = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) rows.set([(x * 255) / width, 110, (y * 255) / height], start + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('ticket chat and contact drawer', { timeout: STEP_TIMEOUT_MS }, () => {
  let session: BrowserSession;
  let baseUrl: string;
  let page: Page;
  let connectionId = 0;
  let ticketUuid = '';

  const bubble = (text: string) => page.getByTestId('chat-message').filter({ hasText: text });
  /** The contact's own message (a reply quoting it holds its text too). */
  const contactBubble = (text: string) =>
    page.locator('[data-testid="chat-message"][data-from-me="false"]').filter({ hasText: text });
  const input = () => page.getByTestId('chat-text-input');

  /** The simulated contact writes (the simulator page's API). */
  async function contactWrites(body: string): Promise<void> {
    const answer = await apiCall(page, 'POST', `/simulator/${connectionId}/chats/${CONTACT.number}/messages`, {
      body,
      contactName: CONTACT.name,
    });
    expect(answer.status).toBe(201);
  }

  /** What the simulated phone received from the company, oldest first. */
  async function phoneReceived(): Promise<string[]> {
    const answer = await apiCall(page, 'GET', `/simulator/${connectionId}/chats/${CONTACT.number}/messages`);
    return (answer.body as { direction: string; body: string }[])
      .filter((message) => message.direction === 'out')
      .map((message) => message.body);
  }

  async function openMessageMenu(message: Locator): Promise<void> {
    await message.hover();
    await message.getByTestId('message-menu').click();
  }

  beforeAll(async () => {
    baseUrl = e2eBaseUrl();
    session = await launchBrowser();
    page = session.page;
    await openLoggedIn(page);
  }, STEP_TIMEOUT_MS);

  afterAll(() => session?.close());

  it('sets up its conversation: a simulated contact writes and the admin holds the ticket', async () => {
    ({ connectionId, ticketUuid } = await heldConversation(page, {
      connection: CONNECTION,
      queue: QUEUE,
      contact: CONTACT,
      firstMessage: FIRST,
    }));
    expect((await apiCall(page, 'POST', '/quick-messages', QUICK)).status).toBe(201);
    const withFile = await apiCall(page, 'POST', '/quick-messages', {
      shortcode: QUICK_WITH_FILE.shortcode,
      message: QUICK_WITH_FILE.message,
    });
    expect(
      await uploadQuickReplyFile(
        page,
        (withFile.body as { id: number }).id,
        QUICK_WITH_FILE.fileName,
        gradientPng(120, 90),
      ),
    ).toBe(200);
  });

  it('opens the ticket with its header, the day separator and the contact’s message', async () => {
    await page.goto(`${baseUrl}/tickets/${ticketUuid}`);
    await expect.poll(() => page.getByTestId('chat-contact-name').textContent()).toBe(CONTACT.name);
    await bubble(FIRST).waitFor();
    expect(await page.getByTestId('day-separator').first().textContent()).toBe(ptBR.chat.today);
    expect(await page.getByTestId('reply-window-banner').count()).toBe(0);
  });

  it('sends with Enter, never a blank message, and the phone receives the signed reply with its ticks', async () => {
    await input().fill('   ');
    await input().press('Enter');
    await input().fill(REPLY);
    await input().press('Enter');
    const sent = bubble(REPLY);
    await sent.waitFor();
    await expect.poll(() => input().inputValue()).toBe('');
    // sendSignMessage is enabled by default and the toggle starts on: the channel gets the attendant's name first.
    expect(await page.getByTestId('signature-toggle').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(phoneReceived).toEqual([expect.stringMatching(new RegExp(`^\\*.+:\\*\\n${REPLY}$`))]);
    await expect.poll(() => sent.getByTestId('ack-mark').getAttribute('data-ack')).not.toBe('pending');
  });

  it('live: a new message of the contact appears without reloading', async () => {
    await contactWrites('Obrigada!');
    await bubble('Obrigada!').waitFor();
  });

  it('replies with a quote and reacts to the contact’s message', async () => {
    await openMessageMenu(contactBubble(FIRST));
    await page.getByRole('menuitem', { name: ptBR.chat.menu.reply, exact: true }).click();
    await page.getByTestId('input-quote').waitFor();
    await input().fill(QUOTE_REPLY);
    await input().press('Enter');
    const reply = bubble(QUOTE_REPLY);
    await reply.getByTestId('quoted-message').filter({ hasText: FIRST }).waitFor();
    expect(await page.getByTestId('input-quote').count()).toBe(0);

    await openMessageMenu(contactBubble(FIRST));
    await page.getByRole('button', { name: ptBR.chat.menu.reactWith.replace('{{emoji}}', '👍'), exact: true }).click();
    await expect.poll(() => contactBubble(FIRST).getByTestId('message-reactions').textContent()).toContain('👍');
  });

  it('keeps a private note inside the team', async () => {
    await page.getByTestId('private-toggle').click();
    await input().fill(NOTE);
    await input().press('Enter');
    const note = bubble(NOTE);
    await note.waitFor();
    expect(await note.getAttribute('data-private')).toBe('true');
    await page.getByTestId('private-toggle').click();
    expect(await phoneReceived()).not.toContain(NOTE);
  });

  it('sends a picture with a caption after a preview, and shows pictures in the viewer', async () => {
    await page
      .getByTestId('chat-file-input')
      .setInputFiles({ name: 'comprovante.png', mimeType: 'image/png', buffer: gradientPng(160, 120) });
    const dialog = page.getByTestId('attachment-dialog');
    await dialog.getByRole('img', { name: 'comprovante.png' }).waitFor();
    await dialog.getByLabel(ptBR.chat.attachments.caption).fill('Comprovante');
    await dialog.getByTestId('attachment-send').click();
    await dialog.waitFor({ state: 'detached' });
    const picture = bubble('Comprovante').getByTestId('message-image');
    await picture.waitFor();

    await picture.click();
    const viewer = page.getByTestId('image-viewer-image');
    await viewer.waitFor();
    await page.getByRole('button', { name: ptBR.chat.viewer.zoomIn, exact: true }).click();
    await page.getByRole('button', { name: ptBR.chat.viewer.rotate, exact: true }).click();
    expect(await viewer.getAttribute('data-zoom')).toBe('1.2');
    expect(await viewer.getAttribute('data-rotation')).toBe('90');
    await page.getByTestId('image-viewer-close').click();
    await viewer.waitFor({ state: 'detached' });
  });

  it("inserts a quick reply with '/'", async () => {
    await input().fill('/entr');
    const menu = page.getByTestId('quick-reply-menu');
    await menu.getByRole('option').first().waitFor();
    expect(await menu.getByRole('option').first().textContent()).toBe(
      `${`${QUICK.shortcode} - ${QUICK.message}`.slice(0, 35)}...`,
    );
    await input().press('Enter');
    await expect.poll(() => input().inputValue()).toBe(QUICK.message);
    await input().fill('');
  });

  it("attaches a quick reply's file, with its text as the caption", async () => {
    await input().fill('/catal');
    const menu = page.getByTestId('quick-reply-menu');
    await menu.getByTestId('quick-reply-file').waitFor();
    await input().press('Enter');
    const dialog = page.getByTestId('attachment-dialog');
    await dialog.getByRole('img', { name: QUICK_WITH_FILE.fileName }).waitFor();
    expect(await dialog.getByLabel(ptBR.chat.attachments.caption).inputValue()).toBe(QUICK_WITH_FILE.message);
    await dialog.getByTestId('attachment-send').click();
    await dialog.waitFor({ state: 'detached' });
    await bubble(QUICK_WITH_FILE.message).getByTestId('message-image').waitFor();
    await input().fill('');
  });

  it('refuses to forward with no message selected', async () => {
    await openMessageMenu(bubble(REPLY));
    await page.getByRole('menuitem', { name: ptBR.chat.menu.forward, exact: true }).click();
    await page.getByTestId('selection-bar').waitFor();
    await bubble(REPLY).click();
    await page.getByTestId('forward-choose').click();
    await page.getByText(ptBR.chat.forward.noneSelected, { exact: true }).waitFor();
    await page.getByRole('button', { name: ptBR.chat.forward.cancel, exact: true }).click();
    await page.getByTestId('message-input').waitFor();
  });

  it('adds and deletes a note in the contact drawer', async () => {
    await page.getByTestId('chat-drawer-toggle').click();
    const drawer = page.getByTestId('contact-drawer');
    await expect.poll(() => drawer.getByTestId('drawer-contact-name').textContent()).toBe(CONTACT.name);
    await drawer.getByTestId('drawer-note-input').fill('x');
    await drawer.getByTestId('drawer-note-add').click();
    await drawer.getByText(ptBR.validation.tooShort, { exact: true }).waitFor();
    await drawer.getByTestId('drawer-note-input').fill('Prefere contato à tarde.');
    await drawer.getByTestId('drawer-note-add').click();
    await page.getByText(ptBR.contactDrawer.notes.added, { exact: true }).waitFor();
    const note = drawer.getByTestId('drawer-note').filter({ hasText: 'Prefere contato à tarde.' });
    await note.waitFor();
    await drawer.getByTestId('drawer-media-thumb').first().waitFor();
    await drawer.getByTestId('drawer-log-entry').first().waitFor();
    await toastsCleared(page);
    await settled(page);
    await screenshot(page, 'chat-drawer-light');

    await note.getByRole('button', { name: ptBR.contactDrawer.notes.delete, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: ptBR.common.delete, exact: true }).click();
    await page.getByText(ptBR.contactDrawer.notes.deleted, { exact: true }).waitFor();
    await note.waitFor({ state: 'detached' });
    await drawer.getByTestId('contact-drawer-close').click();
    await drawer.waitFor({ state: 'detached' });
  });

  it('looks right in light, dark and on a phone', async () => {
    await toastsCleared(page);
    await settled(page);
    await screenshot(page, 'chat-light');
    await setTheme(page, 'dark');
    await screenshot(page, 'chat-dark');
    await page.setViewportSize(PHONE);
    await bubble(NOTE).waitFor();
    await settled(page);
    await screenshot(page, 'chat-phone-dark');
    await setTheme(page, 'light');
    await screenshot(page, 'chat-phone-light');
    await page.setViewportSize(DESKTOP);
  });

  it('resolving asks the contact for a rating: the chat shows the wait, and the answer closes the ticket', async () => {
    expect((await apiCall(page, 'PUT', '/companySettings', { column: 'userRating', data: 'enabled' })).status).toBe(
      200,
    );
    expect((await apiCall(page, 'PUT', `/whatsapp/${connectionId}`, { ratingMessage: RATING_QUESTION })).status).toBe(
      200,
    );
    await page.getByTestId('chat-resolve').click();
    await page.getByTestId('chat-resolve-farewell').click();
    // The resolved ticket is no longer the attendant's to answer: the chat closes, and reopening it shows the wait.
    await page.waitForURL(`${baseUrl}/tickets`);
    await page.goto(`${baseUrl}/tickets/${ticketUuid}`);
    await page.getByTestId('chat-header').getByTestId('ticket-awaiting-rating').waitFor();
    await expect.poll(async () => (await phoneReceived()).some((body) => body.endsWith(RATING_QUESTION))).toBe(true);
    await settled(page);
    await screenshot(page, 'chat-awaiting-rating-light');

    await contactWrites('10');
    await page.getByTestId('chat-reopen').waitFor();
    expect(await page.getByTestId('ticket-awaiting-rating').count()).toBe(0);
    expect(session.pageErrors).toEqual([]);
  });
});
