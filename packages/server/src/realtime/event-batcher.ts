interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

/**
 * Ids per `loadMany`: a read names its ids as statement parameters, which PostgreSQL caps at 65535, and a deleted
 * queue can announce every ticket it held in one turn.
 */
const MAX_IDS_PER_LOAD = 1000;

/**
 * Loads for live events, made together: every id asked for in the same turn of the event loop (a batch of inbound
 * messages announces a message.created and a ticket.updated per message, all after one commit) is read with one
 * `loadMany` per company (per thousand ids) instead of one read per event.
 */
export class EventBatcher<V> {
  private pending = new Map<number, Map<number, Waiter<V>[]>>();
  private scheduled = false;

  constructor(private readonly loadMany: (companyId: number, ids: number[]) => Promise<Map<number, V>>) {}

  load(companyId: number, id: number): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const ids = this.pending.get(companyId) ?? new Map<number, Waiter<V>[]>();
      this.pending.set(companyId, ids);
      ids.set(id, [...(ids.get(id) ?? []), { resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = new Map();
    this.scheduled = false;
    for (const [companyId, ids] of batch) {
      const entries = [...ids];
      for (let start = 0; start < entries.length; start += MAX_IDS_PER_LOAD) {
        const chunk = entries.slice(start, start + MAX_IDS_PER_LOAD);
        this.loadMany(companyId, chunk.map(([id]) => id)).then(
          (found) => chunk.forEach(([id, waiters]) => waiters.forEach((waiter) => waiter.resolve(found.get(id)))),
          // Each listener fails with the read, and the event bus reports it.
          (error: unknown) => chunk.forEach(([, waiters]) => waiters.forEach((waiter) => waiter.reject(error))),
        );
      }
    }
  }
}
