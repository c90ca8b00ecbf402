/** How a piece of work of one chat ended, kept without throwing so the chain waits for it either way. */
type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface ChatTail {
  /** Settles once every earlier piece of work of the chat has been handed on (messages) or has finished (the rest). */
  handedOn: Promise<void>;
  /** Settles once every earlier piece of work of the chat has finished. */
  finished: Promise<void>;
}

const settled = (promise: Promise<unknown>): Promise<void> =>
  promise.then(
    () => undefined,
    () => undefined,
  );

/**
 * Keeps the events of one chat in the order the channel delivered them, while letting consecutive messages of the
 * chat share one write batch. A message is handed to the writer as soon as the chat's earlier messages have been
 * handed to it (the writer keeps the order of what it is handed per chat), so it does not wait for their commit;
 * anything else (an ack, an edit, a delete) waits until everything before it has finished. Each message's `finish`
 * step (its hooks) runs after the earlier work of the chat finished, so hooks run in chat order too. Idle chats are
 * forgotten, so memory follows the number of busy chats.
 */
export class ChatSequencer {
  private readonly tails = new Map<string, ChatTail>();

  /**
   * `prepare` may start at once (it runs concurrently with earlier work, e.g. a media download); `handOn` is called
   * in chat order once it and the earlier hand-ons are done, and answers the promise of the write it queued.
   */
  pipelined<P, W, R>(
    key: string,
    prepare: Promise<P>,
    handOn: (prepared: P) => Promise<W>,
    finish: (written: W) => Promise<R>,
  ): Promise<R> {
    const previous = this.tails.get(key);
    // Wrapped in an object: returning the write's promise itself from `then` would wait for the write.
    const handed = Promise.all([previous?.handedOn, prepare]).then(([, prepared]) => ({ write: handOn(prepared) }));
    const written: Promise<Outcome<W>> = handed.then(
      ({ write }) =>
        write.then(
          (value): Outcome<W> => ({ ok: true, value }),
          (error: unknown): Outcome<W> => ({ ok: false, error }),
        ),
      (error: unknown): Outcome<W> => ({ ok: false, error }),
    );
    const done = Promise.all([previous?.finished, written]).then(([, outcome]) =>
      outcome.ok ? finish(outcome.value) : Promise.reject(outcome.error),
    );
    this.remember(key, { handedOn: settled(handed), finished: settled(done) });
    return done;
  }

  /** Runs `task` after everything queued before it on the chat has finished; later work waits for it. */
  exclusive<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key);
    const done = previous ? previous.finished.then(task) : task();
    const finished = settled(done);
    this.remember(key, { handedOn: finished, finished });
    return done;
  }

  /** Chats with queued or running work (for tests and diagnostics). */
  get busyChats(): number {
    return this.tails.size;
  }

  private remember(key: string, tail: ChatTail): void {
    this.tails.set(key, tail);
    void tail.finished.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
  }
}
