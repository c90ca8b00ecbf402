import type { DbOrTx } from './database.js';
import { perHandle } from './prepared.js';
import { ReadBatcher } from './read-batcher.js';

/**
 * A repository's reads made together (ReadBatcher), one batcher per database handle: every feature reading through
 * the handle shares its batches, and a transaction's batcher goes with the transaction. Callers ask for one id;
 * whether their asks are read together is the repository's decision, not theirs.
 */
export function readBatcherPerHandle<V, H = never>(
  loadMany: (db: DbOrTx, companyId: number, ids: number[], hints: ReadonlyMap<number, H>) => Promise<Map<number, V>>,
): (db: DbOrTx) => ReadBatcher<V, H> {
  return perHandle((db) => new ReadBatcher<V, H>((companyId, ids, hints) => loadMany(db, companyId, ids, hints)));
}
