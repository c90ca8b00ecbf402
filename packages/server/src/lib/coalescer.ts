export interface CoalescerOptions {
  /**
   * When a run of several items fails, each item runs again alone, so that one bad item (a row another request just
   * deleted, say) fails only its own caller. For runs that are one statement: a failed one wrote nothing.
   */
  isolateFailures?: boolean;
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
 */
export class Coalescer<In, Out> {
  private pending: Submitted<In, Out>[] = [];
  private scheduled = false;
  private running = false;

  constructor(
    private readonly run: (items: In[]) => Promise<readonly Out[]>,
    private readonly options: CoalescerOptions = {},
  ) {}

  submit(item: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.running) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    this.scheduled = false;
    this.running = true;
    try {
      // Through a promise even if `run` throws at once: a run must always end, or the coalescer would stall.
      const results = await Promise.resolve().then(() => this.run(batch.map(({ item }) => item)));
      if (results.length !== batch.length) throw new Error(`a coalesced run answered ${results.length} results for ${batch.length} items`);
      batch.forEach(({ resolve }, index) => resolve(results[index] as Out));
    } catch (error) {
      if (this.options.isolateFailures && batch.length > 1) await this.runEachAlone(batch);
      else for (const { reject } of batch) reject(error);
    } finally {
      this.running = false;
      if (this.pending.length > 0) this.schedule();
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
