import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents } from '../../events/domain-events.js';
import type { ChannelManager } from './channel-manager.js';

const STATEFUL_CHANNELS = new Set(['whatsapp', 'simulator']);

/** Sessions follow their connections: a new one starts (its QR appears), a deleted one stops here. */
export function registerChannelListeners(events: DomainEvents, manager: ChannelManager, logger: FastifyBaseLogger): void {
  events.on('connection.created', async ({ companyId, whatsappId, channel }) => {
    if (!STATEFUL_CHANNELS.has(channel)) return;
    await manager.start(companyId, whatsappId).catch((error: unknown) => logger.warn({ err: error, whatsappId }, 'new session did not start'));
  });
  events.on('connection.deleted', async ({ whatsappId }) => {
    await manager.forget(whatsappId);
  });
}
