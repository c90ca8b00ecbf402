import { z } from 'zod';
import { pushPublicKeySchema, pushSubscriptionViewSchema, type PushSubscriptionView } from '@guiche/shared';
import { api } from '../../api/client';

/** The user's devices for Web Push (issue 41). */
export const pushKeys = { devices: ['push', 'devices'] as const };

export async function fetchPublicKey(): Promise<string> {
  return (await api.get('/push/public-key', pushPublicKeySchema)).publicKey;
}

export function fetchDevices(): Promise<PushSubscriptionView[]> {
  return api.get('/push/subscriptions', z.array(pushSubscriptionViewSchema));
}

/** This browser's subscription (PushSubscription.toJSON(), sent as the browser gives it) and its name. */
export function addDevice(subscription: PushSubscriptionJSON, device: string): Promise<PushSubscriptionView> {
  return api.post('/push/subscriptions', { ...subscription, device }, pushSubscriptionViewSchema);
}

export function removeThisDevice(endpoint: string): Promise<void> {
  return api.deleteWith('/push/subscriptions', { endpoint });
}

export function removeDevice(id: number): Promise<void> {
  return api.delete(`/push/subscriptions/${id}`);
}
