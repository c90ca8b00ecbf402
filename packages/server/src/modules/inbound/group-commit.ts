interface Waiting<I, R> {
  item: I;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions {
  /** Items written together at most. */
  maxBatch: number;
  /** Batches in flight at once, across lanes (each holds a database connection while it runs). */
  maxParallel: number;
}

/**
 * Group commit: items handed in while a write is in flight are written together by the next one, so under load
 * many items share one transaction and a lone item is written at once (no timer, no added wait). Items go to
 * lanes; a lane has at most one batch in flight and takes its items in the order they came, so work that must
 * stay in order (one chat's messages) only needs to share a lane. Different lanes run in parallel up to
 * `maxParallel`. When a batch fails, its items are written again one by one, so one bad item fails alone.
 */
export class GroupCommit<I, R> {
  private readonly waiting = new Map<string, Waiting<I, R>[]>();
  /** Lanes with waiting items and no batch in flight, oldest first. */
  private readonly ready: string[] = [];
  private readonly inFlight = new Set<string>();
  private pumpScheduled = false;

  constructor(
    private readonly write: (items: I[]) => Promise<R[]>,
    private readonly options: GroupCommitOptions,
  ) {}

  submit(lane: string, item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      let queue = this.waiting.get(lane);
      if (!queue) {
        queue = [];
        this.waiting.set(lane, queue);
        if (!this.inFlight.has(lane)) this.ready.push(lane);
      }
      queue.push({ item, resolve, reject });
      this.schedulePump();
    });
  }

  /**
   * Batches start on the next turn of the event loop rather than at once, so the items of requests that arrived
   * together (already read from their sockets) join the same batch.
   */
  private schedulePump(): void {
    if (this.pumpScheduled) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight.size < this.options.maxParallel) {
      const lane = this.ready.shift();
      if (lane === undefined) return;
      const queue = this.waiting.get(lane) ?? [];
      const batch = queue.splice(0, this.options.maxBatch);
      if (queue.length === 0) this.waiting.delete(lane);
      this.inFlight.add(lane);
      void this.run(batch).finally(() => {
        this.inFlight.delete(lane);
        if (this.waiting.has(lane)) this.ready.push(lane);
        this.pump();
      });
    }
  }

  private async run(batch: Waiting<I, R>[]): Promise<void> {
    try {
      const results = await this.write(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => waiting.resolve(results[index] as R));
      return;
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
    }
    for (const waiting of batch) {
      try {
        const [result] = await this.write([waiting.item]);
        waiting.resolve(result as R);
      } catch (error) {
        waiting.reject(error);
      }
    }
  }
}
