import { connectionsRepository } from './connections.repository.js';

export type { ConnectionRow } from './connections.repository.js';

/** What other modules may read of connections. */
export const connectionsReader: Pick<
  typeof connectionsRepository,
  | 'findById'
  | 'load'
  | 'findByProviderAccount'
  | 'list'
  | 'listResumable'
  | 'countInCompany'
  | 'countByChannelAndStatus'
> = connectionsRepository;

/** What the channel manager may change of a connection: session state and history import. */
export const connectionsWriter: Pick<
  typeof connectionsRepository,
  'saveSessionState' | 'closeImportedTickets' | 'update'
> = connectionsRepository;
