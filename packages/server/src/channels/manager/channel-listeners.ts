import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents } from '../../events/domain-events.js';
import type { OutboundService } from '../../modules/messages/outbound.service.js';
import type { ChannelManager } from './channel-manager.js';

/** Channels whose adapter runs in the server (all but Messenger/Instagram, which arrive later). */
const LIVE_CHANNELS = new Set(['whatsapp', 'whatsappapi', 'simulator']);

/** Sessions follow their connections (a new one starts and shows its QR, a deleted one stops); queues follow sessions. */
export function registerChannelListeners(events: DomainEvents, manager: ChannelManager, outbound: OutboundService, logger: FastifyBaseLogger): void {
  events.on('connection.created', async ({ companyId, whatsappId, channel }) => {
    if (!LIVE_CHANNELS.has(channel)) return;
    await manager.start(companyId, whatsappId).catch((error: unknown) => logger.warn({ err: error, whatsappId }, 'new session did not start'));
  });
  events.on('connection.deleted', async ({ whatsappId }) => {
    await manager.forget(whatsappId);
  });
  // Replies of a connection are carried by the process that runs its session, and only there.
  events.on('channel.sessionStarted', ({ whatsappId }) => outbound.attach(whatsappId));
  events.on('channel.sessionEnded', ({ whatsappId }) => outbound.detach(whatsappId));
}
