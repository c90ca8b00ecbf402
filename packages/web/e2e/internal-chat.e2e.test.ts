import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ptBR } from '../src/i18n/locales/pt-BR';
import {
  apiCall,
  dialogShown,
  launchBrowser,
  openLoggedIn,
  openScreen,
  PHONE,
  screenshot,
  setTheme,
  STEP_TIMEOUT_MS,
  toastsCleared,
  type BrowserSession,
} from './support';

/**
 * The internal chat between two attendants in two browsers: the administrator starts a chat with Bruno and writes;
 * Bruno's app bar counts it live, his popover opens it, and he reads it. Carla, in the same company but not in the
 * chat, sees nothing of it. Each person is logged in once, in their own browser.
 */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('internal chat: two users talk, a third sees nothing', { timeout: STEP_TIMEOUT_MS }, () => {
  const stamp = Date.now().toString(36);
  const title = `Plantão ${stamp}`;
  const people = {
    bruno: { name: `Bruno ${stamp}`, email: `bruno.${stamp}@e2e.local`, password: 'segredo-123' },
    carla: { name: `Carla ${stamp}`, email: `carla.${stamp}@e2e.local`, password: 'segredo-123' },
  };
  const userIds: number[] = [];
  let admin: BrowserSession;
  let bruno: BrowserSession;
  let carla: BrowserSession;

  const badgeOf = (page: Page) => page.getByTestId('chats-button').locator('.MuiBadge-badge');
  const unreadBadge = async (page: Page) =>
    (await badgeOf(page).getAttribute('class'))?.includes('MuiBadge-invisible')
      ? ''
      : await badgeOf(page).textContent();

  beforeAll(async () => {
    admin = await launchBrowser();
    await openLoggedIn(admin.page);
    for (const person of Object.values(people)) {
      const created = await apiCall(admin.page, 'POST', '/users', { ...person, profile: 'user', queueIds: [] });
      expect(created.status).toBe(201);
      userIds.push((created.body as { id: number }).id);
    }
    [bruno, carla] = await Promise.all([launchBrowser(), launchBrowser()]);
    await Promise.all([openLoggedIn(bruno.page, people.bruno), openLoggedIn(carla.page, people.carla)]);
  }, STEP_TIMEOUT_MS * 2);

  afterAll(async () => {
    // The users of this file go again (the chat went in the last step, or goes with them).
    if (admin) {
      await admin.page.evaluate(async (ids) => {
        for (const id of ids)
          await fetch(`/api/users/${id}`, {
            method: 'DELETE',
            headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
          });
      }, userIds);
    }
    await Promise.all([admin?.close(), bruno?.close(), carla?.close()]);
  });

  it('starts a chat with Bruno: save waits for a title and a user', async () => {
    const page = admin.page;
    await openScreen(page, '/chats', 'internal-chat-page');
    await page.getByTestId('internal-chat-add').click();
    const dialog = page.getByTestId('chat-dialog');
    await dialogShown(dialog);
    const save = dialog.getByTestId('chat-dialog-submit');
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByTestId('chat-title-input').fill(title);
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByTestId('chat-users-input').fill(people.bruno.name);
    await page.getByRole('option', { name: people.bruno.name }).click();
    await screenshot(page, 'internal-chat-dialog-light');
    await save.click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(/\/chats\/[0-9a-f-]{36}$/);
    await page.getByTestId('internal-chat-title').getByText(title).waitFor();
    await toastsCleared(page);
  });

  it('writes; Bruno’s badge counts it live and Carla’s stays empty', async () => {
    const page = admin.page;
    expect(await unreadBadge(bruno.page)).toBe('');
    const input = page.getByTestId('internal-chat-input');
    // Spec 1 §5: whitespace alone is not sent.
    await input.fill('   ');
    await input.press('Enter');
    await input.fill('Bruno, pode cobrir a fila 2 às 14h?');
    await input.press('Enter');
    await page.getByTestId('internal-chat-message').getByText('Bruno, pode cobrir a fila 2 às 14h?').waitFor();
    expect(await page.getByTestId('internal-chat-message').count()).toBe(1);
    await expect.poll(() => unreadBadge(bruno.page)).toBe('1');
    await screenshot(page, 'internal-chat-light');
    expect(await unreadBadge(carla.page)).toBe('');
  });

  it('Bruno opens it from the app bar, reads it and answers; the count goes back to zero', async () => {
    const page = bruno.page;
    await page.getByTestId('chats-button').click();
    const row = page.getByTestId('chats-popover-row').filter({ hasText: title });
    await row.waitFor();
    await row.click();
    await page.waitForURL(/\/chats\/[0-9a-f-]{36}$/);
    await page.getByTestId('internal-chat-message').getByText('Bruno, pode cobrir a fila 2 às 14h?').waitFor();
    await expect.poll(() => unreadBadge(page)).toBe('');
    // Only the owner edits or deletes.
    expect(
      await page.getByTestId('internal-chat-row').filter({ hasText: title }).getByTestId('internal-chat-edit').count(),
    ).toBe(0);
    const input = page.getByTestId('internal-chat-input');
    await input.fill('Posso sim!');
    await input.press('Enter');
    await admin.page.getByTestId('internal-chat-message').getByText('Posso sim!').waitFor();
    // A file goes through the company's storage and comes back as a signed link both sides can show.
    await page
      .getByTestId('internal-chat-file-input')
      .setInputFiles({ name: 'escala.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await admin.page.getByTestId('internal-chat-message').getByTestId('message-image').waitFor();
    await page.getByTestId('internal-chat-message').getByTestId('message-image').waitFor();
    expect(
      await admin.page
        .getByTestId('internal-chat-message')
        .getByRole('img', { name: 'escala.png' })
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBe(1);
    await setTheme(page, 'dark');
    await screenshot(page, 'internal-chat-dark');
    await setTheme(page, 'light');
  });

  it('Carla, not in the chat, sees no chat and no count', async () => {
    const page = carla.page;
    await openScreen(page, '/chats', 'internal-chat-page');
    await page.getByText(ptBR.internalChat.emptyTitle).waitFor();
    expect(await page.getByText(title).count()).toBe(0);
    expect(await unreadBadge(page)).toBe('');
  });

  it('on a phone the chat is alone on the screen; the owner deletes it after the confirmation', async () => {
    const page = admin.page;
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: ptBR.internalChat.back }).click();
    const row = page.getByTestId('internal-chat-row').filter({ hasText: title });
    await row.waitFor();
    await screenshot(page, 'internal-chat-phone');
    await row.getByTestId('internal-chat-delete').click();
    const confirm = page.getByRole('dialog', { name: ptBR.internalChat.deleteTitle });
    await confirm.getByText('Esta ação não pode ser revertida, confirmar?').waitFor();
    await confirm.getByRole('button', { name: ptBR.common.delete, exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => row.count()).toBe(0);
    // Bruno's list lets it go live.
    await expect.poll(() => bruno.page.getByTestId('internal-chat-row').filter({ hasText: title }).count()).toBe(0);
    expect([...admin.pageErrors, ...bruno.pageErrors, ...carla.pageErrors]).toEqual([]);
  });
});
