import { describe, expect, it } from 'vitest';
import { Coalescer } from './coalescer.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('Coalescer', () => {
  it('runs the items of one turn together, in order, and answers each its own result', async () => {
    const runs: number[][] = [];
    const coalescer = new Coalescer<number, string>(async (items) => {
      runs.push(items);
      return items.map((item) => `#${item}`);
    });
    expect(await Promise.all([coalescer.submit(3), coalescer.submit(1), coalescer.submit(2)])).toEqual(['#3', '#1', '#2']);
    expect(runs).toEqual([[3, 1, 2]]);
  });

  it('gathers what comes during a run into the next run, which starts when that one ends', async () => {
    const runs: number[][] = [];
    let endFirst = () => {};
    const firstEnded = new Promise<void>((resolve) => (endFirst = resolve));
    const coalescer = new Coalescer<number, number>(async (items) => {
      runs.push(items);
      if (runs.length === 1) await firstEnded;
      return items;
    });
    const answers = [coalescer.submit(1)];
    await nextTurn();
    for (const item of [2, 3, 4]) {
      answers.push(coalescer.submit(item));
      await nextTurn();
    }
    expect(runs).toEqual([[1]]);
    endFirst();
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4]);
    expect(runs).toEqual([[1], [2, 3, 4]]);
  });

  it('fails every item of a failed run and goes on with the next, even when run throws at once', async () => {
    let runs = 0;
    const coalescer = new Coalescer<number, number>((items) => {
      runs += 1;
      if (runs === 1) throw new Error('not even a promise');
      return Promise.resolve(items);
    });
    const failed = await Promise.allSettled([coalescer.submit(1), coalescer.submit(2)]);
    expect(failed.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    expect(await coalescer.submit(3)).toBe(3);
  });

  it('fails a run that answered fewer results than items instead of answering undefined', async () => {
    const coalescer = new Coalescer<number, number>(async (items) => items.slice(1));
    await expect(Promise.all([coalescer.submit(1), coalescer.submit(2)])).rejects.toThrow(/1 results for 2 items/);
  });

  it('with isolateFailures, runs the items of a failed run again one by one: only the bad item fails', async () => {
    const runs: number[][] = [];
    const coalescer = new Coalescer<number, number>(
      async (items) => {
        runs.push(items);
        if (items.includes(2)) throw new Error('item 2 is bad');
        return items.map((item) => item * 10);
      },
      { isolateFailures: true },
    );
    const answers = await Promise.allSettled([coalescer.submit(1), coalescer.submit(2), coalescer.submit(3)]);
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : 'failed'))).toEqual([10, 'failed', 30]);
    expect(runs).toEqual([[1, 2, 3], [1], [2], [3]]);
  });
});
