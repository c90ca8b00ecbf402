import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.js';

const throttle = () =>
  new LoginThrottle({ namespace: 'unit:', failuresPerAccountAndAddress: 3, accountFailuresBeforeDelay: 2 }, undefined);

describe('LoginThrottle', () => {
  it('slows wrong answers on an account past its threshold, doubling up to a cap, whatever the address', async () => {
    const t = throttle();
    const delays: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      await t.begin('owner@x.test', `10.0.0.${i}`);
      delays.push(await t.recordFailure('owner@x.test'));
    }
    expect(delays).toEqual([0, 0, 250, 500, 1000, 2000, 4000, 5000, 5000]);
    // Each of those addresses failed once: none of them is refused.
    await expect(t.begin('owner@x.test', '10.0.0.1')).resolves.toBeUndefined();
  });

  it('refuses an address after its failures on one account; a success from it clears the count', async () => {
    const t = throttle();
    for (let i = 0; i < 3; i += 1) await t.begin('a@x.test', '10.0.0.1');
    await expect(t.begin('a@x.test', '10.0.0.1')).rejects.toMatchObject({ code: 'ERR_TOO_MANY_REQUESTS' });
    await expect(t.begin('a@x.test', '10.0.0.2')).resolves.toBeUndefined();
    await expect(t.begin('b@x.test', '10.0.0.1')).resolves.toBeUndefined();
    await t.recordSuccess('a@x.test', '10.0.0.1');
    await expect(t.begin('a@x.test', '10.0.0.1')).resolves.toBeUndefined();
  });

  it('an attempt cancelled without a verdict does not count', async () => {
    const t = throttle();
    for (let i = 0; i < 5; i += 1) {
      await t.begin('c@x.test', '10.0.0.1');
      await t.cancel('c@x.test', '10.0.0.1');
    }
    await expect(t.begin('c@x.test', '10.0.0.1')).resolves.toBeUndefined();
  });
});
