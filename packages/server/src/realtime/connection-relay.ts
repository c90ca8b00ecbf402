import type { DomainEvents } from '../events/domain-events.js';
import type { AppSocketServer } from './socket-types.js';

/**
 * Tells the other processes that a connection was saved or deleted here, so that what they hold of it in memory
 * follows at once: the settings of a session one of them runs (allowGroup), a Meta channel's token, the Meta
 * webhooks' account look-ups. It travels as the sockets' events do, through the Redis adapter (serverSideEmit); with
 * no Redis there is one process and nobody to tell.
 *
 * The others hear it as 'connection.changedElsewhere' rather than as the original event: the original's socket
 * broadcasts already reached every process's sockets through the adapter, and must not be repeated.
 */
export function relayConnectionChanges(io: AppSocketServer, events: DomainEvents): void {
  events.on('connection.saved', ({ companyId, whatsappId }) => {
    io.serverSideEmit('connectionChanged', { companyId, whatsappId, deleted: false });
  });
  events.on('connection.deleted', ({ companyId, whatsappId }) => {
    io.serverSideEmit('connectionChanged', { companyId, whatsappId, deleted: true });
  });
  io.on('connectionChanged', (notice) => events.emit('connection.changedElsewhere', notice));
}
