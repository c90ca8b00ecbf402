/** Rows by their id: what a ReadBatcher's `loadMany` answers for rows read by id. */
export const byId = <Row extends { id: number }>(rows: readonly Row[]) => new Map(rows.map((row) => [row.id, row]));

interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

interface Pending<V, H> {
  waiters: Waiter<V>[];
  hint?: H;
}

/**
 * Ids per `loadMany`: a read names its ids as statement parameters, which PostgreSQL caps at 65535, and a deleted
 * queue can announce every ticket it held in one turn.
 */
const MAX_IDS_PER_LOAD = 1000;

/**
 * Reads made together: every id asked for in the same turn of the event loop is read with one `loadMany` per company
 * (per thousand ids) instead of one read per asker. A batch of inbound messages is committed at once, so its live
 * events and its hooks all ask in the same turn. The read is made after the turn, so it sees every write that any
 * asker saw committed (unlike sharing a read already in flight).
 */
export class ReadBatcher<V, H = never> {
  private pending = new Map<number, Map<number, Pending<V, H>>>();
  private scheduled = false;

  /**
   * `loadMany` answers a value per id it found; `hints` holds what an event already carried for some ids (the rows
   * an emitter wrote), so that the read can skip them.
   */
  constructor(private readonly loadMany: (companyId: number, ids: number[], hints: ReadonlyMap<number, H>) => Promise<Map<number, V>>) {}

  load(companyId: number, id: number, hint?: H): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const ids = this.pending.get(companyId) ?? new Map<number, Pending<V, H>>();
      this.pending.set(companyId, ids);
      const entry = ids.get(id) ?? { waiters: [] };
      entry.waiters.push({ resolve, reject });
      if (hint !== undefined) entry.hint = hint;
      ids.set(id, entry);
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
        const hints = new Map(chunk.flatMap(([id, { hint }]) => (hint === undefined ? [] : [[id, hint] as const])));
        this.loadMany(companyId, chunk.map(([id]) => id), hints).then(
          (found) => chunk.forEach(([id, { waiters }]) => waiters.forEach((waiter) => waiter.resolve(found.get(id)))),
          // Each listener fails with the read, and the event bus reports it.
          (error: unknown) => chunk.forEach(([, { waiters }]) => waiters.forEach((waiter) => waiter.reject(error))),
        );
      }
    }
  }
}
