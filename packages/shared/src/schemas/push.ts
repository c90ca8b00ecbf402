import { z } from 'zod';
import { writeBody } from './liberal.js';

/** How many bytes a base64url text holds (its padding, if any, stripped first). */
const decodedLength = (text: string) => Math.floor((text.length * 3) / 4);

/**
 * A key of a push subscription as browsers serialise it (PushSubscription.toJSON): base64url, unpadded or not, of
 * exactly `bytes` bytes: the P-256 point (65) or the auth secret (16) that every push is encrypted with (RFC 8291).
 */
const base64UrlKey = (bytes: number) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { message: 'validation.invalidValue' })
    .transform((value) => value.replace(/=+$/, ''))
    .refine((value) => decodedLength(value) === bytes, { message: 'validation.invalidValue' });

/**
 * POST /push/subscriptions: what PushSubscription.toJSON() gives (endpoint, keys; expirationTime is ignored) and the
 * device's name, so that a client may send the browser's object as it is. The endpoint is the push service's URL; the
 * server only ever calls it through its egress guard.
 */
export const pushSubscriptionInputSchema = writeBody({
  endpoint: z
    .url({ protocol: /^https?$/, message: 'validation.invalidValue' })
    .max(2000, { message: 'validation.tooLong' }),
  keys: z.object({ p256dh: base64UrlKey(65), auth: base64UrlKey(16) }, { message: 'validation.required' }),
  device: z.string().trim().max(120, { message: 'validation.tooLong' }).optional(),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;

/** DELETE /push/subscriptions: the endpoint of the subscription this device turns off. */
export const pushUnsubscribeSchema = writeBody({
  endpoint: z.string({ message: 'validation.required' }).max(2000, { message: 'validation.tooLong' }),
});

/** One of the user's devices that receive pushes (GET /push/subscriptions). */
export const pushSubscriptionViewSchema = z.object({
  id: z.number(),
  device: z.string(),
  /** The push service's origin only: the full endpoint is a capability and is never answered. */
  service: z.string(),
  createdAt: z.string(),
  lastPushAt: z.string().nullable(),
});
export type PushSubscriptionView = z.infer<typeof pushSubscriptionViewSchema>;

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** What a push carries to the service worker, which shows it as a notification and opens `url` on a click. */
export const pushPayloadSchema = z.object({
  kind: z.enum(['ticketPending', 'ticketMessage', 'ticketAssigned', 'chatMessage']),
  title: z.string(),
  body: z.string(),
  /** Notifications with one tag replace each other (one per ticket or chat). */
  tag: z.string(),
  /** The app route a click opens (/tickets/{uuid}, /chats/{uuid}). */
  url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
