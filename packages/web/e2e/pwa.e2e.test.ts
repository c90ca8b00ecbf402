import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ptBR } from '../src/i18n/locales/pt-BR';
import { e2eBaseUrl, launchBrowser, PHONE, screenshot, STEP_TIMEOUT_MS, type BrowserSession } from './support';

/**
 * The installable app (issue 41) in a real browser against the built server: the service worker installs and
 * controls the page, Chromium finds nothing missing for installation (DevTools protocol), and without a network a
 * page opens as the offline page, which brings the app back once the network returns.
 */
describe('installable app: manifest, service worker, offline page', { timeout: STEP_TIMEOUT_MS }, () => {
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    session = await launchBrowser();
    page = session.page;
  }, STEP_TIMEOUT_MS);

  afterAll(() => session?.close());

  it('installs the service worker, which then controls the page', async () => {
    await page.goto(`${e2eBaseUrl()}/login`);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${e2eBaseUrl()}/`);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });

  it('is installable: the manifest parses and Chromium reports no installability error', async () => {
    const cdp = await session.context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
    expect(manifest.url).toBe(`${e2eBaseUrl()}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ start_url: '/tickets', display: 'standalone' });
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    await cdp.detach();
  });

  it('shows the offline page without a network, and the app again once it is back', async () => {
    await page.setViewportSize(PHONE);
    await session.context.setOffline(true);
    await page.goto(`${e2eBaseUrl()}/tickets`).catch(() => undefined);
    await page.getByText('Você está sem conexão').waitFor();
    await screenshot(page, 'pwa-offline-phone');
    await session.context.setOffline(false);
    // A page opened now goes through the same worker, which reaches the network again.
    const again = await session.context.newPage();
    await again.goto(`${e2eBaseUrl()}/login`);
    await again.getByLabel(ptBR.login.email, { exact: true }).waitFor();
    await again.close();
    expect(session.pageErrors).toEqual([]);
  });
});
