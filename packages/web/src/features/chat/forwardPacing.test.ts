import { describe, expect, it } from 'vitest';
import { FORWARD_PAUSE_MS, sendPaced } from './forwardPacing';

describe('sendPaced', () => {
  it('sends in order with one 900 ms pause between two sends', async () => {
    const events: string[] = [];
    await sendPaced(
      [10, 11, 12],
      async (id) => void events.push(`send ${id}`),
      (done) => events.push(`done ${done}`),
      FORWARD_PAUSE_MS,
      async (ms) => void events.push(`wait ${ms}`),
    );
    expect(events).toEqual(['send 10', 'done 1', 'wait 900', 'send 11', 'done 2', 'wait 900', 'send 12', 'done 3']);
  });

  it('stops at the first failure', async () => {
    const sent: number[] = [];
    const failing = sendPaced(
      [1, 2, 3],
      async (id) => {
        if (id === 2) throw new Error('refused');
        sent.push(id);
      },
      () => undefined,
      0,
      async () => undefined,
    );
    await expect(failing).rejects.toThrow('refused');
    expect(sent).toEqual([1]);
  });
});
