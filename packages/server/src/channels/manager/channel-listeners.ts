import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents } from '../../events/domain-events.js';
import type { OutboundService } from '../../modules/messages/outbound.service.js';
import type { ChannelManager } from './channel-manager.js';

/** Sessions follow their connections (a new one starts and shows its QR, a deleted one stops); queues follow sessions. */
export function registerChannelListeners(
  events: DomainEvents,
  manager: ChannelManager,
  outbound: OutboundService,
  logger: FastifyBaseLogger,
): void {
  events.on('connection.created', async ({ companyId, whatsappId, channel }) => {
    if (!manager.supports(channel)) return;
    // The sweep of this or another process may have started it already: then it is left as it is.
    await manager
      .startIfIdle(companyId, whatsappId)
      .catch((error: unknown) => logger.warn({ err: error, whatsappId }, 'new session did not start'));
  });
  // A session running here takes the saved settings at once: a renewed token (a Facebook Page connected again), allowGroup.
  const apply = async (companyId: number, whatsappId: number) => {
    await manager
      .apply(companyId, whatsappId)
      .catch((error: unknown) => logger.warn({ err: error, whatsappId }, 'session settings not applied'));
  };
  events.on('connection.saved', ({ companyId, whatsappId }) => apply(companyId, whatsappId));
  events.on('connection.deleted', async ({ whatsappId }) => {
    await manager.forget(whatsappId);
  });
  // The same, when another process saved or deleted it: the session may well run here.
  events.on('connection.changedElsewhere', async ({ companyId, whatsappId, deleted }) => {
    if (deleted) await manager.forget(whatsappId);
    else await apply(companyId, whatsappId);
  });
  // WhatsApp accounts keep their own block list: a contact blocked here is blocked there too.
  events.on('contact.blockChanged', async ({ companyId, contactId, address, blocked }) => {
    await outbound
      .queueBlock(companyId, address, blocked)
      .catch((error: unknown) => logger.warn({ err: error, contactId }, 'block list change not queued'));
  });
  // Replies of a connection are carried by the process that runs its session, and only there.
  events.on('channel.sessionStarted', ({ whatsappId }) => outbound.attach(whatsappId));
  events.on('channel.sessionEnded', ({ whatsappId }) => outbound.detach(whatsappId));
}
