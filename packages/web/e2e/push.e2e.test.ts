import type { CDPSession, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '@guiche/shared';
import { ptBR } from '../src/i18n/locales/pt-BR';
import {
  e2eBaseUrl,
  heldConversation,
  launchBrowser,
  openLoggedIn,
  openScreen,
  screenshot,
  setTheme,
  settled,
  STEP_TIMEOUT_MS,
  type BrowserSession,
  type HeldConversation,
} from './support';

/** The service worker's global scope, where `worker.evaluate` runs (the DOM typings describe a window). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
  dispatchEvent(event: Event): boolean;
}

/** What the service worker shows, read inside it. */
interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: { url?: string } | null;
}

/**
 * Web Push in a real browser (issue 41): the profile offers pushes on this device; a push delivered to the installed
 * service worker through the DevTools protocol (as a push service would) is shown as a notification while the app is
 * in the background, and its click brings the app's window to the ticket. Headless Chromium has no push service to
 * subscribe with, so the subscription itself is covered by the API tests' fake push service.
 */
describe('Web Push: notification and its click route', { timeout: STEP_TIMEOUT_MS }, () => {
  let session: BrowserSession;
  let page: Page;
  let conversation: HeldConversation;

  beforeAll(async () => {
    session = await launchBrowser();
    page = session.page;
    await session.context.grantPermissions(['notifications'], { origin: e2eBaseUrl() });
    await openLoggedIn(page);
  }, STEP_TIMEOUT_MS);

  afterAll(() => session?.close());

  it('offers pushes on this device in the user’s own profile, in light and dark', async () => {
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: ptBR.appBar.profile }).click();
    const settings = page.getByTestId('push-settings');
    await settings.scrollIntoViewIfNeeded();
    await expect.poll(() => settings.getByRole('switch', { name: ptBR.push.thisDevice }).isEnabled()).toBe(true);
    await settled(page);
    await screenshot(page, 'push-profile-light');
    await page.keyboard.press('Escape');
    await setTheme(page, 'dark');
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: ptBR.appBar.profile }).click();
    await settings.scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, 'push-profile-dark');
    await page.keyboard.press('Escape');
    await setTheme(page, 'light');
  });

  it('shows a push as a notification while the app is in the background, and its click opens the ticket', async () => {
    conversation = await heldConversation(page, {
      connection: 'Push e2e',
      queue: { name: 'Push e2e', color: '#3F51B5' },
      contact: { number: '5511966660041', name: 'Paula Push' },
      firstMessage: 'Oi, preciso de ajuda',
    });
    await page.goto(`${e2eBaseUrl()}/tickets`);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const worker = await serviceWorker(session);
    // The app is closed: only a tab of another site is left, where the push arrives as a push service sends it.
    const other = await session.context.newPage();
    await page.close();
    const cdp = await session.context.newCDPSession(other);
    const registrationId = await registrationOf(cdp);

    const push: PushPayload = {
      kind: 'ticketMessage',
      title: 'Paula Push',
      body: 'Nova mensagem',
      tag: `ticket-${conversation.ticketId}`,
      url: `/tickets/${conversation.ticketUuid}`,
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: e2eBaseUrl(),
      registrationId,
      data: JSON.stringify(push),
    });
    const shown = await expect
      .poll(() => notifications(worker), { timeout: 10_000 })
      .toHaveLength(1)
      .then(() => notifications(worker));
    expect(shown).toEqual([{ title: push.title, body: push.body, tag: push.tag, data: { url: push.url } }]);

    // The user opens the app, then clicks the notification, which the notification's own handler receives (a
    // synthetic click: no protocol clicks a notification, and one without a real click may not open a window, so the
    // window is open): the app moves to the ticket without a reload.
    page = await session.context.newPage();
    await openScreen(page, '/tickets', 'tickets-manager');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error('no notification');
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await page.waitForURL(`${e2eBaseUrl()}/tickets/${conversation.ticketUuid}`);
    expect(await notifications(worker)).toEqual([]);
    await page.getByText('Oi, preciso de ajuda').first().waitFor();
    await screenshot(page, 'push-click-opened-ticket');
    await cdp.detach();
    await other.close();
  });

  it('shows nothing while the app is in front: its own bell has told the user', async () => {
    const worker = await serviceWorker(session);
    const cdp = await session.context.newCDPSession(page);
    await expect.poll(() => page.evaluate(() => document.hasFocus())).toBe(true);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: e2eBaseUrl(),
      registrationId: await registrationOf(cdp),
      data: JSON.stringify({ kind: 'ticketMessage', title: 'Paula Push', body: 'Oi?', tag: 't', url: '/tickets' }),
    });
    // The push's handling is over once the worker is idle again; nothing was shown meanwhile.
    await page.waitForTimeout(1000);
    expect(await notifications(worker)).toEqual([]);
    await cdp.detach();
    expect(session.pageErrors).toEqual([]);
  });
});

async function serviceWorker(session: BrowserSession): Promise<Worker> {
  const [running] = session.context.serviceWorkers();
  return running ?? session.context.waitForEvent('serviceworker');
}

async function notifications(worker: Worker): Promise<ShownNotification[]> {
  return worker.evaluate(async () =>
    (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as { url?: string } | null,
    })),
  );
}

/** The service worker registration's id, as the DevTools protocol names it. */
async function registrationOf(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = (registrations as { registrationId: string; isDeleted: boolean }[]).find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}
