/** Thrown when a WorkLimiter's queue is full: the caller answers "too many requests" at once instead of waiting. */
export class WorkQueueFullError extends Error {
  constructor() {
    super('work queue full');
    this.name = 'WorkQueueFullError';
  }
}

/**
 * Runs at most `concurrency` tasks at a time; up to `maxWaiting` more wait their turn in arrival order, and any
 * beyond that are refused. Used where one kind of work must not crowd out everything else sharing a resource.
 */
export class WorkLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new WorkQueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` only drops when nobody waits.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
