import type { ChannelKind, OutboundContent } from '../../channels/types.js';

/**
 * Sends per second a connection may make, where the provider sets a limit (channels without one are not paced).
 * Past them Meta refuses with throughput errors (Cloud API 130429, see /work/shared/notes/channels.md §1.11).
 * - Cloud API: 80 messages/s per business number by default, inbound included
 *   (https://developers.facebook.com/documentation/business-messaging/whatsapp/throughput), so replies keep 60.
 * - Messenger and Instagram Send API: 300 calls/s per Page or account for text, links, reactions and stickers, 10/s
 *   for audio or video (https://developers.facebook.com/documentation/business-messaging/messenger-platform/overview/rate-limiting).
 */
export const SEND_RATE_LIMITS: Partial<Record<ChannelKind, { perSecond: number; audioVideoPerSecond?: number }>> = {
  whatsappapi: { perSecond: 60 },
  facebook: { perSecond: 300, audioVideoPerSecond: 10 },
  instagram: { perSecond: 300, audioVideoPerSecond: 10 },
};

/**
 * A token bucket: `take` resolves when a send may go. Tokens may go negative, which reserves later slots, so
 * concurrent callers are spaced out in the order they asked. The burst is a tenth of a second's worth, so no
 * one-second window holds much more than the rate.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;
  private readonly burst: number;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.burst = Math.max(1, perSecond / 10);
    this.tokens = this.burst;
    this.updatedAt = now();
  }

  async take(): Promise<void> {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.updatedAt) / 1000) * this.perSecond);
    this.updatedAt = now;
    this.tokens -= 1;
    if (this.tokens >= 0) return;
    await new Promise((resolve) => setTimeout(resolve, (-this.tokens / this.perSecond) * 1000));
  }
}

/** The buckets of the connections sending from this process (a limit is per number or Page, and only the process running its queue sends). */
export class OutboundPacer {
  private readonly buckets = new Map<string, TokenBucket>();

  async take(whatsappId: number, kind: ChannelKind, content: OutboundContent): Promise<void> {
    const limit = SEND_RATE_LIMITS[kind];
    if (!limit) return;
    const audioVideo = content.kind === 'media' && (content.media === 'audio' || content.media === 'video') && limit.audioVideoPerSecond !== undefined;
    const key = `${whatsappId}:${audioVideo ? 'av' : 'all'}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = new TokenBucket(audioVideo ? (limit.audioVideoPerSecond ?? limit.perSecond) : limit.perSecond);
      this.buckets.set(key, bucket);
    }
    await bucket.take();
  }

  forget(whatsappId: number): void {
    for (const key of this.buckets.keys()) if (key.startsWith(`${whatsappId}:`)) this.buckets.delete(key);
  }
}
