import type { ChannelAdapter, ChannelKind, OutboundContent, SendRateLimit } from '../../channels/types.js';

/**
 * Sends per second a connection may make, where the provider sets a limit (channels without one are not paced);
 * an adapter may know better for its account (ChannelAdapter.sendRateLimit). Past them Meta refuses with throughput
 * errors (Cloud API 130429, see /work/shared/notes/channels.md §1.11).
 * - Cloud API: 80 messages/s per business number by default, 1,000 once Meta upgrades it (the adapter reads
 *   the number's level), inbound included
 *   (https://developers.facebook.com/documentation/business-messaging/whatsapp/throughput), so replies keep 3/4.
 * - Messenger and Instagram Send API: 300 calls/s per Page or account for text, links, reactions and stickers, 10/s
 *   for audio or video (https://developers.facebook.com/documentation/business-messaging/messenger-platform/overview/rate-limiting).
 */
export const SEND_RATE_LIMITS: Partial<Record<ChannelKind, SendRateLimit>> = {
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

  async take(
    whatsappId: number,
    adapter: Pick<ChannelAdapter, 'kind' | 'sendRateLimit'>,
    content: OutboundContent,
  ): Promise<void> {
    const limit = adapter.sendRateLimit ?? SEND_RATE_LIMITS[adapter.kind];
    if (!limit) return;
    const audioVideo =
      content.kind === 'media' &&
      (content.media === 'audio' || content.media === 'video') &&
      limit.audioVideoPerSecond !== undefined;
    const perSecond = audioVideo ? (limit.audioVideoPerSecond ?? limit.perSecond) : limit.perSecond;
    // Keyed by the rate too: an account whose limit changes (an upgraded number) gets a bucket of the new size.
    const key = `${whatsappId}:${audioVideo ? 'av' : 'all'}:${perSecond}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = new TokenBucket(perSecond);
      this.buckets.set(key, bucket);
    }
    await bucket.take();
  }

  forget(whatsappId: number): void {
    for (const key of this.buckets.keys()) if (key.startsWith(`${whatsappId}:`)) this.buckets.delete(key);
  }
}
