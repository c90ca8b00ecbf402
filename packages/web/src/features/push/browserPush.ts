/**
 * The browser's side of Web Push: whether this browser can receive pushes, and its subscription with the service
 * worker's push manager. Push needs the app's service worker, which only the built app registers (not the dev server).
 */
export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || typeof Notification === 'undefined')
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

async function pushManager(): Promise<PushManager | undefined> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.pushManager;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await pushManager())?.getSubscription() ?? null;
}

/** The server's key as the push manager takes it (applicationServerKey: the P-256 point's bytes). */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/**
 * This browser's subscription for the server's key: the one it has, or a new one. A subscription made for another
 * key (the server's keys were replaced) can never receive a push again, so it is replaced.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  const manager = await pushManager();
  if (!manager) throw new Error('no service worker');
  const key = keyBytes(publicKey);
  const existing = await manager.getSubscription();
  if (existing && sameKey(existing, key)) return existing;
  await existing?.unsubscribe();
  return manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}
