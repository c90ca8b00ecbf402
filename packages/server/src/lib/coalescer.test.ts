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
    expect(await Promise.all([coalescer.submit(3), coalescer.submit(1), coalescer.submit(2)])).toEqual([
      '#3',
      '#1',
      '#2',
    ]);
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
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : 'failed'))).toEqual([
      10,
      'failed',
      30,
    ]);
    expect(runs).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it("keeps a lane's items in order, one run at a time, while other lanes run beside it up to maxParallel", async () => {
    const runs: string[][] = [];
    let running = 0;
    let most = 0;
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const coalescer = new Coalescer<string, string>(
      async (items) => {
        runs.push(items);
        running += 1;
        most = Math.max(most, running);
        await gate;
        running -= 1;
        return items.map((item) => item.toUpperCase());
      },
      { maxParallel: 2 },
    );
    const answers = [coalescer.submit('a1', 'a'), coalescer.submit('b1', 'b'), coalescer.submit('c1', 'c')];
    await nextTurn();
    answers.push(coalescer.submit('a2', 'a'), coalescer.submit('a3', 'a'));
    await nextTurn();
    expect(runs).toEqual([['a1'], ['b1']]);
    open();
    expect(await Promise.all(answers)).toEqual(['A1', 'B1', 'C1', 'A2', 'A3']);
    expect(most).toBe(2);
    expect(runs.slice(2)).toEqual(expect.arrayContaining([['c1'], ['a2', 'a3']]));
  });

  it('caps a run at maxBatch', async () => {
    const sizes: number[] = [];
    const coalescer = new Coalescer<number, number>(
      async (items) => {
        sizes.push(items.length);
        return items;
      },
      { maxBatch: 2 },
    );
    await Promise.all([1, 2, 3, 4, 5].map((item) => coalescer.submit(item)));
    expect(sizes).toEqual([2, 2, 1]);
  });
});
