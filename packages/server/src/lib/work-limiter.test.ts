import { describe, expect, it } from 'vitest';
import { WorkLimiter, WorkQueueFullError } from './work-limiter.js';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('WorkLimiter', () => {
  it('never runs more than its concurrency, serves waiters in order and refuses beyond the queue', async () => {
    const limiter = new WorkLimiter(1, 2);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    let active = 0;
    let peak = 0;
    const task = (index: number) => async () => {
      started.push(index);
      active += 1;
      peak = Math.max(peak, active);
      await gates[index]?.promise;
      active -= 1;
      return index;
    };
    const runs = [0, 1, 2].map((index) => limiter.run(task(index)));
    await expect(limiter.run(task(3))).rejects.toBeInstanceOf(WorkQueueFullError);
    expect(started).toEqual([0]);
    gates.forEach((gate) => gate.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(started).toEqual([0, 1, 2]);
    expect(peak).toBe(1);
    // Once drained it accepts work again.
    expect(await limiter.run(async () => 'again')).toBe('again');
  });

  it('frees the slot when a task fails', async () => {
    const limiter = new WorkLimiter(1, 0);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'ok')).toBe('ok');
  });
});
