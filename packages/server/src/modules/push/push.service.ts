import { createECDH } from 'node:crypto';
import type { pushSubscriptionInputSchema, PushSubscriptionView } from '@guiche/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { presentPushSubscription } from './push.presenter.js';
import { pushSubscriptionsRepository } from './push-subscriptions.repository.js';
import type { VapidKeys } from './vapid-keys.js';

type SubscriptionInput = z.output<typeof pushSubscriptionInputSchema>;

/** The name a device gets when its browser says nothing better: the user agent, cut to what a list shows. */
const DEVICE_MAX = 120;

/**
 * The device's key must be a point of P-256: every push is encrypted with it (RFC 8291), and one that is not could
 * never be pushed to. A browser never sends such a key; refused here rather than failing each push later.
 */
function assertCurvePoint(p256dh: string): void {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
  } catch {
    throw new AppError('ERR_VALIDATION', {
      message: 'Invalid request',
      issues: [{ path: 'keys.p256dh', message: 'validation.invalidValue' }],
    });
  }
}

/** A user's devices for Web Push (issue 41): each turns pushes on or off for itself, in the profile. */
export class PushService {
  constructor(
    private readonly db: Db,
    /** The server's VAPID keys, resolved once (the notifier signs with them too). */
    readonly vapidKeys: () => Promise<VapidKeys>,
  ) {}

  /** GET /push/public-key: the VAPID key a browser subscribes with (applicationServerKey). */
  async publicKey(): Promise<{ publicKey: string }> {
    return { publicKey: (await this.vapidKeys()).publicKey };
  }

  /** GET /push/subscriptions: the caller's devices that receive pushes. */
  async list(auth: RequestAuth): Promise<PushSubscriptionView[]> {
    const rows = await pushSubscriptionsRepository.listOfUser(this.db, auth.companyId, auth.userId);
    return rows.map(presentPushSubscription);
  }

  /**
   * POST /push/subscriptions: this device receives the caller's pushes from now on, while this login session lasts.
   * The app sends it again at each start, so a new session on the device takes the subscription over.
   */
  async subscribe(auth: RequestAuth, input: SubscriptionInput, userAgent: string | undefined) {
    assertCurvePoint(input.keys.p256dh);
    const row = await pushSubscriptionsRepository.upsert(this.db, auth.companyId, {
      userId: auth.userId,
      sessionId: auth.sessionId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      device: (input.device || userAgent || '').slice(0, DEVICE_MAX),
    });
    return presentPushSubscription(row);
  }

  /** DELETE /push/subscriptions: this device (named by its endpoint) stops receiving pushes. */
  async unsubscribe(auth: RequestAuth, endpoint: string): Promise<void> {
    await pushSubscriptionsRepository.deleteOfUser(this.db, auth.companyId, auth.userId, { endpoint });
  }

  /** DELETE /push/subscriptions/{id}: one of the caller's devices, from another (a lost phone). */
  async remove(auth: RequestAuth, id: number): Promise<void> {
    const removed = await pushSubscriptionsRepository.deleteOfUser(this.db, auth.companyId, auth.userId, { id });
    if (!removed) throw new AppError('ERR_NOT_FOUND');
  }
}
