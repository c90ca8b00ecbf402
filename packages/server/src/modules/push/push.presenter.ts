import type { PushSubscriptionView } from '@guiche/shared';
import type { PushSubscriptionRow } from './push-subscriptions.repository.js';

/** A device as its owner sees it: never the endpoint itself, which is enough to push to the device. */
export function presentPushSubscription(row: PushSubscriptionRow): PushSubscriptionView {
  return {
    id: row.id,
    device: row.device,
    service: new URL(row.endpoint).host,
    createdAt: row.createdAt.toISOString(),
    lastPushAt: row.lastPushAt?.toISOString() ?? null,
  };
}
