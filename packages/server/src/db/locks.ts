import { sql } from 'drizzle-orm';
import type { Tx } from './database.js';

/**
 * Holds a PostgreSQL advisory lock on `key` until the transaction ends. Work on one key runs one at a time across
 * every server process (for example the events of one chat, which must be stored in order).
 */
export async function lockForTransaction(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
