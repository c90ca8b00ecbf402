import { describe, expect, it } from 'vitest';
import { HashingPool } from './hashing-pool.js';

/** A pool on a clock of the test's own: a hash "takes" the time it moves the clock by, and a rest moves it too. */
function pool(options: { maxWaiting?: number; share: number; burstMs: number }) {
  let clock = 0;
  const rests: number[] = [];
  const hashing = new HashingPool({
    maxWaiting: options.maxWaiting ?? 8,
    share: options.share,
    burstMs: options.burstMs,
    now: () => clock,
    rest: async (ms) => {
      rests.push(ms);
      clock += ms;
    },
  });
  const hash = (ms: number) =>
    hashing.run(async () => {
      clock += ms;
      return ms;
    });
  return { hashing, hash, rests };
}

describe('HashingPool', () => {
  it('spends its burst back to back, then keeps hashing to its share of the time', async () => {
    const { hash, rests } = pool({ share: 0.25, burstMs: 300 });
    // 300 ms of burst, and each hash's own time refills a quarter of it: five 100 ms hashes run without a wait.
    for (let i = 0; i < 5; i += 1) expect(await hash(100)).toBe(100);
    expect(rests).toEqual([]);
    // From then on each 100 ms hash comes with 300 ms of rest: hashing keeps a quarter of the time.
    await hash(100);
    await hash(100);
    expect(rests).toEqual([300, 300]);
  });

  it('refuses a hash beyond its queue at once', async () => {
    const { hashing } = pool({ maxWaiting: 1, share: 0.2, burstMs: 1000 });
    let finish = () => {};
    const running = hashing.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const waiting = hashing.run(async () => 'waited');
    await expect(hashing.run(async () => 'refused')).rejects.toMatchObject({ code: 'ERR_TOO_MANY_REQUESTS' });
    finish();
    await running;
    expect(await waiting).toBe('waited');
  });
});
