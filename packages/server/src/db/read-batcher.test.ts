import { describe, expect, it } from 'vitest';
import { ReadBatcher } from './read-batcher.js';

describe('ReadBatcher', () => {
  it('reads the ids asked for in one turn with one call per company, and answers each asker', async () => {
    const calls: [number, number[]][] = [];
    const batcher = new ReadBatcher<string>(async (companyId, ids) => {
      calls.push([companyId, ids]);
      return new Map(ids.filter((id) => id !== 404).map((id) => [id, `${companyId}:${id}`]));
    });
    const answers = await Promise.all([
      batcher.load(1, 10),
      batcher.load(1, 11),
      batcher.load(1, 10),
      batcher.load(2, 10),
      batcher.load(1, 404),
    ]);
    expect(answers).toEqual(['1:10', '1:11', '1:10', '2:10', undefined]);
    expect(calls).toEqual([
      [1, [10, 11, 404]],
      [2, [10]],
    ]);
    // A later turn is a new batch.
    await batcher.load(1, 12);
    expect(calls).toHaveLength(3);
  });

  it('reads a turn of thousands of ids a thousand at a time (statement parameters are capped)', async () => {
    const sizes: number[] = [];
    const batcher = new ReadBatcher<number>(async (_companyId, ids) => {
      sizes.push(ids.length);
      return new Map(ids.map((id) => [id, id]));
    });
    const ids = Array.from({ length: 2500 }, (_, index) => index);
    expect(await Promise.all(ids.map((id) => batcher.load(1, id)))).toEqual(ids);
    expect(sizes).toEqual([1000, 1000, 500]);
  });

  it('gathers the askers that come while a batch is read into the next batch, read once that one ends', async () => {
    const calls: number[][] = [];
    let endFirst = () => {};
    const firstEnded = new Promise<void>((resolve) => (endFirst = resolve));
    const batcher = new ReadBatcher<number>(async (_companyId, ids) => {
      calls.push(ids);
      if (calls.length === 1) await firstEnded;
      return new Map(ids.map((id) => [id, id * 10]));
    });
    const first = batcher.load(1, 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([[1]]);
    // Each in a turn of its own, as requests under load ask: none is read while the first batch is.
    const later: Promise<number | undefined>[] = [];
    for (const id of [2, 3, 4]) {
      later.push(batcher.load(1, id));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(calls).toEqual([[1]]);
    endFirst();
    expect(await Promise.all([first, ...later])).toEqual([10, 20, 30, 40]);
    expect(calls).toEqual([[1], [2, 3, 4]]);
  });

  it('fails the askers of a company whose read failed, and only them', async () => {
    const batcher = new ReadBatcher<string>(async (companyId, ids) => {
      if (companyId === 1) throw new Error('database down');
      return new Map(ids.map((id) => [id, `${companyId}:${id}`]));
    });
    const answers = await Promise.allSettled([batcher.load(1, 1), batcher.load(1, 2), batcher.load(2, 1)]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
  });
});
