import { describe, expect, it } from 'vitest';
import { ChatSequencer } from './chat-sequencer.js';

function deferred<T = void>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('ChatSequencer', () => {
  it('hands messages on in call order without waiting for their writes, even when a later one was prepared first', async () => {
    const chats = new ChatSequencer();
    const handedOn: string[] = [];
    const slowPrepare = deferred<string>();
    const writes = [deferred(), deferred()];
    const done = [
      chats.pipelined(
        'chat',
        slowPrepare.promise,
        (m) => (handedOn.push(m), writes[0]!.promise),
        async () => 'first',
      ),
      chats.pipelined(
        'chat',
        Promise.resolve('m2'),
        (m) => (handedOn.push(m), writes[1]!.promise),
        async () => 'second',
      ),
    ];
    await turn();
    expect(handedOn).toEqual([]);
    slowPrepare.resolve('m1');
    await turn();
    // Both handed on while neither write has finished.
    expect(handedOn).toEqual(['m1', 'm2']);
    writes[1]!.resolve();
    writes[0]!.resolve();
    expect(await Promise.all(done)).toEqual(['first', 'second']);
  });

  it('runs finish steps in call order, and exclusive work only after everything before it finished', async () => {
    const chats = new ChatSequencer();
    const order: string[] = [];
    const firstWrite = deferred();
    const done = [
      chats.pipelined(
        'chat',
        Promise.resolve(1),
        () => firstWrite.promise,
        async () => void order.push('finish 1'),
      ),
      chats.pipelined(
        'chat',
        Promise.resolve(2),
        async () => undefined,
        async () => void order.push('finish 2'),
      ),
      chats.exclusive('chat', async () => void order.push('ack')),
      chats.exclusive('other chat', async () => void order.push('other chat')),
    ];
    await turn();
    expect(order).toEqual(['other chat']);
    firstWrite.resolve();
    await Promise.all(done);
    expect(order).toEqual(['other chat', 'finish 1', 'finish 2', 'ack']);
    expect(chats.busyChats).toBe(0);
  });

  it('a failed write fails its own call only; later work of the chat still runs', async () => {
    const chats = new ChatSequencer();
    const failed = chats.pipelined(
      'chat',
      Promise.resolve(1),
      () => Promise.reject(new Error('write failed')),
      async () => 'unreached',
    );
    const next = chats.exclusive('chat', async () => 'ack applied');
    await expect(failed).rejects.toThrow('write failed');
    expect(await next).toBe('ack applied');
  });
});
