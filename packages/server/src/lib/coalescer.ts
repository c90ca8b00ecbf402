export interface CoalescerOptions {
  /**
   * When a run of several items fails, each item runs again alone, so that one bad item (a row another request just
   * deleted, say) fails only its own caller. For runs that are one statement or one transaction: a failed one wrote
   * nothing.
   */
  isolateFailures?: boolean;
  /** Items in one run at most; the rest wait for the lane's next run. */
  maxBatch?: number;
  /** Runs in flight at once, across lanes (each may hold a database connection while it runs). */
  maxParallel?: number;
}

interface Submitted<In, Out> {
  item: In;
  resolve(value: Out): void;
  reject(error: unknown): void;
}

/**
 * Calls made together: items submitted in the same turn of the event loop go to one `run`, and while a run is under
 * way new items gather for the next one, which starts when it ends. Under load, where requests each submit in a
 * turn of their own, statements grow instead of multiplying (each one a round trip that wakes a PostgreSQL backend);
 * an idle coalescer still runs at once. `run` answers one result per item, in order; when it fails, every item of
 * that run fails with it, unless `isolateFailures` (see CoalescerOptions).
 *
 * Items go to lanes (one by default). A lane has at most one run in flight and takes its items in the order they
 * came, so work that must stay in order (one chat's messages) only needs to share a lane; different lanes run side
 * by side, up to `maxParallel` runs at once (group commit: many writers' items share one transaction).
 */
export class Coalescer<In, Out> {
  private readonly waiting = new Map<string, Submitted<In, Out>[]>();
  /** Lanes with waiting items and no run in flight, oldest first. */
  private readonly ready: string[] = [];
  private readonly inFlight = new Set<string>();
  private scheduled = false;
  private readonly maxBatch: number;
  private readonly maxParallel: number;

  constructor(
    private readonly run: (items: In[]) => Promise<readonly Out[]>,
    private readonly options: CoalescerOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? Number.POSITIVE_INFINITY;
    this.maxParallel = options.maxParallel ?? 1;
  }

  submit(item: In, lane = ''): Promise<Out> {
    return new Promise((resolve, reject) => {
      let queue = this.waiting.get(lane);
      if (!queue) {
        queue = [];
        this.waiting.set(lane, queue);
        if (!this.inFlight.has(lane)) this.ready.push(lane);
      }
      queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Runs start on the next turn of the event loop, so that the items of calls made together join one run. */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.startRuns();
    });
  }

  private startRuns(): void {
    while (this.inFlight.size < this.maxParallel) {
      const lane = this.ready.shift();
      if (lane === undefined) return;
      const queue = this.waiting.get(lane) ?? [];
      const batch = queue.splice(0, this.maxBatch);
      if (queue.length === 0) this.waiting.delete(lane);
      this.inFlight.add(lane);
      void this.flush(batch).finally(() => {
        this.inFlight.delete(lane);
        if (this.waiting.has(lane)) this.ready.push(lane);
        if (this.ready.length > 0) this.schedule();
      });
    }
  }

  private async flush(batch: Submitted<In, Out>[]): Promise<void> {
    try {
      // Through a promise even if `run` throws at once: a run must always end, or its lane would stall.
      const results = await Promise.resolve().then(() => this.run(batch.map(({ item }) => item)));
      if (results.length !== batch.length)
        throw new Error(`a coalesced run answered ${results.length} results for ${batch.length} items`);
      batch.forEach(({ resolve }, index) => resolve(results[index] as Out));
    } catch (error) {
      if (this.options.isolateFailures && batch.length > 1) await this.runEachAlone(batch);
      else for (const { reject } of batch) reject(error);
    }
  }

  private async runEachAlone(batch: Submitted<In, Out>[]): Promise<void> {
    for (const { item, resolve, reject } of batch) {
      try {
        const results = await this.run([item]);
        if (results.length !== 1) throw new Error(`a coalesced run answered ${results.length} results for 1 item`);
        resolve(results[0] as Out);
      } catch (error) {
        reject(error);
      }
    }
  }
}
