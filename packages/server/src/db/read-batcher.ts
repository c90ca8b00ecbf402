import { Coalescer } from '../lib/coalescer.js';

/** Rows by their id: what a ReadBatcher's `loadMany` answers for rows read by id. */
export const byId = <Row extends { id: number }>(rows: readonly Row[]) => new Map(rows.map((row) => [row.id, row]));

interface Asked<H> {
  companyId: number;
  id: number;
  hint?: H;
}

/**
 * Ids per `loadMany`: a read names its ids as statement parameters, which PostgreSQL caps at 65535, and a deleted
 * queue can announce every ticket it held in one turn.
 */
const MAX_IDS_PER_LOAD = 1000;

/**
 * Reads made together (a Coalescer): the ids asked for in one turn of the event loop, or while the previous batch
 * was read, are read with one `loadMany` per company (per thousand ids) instead of one read per asker. A batch of
 * inbound messages is committed at once, so its live events and its hooks all ask in the same turn; requests under
 * load ask in turns of their own, and gather behind the batch in flight. Every read is made after its askers asked,
 * so it sees every write that any of them saw committed (unlike sharing a read already in flight).
 */
export class ReadBatcher<V, H = never> {
  private readonly calls: Coalescer<Asked<H>, PromiseSettledResult<V | undefined>>;

  /**
   * `loadMany` answers a value per id it found; `hints` holds what an event already carried for some ids (the rows
   * an emitter wrote), so that the read can skip them.
   */
  constructor(
    private readonly loadMany: (
      companyId: number,
      ids: number[],
      hints: ReadonlyMap<number, H>,
    ) => Promise<Map<number, V>>,
  ) {
    this.calls = new Coalescer((asked) => this.read(asked));
  }

  async load(companyId: number, id: number, hint?: H): Promise<V | undefined> {
    const answer = await this.calls.submit(hint === undefined ? { companyId, id } : { companyId, id, hint });
    // Each listener fails with its company's read, and the event bus reports it.
    if (answer.status === 'rejected') throw answer.reason;
    return answer.value;
  }

  private async read(asked: Asked<H>[]): Promise<PromiseSettledResult<V | undefined>[]> {
    const hintsByCompany = new Map<number, Map<number, H | undefined>>();
    for (const { companyId, id, hint } of asked) {
      const ids = hintsByCompany.get(companyId) ?? new Map<number, H | undefined>();
      hintsByCompany.set(companyId, ids);
      if (hint !== undefined || !ids.has(id)) ids.set(id, hint ?? ids.get(id));
    }
    const reads = [...hintsByCompany].flatMap(([companyId, ids]) => {
      const entries = [...ids];
      return Array.from({ length: Math.ceil(entries.length / MAX_IDS_PER_LOAD) }, (_, index) => {
        const chunk = entries.slice(index * MAX_IDS_PER_LOAD, (index + 1) * MAX_IDS_PER_LOAD);
        const hints = new Map(chunk.flatMap(([id, hint]) => (hint === undefined ? [] : [[id, hint] as const])));
        const read = Promise.resolve().then(() =>
          this.loadMany(
            companyId,
            chunk.map(([id]) => id),
            hints,
          ),
        );
        return { companyId, ids: new Set(chunk.map(([id]) => id)), read };
      });
    });
    const settled = await Promise.allSettled(reads.map(({ read }) => read));
    return asked.map(({ companyId, id }): PromiseSettledResult<V | undefined> => {
      const index = reads.findIndex((read) => read.companyId === companyId && read.ids.has(id));
      const outcome = settled[index] as PromiseSettledResult<Map<number, V>>;
      return outcome.status === 'rejected' ? outcome : { status: 'fulfilled', value: outcome.value.get(id) };
    });
  }
}
