import { describe, expect, it } from 'vitest';
import { KeyedSerialQueue } from './keyed-serial-queue.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('KeyedSerialQueue', () => {
  it('runs one key in order, even when earlier tasks are slower, and keys in parallel', async () => {
    const queue = new KeyedSerialQueue();
    const order: string[] = [];
    await Promise.all([
      queue.run('a', async () => {
        await sleep(30);
        order.push('a1');
      }),
      queue.run('a', async () => {
        order.push('a2');
      }),
      queue.run('b', async () => {
        order.push('b1');
      }),
    ]);
    expect(order).toEqual(['b1', 'a1', 'a2']);
  });

  it('goes on after a failure and forgets idle keys', async () => {
    const queue = new KeyedSerialQueue();
    await expect(queue.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run('a', async () => 'next')).toBe('next');
    await sleep(0);
    expect(queue.busyKeys).toBe(0);
  });
});
