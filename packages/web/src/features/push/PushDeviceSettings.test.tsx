import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PushSubscriptionView } from '@guiche/shared';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PushDeviceSettings } from './PushDeviceSettings';

const PUBLIC_KEY = 'BOr3RG2lnVeaT9Y7cNXXdF1Hiy1mULBmhBtHnX8uDp7sJ8cRkKPQkyxsSlOl37Q6nyYBNYDHS2gD4XbqvqvHQqI';
const ENDPOINT = 'https://push.example.com/send/abc';

/** The server as the component sees it: the VAPID key, the user's devices, and what was posted or deleted. */
let devices: PushSubscriptionView[];
let calls: string[];

const view = (id: number, device: string): PushSubscriptionView => ({
  id,
  device,
  service: 'push.example.com',
  createdAt: '2026-11-01T12:00:00.000Z',
  lastPushAt: null,
});

/** A browser's push manager: what it holds, and the key it was asked to subscribe with. */
function stubBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let subscription: PushSubscription | null = null;
  const subscribedWith: Uint8Array[] = [];
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      subscribedWith.push(applicationServerKey);
      subscription = {
        endpoint: ENDPOINT,
        options: { applicationServerKey: applicationServerKey.buffer },
        toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
        unsubscribe: async () => {
          subscription = null;
          return true;
        },
      } as unknown as PushSubscription;
      return subscription;
    },
  };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission: async () => answer }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  return { subscribedWith, held: () => subscription };
}

beforeEach(() => {
  devices = [];
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}${init?.body ? ` ${String(init.body)}` : ''}`);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url === '/api/push/public-key') return json({ publicKey: PUBLIC_KEY });
    if (url === '/api/push/subscriptions' && method === 'GET') return json(devices);
    if (url === '/api/push/subscriptions' && method === 'POST') {
      devices = [view(1, 'Chrome · Android')];
      return json(devices[0], 201);
    }
    if (method === 'DELETE') {
      devices = [];
      return new Response(null, { status: 204 });
    }
    return json({ error: 'ERR_NOT_FOUND' }, 404);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushDeviceSettings', { timeout: 30_000 }, () => {
  it('subscribes this device with the server’s key and lists it; turning off unsubscribes it', async () => {
    const browser = stubBrowser('default');
    renderWithProviders(<PushDeviceSettings />);
    const toggle = await screen.findByRole('switch', { name: 'Notificações neste dispositivo' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    expect((toggle as HTMLInputElement).checked).toBe(false);

    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    const [key] = browser.subscribedWith;
    expect(Buffer.from(key ?? []).toString('base64url')).toBe(PUBLIC_KEY);
    const posted = calls.find((call) => call.startsWith('POST /api/push/subscriptions'));
    expect(JSON.parse(posted?.split(' ').slice(2).join(' ') ?? '{}')).toMatchObject({
      endpoint: ENDPOINT,
      keys: { p256dh: 'p', auth: 'a' },
    });
    const settings = screen.getByTestId('push-settings');
    expect(await within(settings).findByText('Chrome · Android')).toBeTruthy();
    expect(within(settings).getByText('1 dispositivo recebe suas notificações')).toBeTruthy();

    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(calls).toContain(`DELETE /api/push/subscriptions ${JSON.stringify({ endpoint: ENDPOINT })}`);
    expect(browser.held()).toBeNull();
  });

  it('stays off and subscribes nothing when the user refuses the browser’s permission', async () => {
    const browser = stubBrowser('default', 'denied');
    renderWithProviders(<PushDeviceSettings />);
    const toggle = await screen.findByRole('switch', { name: 'Notificações neste dispositivo' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(toggle);
    expect(await screen.findByText(/estão bloqueadas nas configurações do navegador/)).toBeTruthy();
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(browser.subscribedWith).toEqual([]);
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('explains how to get pushes where the browser has none', async () => {
    renderWithProviders(<PushDeviceSettings />);
    expect(await screen.findByText(/Este navegador não recebe notificações push/)).toBeTruthy();
    expect((screen.getByRole('switch') as HTMLInputElement).disabled).toBe(true);
  });
});
