import type { Db } from '../../db/database.js';
import { byId, ReadBatcher } from '../../db/read-batcher.js';
import { connectionsRepository, type ConnectionRow } from './connections.repository.js';

/**
 * Connections read together (ReadBatcher): the hooks and listeners of one write batch of messages each need their
 * ticket's connection, and ask for it in the same turn; one statement answers them all.
 */
export function connectionBatcher(db: Db): ReadBatcher<ConnectionRow> {
  return new ReadBatcher(async (companyId, ids) => byId(await connectionsRepository.findByIds(db, companyId, ids)));
}
