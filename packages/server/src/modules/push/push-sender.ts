import webpush from 'web-push';
import type { PushSubscriptionRow } from './push-subscriptions.repository.js';
import type { PushDelivery } from './push-dispatch.js';
import type { VapidKeys } from './vapid-keys.js';

/**
 * How long a push service keeps a push for a device that is off: a conversation waiting for more than a few hours
 * has been seen at the desk (or taken by someone else) by the time the phone wakes up.
 */
const TIME_TO_LIVE_SECONDS = 4 * 60 * 60;

/** What the push service answered: delivered, gone for good (the subscription is removed), or worth a retry. */
export type PushOutcome = 'delivered' | 'gone' | 'refused' | 'retry';

export type PushFetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Sends one push. web-push builds the request (the payload encrypted for the device, RFC 8291 aes128gcm, and the
 * VAPID signature, RFC 8292); it goes out through the given fetch, the server's egress guard: an endpoint is a URL
 * a user handed in, so it may reach only public addresses, like every other URL a tenant names.
 */
export async function sendPush(
  fetchThrough: PushFetch,
  vapid: VapidKeys,
  subscription: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
  delivery: Pick<PushDelivery, 'payload' | 'topic' | 'urgency'>,
): Promise<{ outcome: PushOutcome; status?: number }> {
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(delivery.payload),
      {
        vapidDetails: vapid,
        TTL: TIME_TO_LIVE_SECONDS,
        topic: delivery.topic,
        urgency: delivery.urgency,
        contentEncoding: 'aes128gcm',
      },
    );
  } catch {
    // Nothing can be encrypted for this device's keys (subscriptions are checked when stored, so not expected).
    return { outcome: 'refused' };
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) headers.set(name, String(value));
  const response = await fetchThrough(request.endpoint, {
    method: request.method,
    headers,
    body: request.body ? new Uint8Array(request.body) : null,
    signal: AbortSignal.timeout(15_000),
  });
  await response.body?.cancel();
  const { status } = response;
  if (status >= 200 && status < 300) return { outcome: 'delivered', status };
  // 404 and 410: the subscription expired or was revoked (RFC 8030 §7.3 and the services' documentation).
  if (status === 404 || status === 410) return { outcome: 'gone', status };
  // 413 payload too large, 400 malformed, 401/403 a key the service no longer accepts: a retry would not help.
  if (status === 400 || status === 401 || status === 403 || status === 413) return { outcome: 'refused', status };
  return { outcome: 'retry', status };
}
