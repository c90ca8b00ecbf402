import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboundPacer, TokenBucket } from './outbound-pacing.js';

const text = { kind: 'text', text: 'Oi' } as const;
const audio = { kind: 'media', media: 'audio', data: Buffer.alloc(0), mime: 'audio/ogg' } as const;

/** Starts `count` takes at once and answers how many resolved after `ms` of fake time. */
async function resolvedAfter(take: () => Promise<void>, count: number, ms: number): Promise<number> {
  let done = 0;
  for (let i = 0; i < count; i += 1) void take().then(() => (done += 1));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

describe('outbound pacing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a bucket lets a tenth of a second of sends through at once and spaces the rest at its rate', async () => {
    const bucket = new TokenBucket(100, () => Date.now());
    // 10 at once (the burst), then one every 10 ms.
    expect(await resolvedAfter(() => bucket.take(), 30, 0)).toBe(10);
    const more = new TokenBucket(100, () => Date.now());
    expect(await resolvedAfter(() => more.take(), 30, 105)).toBe(20);
    expect(await resolvedAfter(() => new TokenBucket(100, () => Date.now()).take(), 30, 205)).toBe(30);
  });

  it('paces only channels with a provider limit, audio and video on Messenger at their own lower rate', async () => {
    const pacer = new OutboundPacer();
    // The simulator has no limit: everything goes at once.
    expect(await resolvedAfter(() => pacer.take(1, { kind: 'simulator' }, text), 500, 0)).toBe(500);
    // Messenger audio: 10/s, a burst of 1.
    expect(await resolvedAfter(() => pacer.take(2, { kind: 'facebook' }, audio), 5, 0)).toBe(1);
    // Its text has a bucket of its own, not slowed by the audio queued before it.
    expect(await resolvedAfter(() => pacer.take(2, { kind: 'facebook' }, text), 30, 0)).toBe(30);
    // Another connection has buckets of its own.
    expect(await resolvedAfter(() => pacer.take(3, { kind: 'facebook' }, audio), 1, 0)).toBe(1);
  });

  it('an account that declares its own limit is paced by it (a Cloud API number upgraded to high throughput)', async () => {
    const pacer = new OutboundPacer();
    // The Cloud API default, 60/s: a burst of 6.
    expect(await resolvedAfter(() => pacer.take(4, { kind: 'whatsappapi' }, text), 200, 0)).toBe(6);
    // Upgraded, 750/s: a burst of 75, in a bucket of its own.
    expect(
      await resolvedAfter(
        () => pacer.take(4, { kind: 'whatsappapi', sendRateLimit: { perSecond: 750 } }, text),
        200,
        0,
      ),
    ).toBe(75);
  });
});
