import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.js';

/** A promise settled from outside, so the test decides when a write finishes. */
function deferred() {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('GroupCommit', () => {
  it('writes what arrives while a batch is in flight as the next batch, in order, one batch per lane at a time', async () => {
    const batches: string[][] = [];
    const gate = deferred();
    const writer = new GroupCommit<string, string>(
      async (items) => {
        batches.push(items);
        if (batches.length === 1) await gate.promise;
        return items.map((item) => item.toUpperCase());
      },
      { maxBatch: 10, maxParallel: 4 },
    );
    const first = writer.submit('lane', 'a');
    await new Promise((resolve) => setImmediate(resolve));
    const rest = ['b', 'c', 'd'].map((item) => writer.submit('lane', item));
    gate.resolve();
    expect(await Promise.all([first, ...rest])).toEqual(['A', 'B', 'C', 'D']);
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('runs different lanes in parallel, up to maxParallel batches', async () => {
    let running = 0;
    let most = 0;
    const gate = deferred();
    const writer = new GroupCommit<number, number>(
      async (items) => {
        running += 1;
        most = Math.max(most, running);
        await gate.promise;
        running -= 1;
        return items;
      },
      { maxBatch: 10, maxParallel: 2 },
    );
    const results = [1, 2, 3].map((n) => writer.submit(`lane${n}`, n));
    await new Promise((resolve) => setImmediate(resolve));
    expect(running).toBe(2);
    gate.resolve();
    expect(await Promise.all(results)).toEqual([1, 2, 3]);
    expect(most).toBe(2);
  });

  it('caps a batch at maxBatch', async () => {
    const sizes: number[] = [];
    const writer = new GroupCommit<number, number>(
      async (items) => {
        sizes.push(items.length);
        return items;
      },
      { maxBatch: 2, maxParallel: 1 },
    );
    await Promise.all([1, 2, 3, 4, 5].map((n) => writer.submit('lane', n)));
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('when a batch fails, writes its items one by one so only the bad one fails', async () => {
    const calls: number[][] = [];
    const writer = new GroupCommit<number, number>(
      async (items) => {
        calls.push(items);
        if (items.includes(2)) throw new Error(`bad ${items.join(',')}`);
        return items.map((n) => n * 10);
      },
      { maxBatch: 10, maxParallel: 1 },
    );
    const results = await Promise.allSettled([1, 2, 3].map((n) => writer.submit('lane', n)));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([10, 'bad 2', 30]);
    expect(calls).toEqual([[1, 2, 3], [1], [2], [3]]);
  });
});
