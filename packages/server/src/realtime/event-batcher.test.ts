import { describe, expect, it } from 'vitest';
import { EventBatcher } from './event-batcher.js';

describe('EventBatcher', () => {
  it('reads the ids asked for in one turn with one call per company, and answers each asker', async () => {
    const calls: [number, number[]][] = [];
    const batcher = new EventBatcher<string>(async (companyId, ids) => {
      calls.push([companyId, ids]);
      return new Map(ids.filter((id) => id !== 404).map((id) => [id, `${companyId}:${id}`]));
    });
    const answers = await Promise.all([batcher.load(1, 10), batcher.load(1, 11), batcher.load(1, 10), batcher.load(2, 10), batcher.load(1, 404)]);
    expect(answers).toEqual(['1:10', '1:11', '1:10', '2:10', undefined]);
    expect(calls).toEqual([
      [1, [10, 11, 404]],
      [2, [10]],
    ]);
    // A later turn is a new batch.
    await batcher.load(1, 12);
    expect(calls).toHaveLength(3);
  });

  it('fails every asker of a batch whose read failed', async () => {
    const batcher = new EventBatcher<string>(async () => {
      throw new Error('database down');
    });
    const answers = await Promise.allSettled([batcher.load(1, 1), batcher.load(1, 2)]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
  });
});
