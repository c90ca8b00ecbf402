/**
 * Runs tasks one after another per key, in the order they were queued; different keys run concurrently. Idle keys
 * are forgotten, so memory follows the number of busy keys, not of keys ever seen.
 */
export class KeyedSerialQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with queued or running work (for tests and diagnostics). */
  get busyKeys(): number {
    return this.tails.size;
  }
}
