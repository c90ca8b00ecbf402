import { Counter, type Registry } from 'prom-client';
import type { Db } from '../db/database.js';
import type { DomainEvents } from '../events/domain-events.js';
import { connectionsReader } from '../modules/connections/index.js';
import { messagesReader } from '../modules/messages/index.js';

/** The label of a message whose connection is gone (deleted since) or unknown. */
const UNKNOWN_CHANNEL = 'unknown';

/**
 * Inbound messages and sends, counted by listening to the domain events that state them; the services know
 * nothing of metrics.
 * - Inbound: `message.created` of a contact's message (not ours: fromMe). The inbound pipeline announces a message
 *   once it is stored, never a redelivery nor imported history, so the outcome is `stored`.
 * - Sends: `message.updated` carrying `send` (outbound-delivery.ts): sent, failed or unconfirmed.
 * A connection's channel never changes: it is read once per connection and kept (forgotten when it is deleted).
 */
export function countMessages(registry: Registry, events: DomainEvents, db: Db): void {
  const inbound = new Counter({
    name: 'guiche_inbound_messages_total',
    help: 'Messages from contacts stored, by channel and outcome.',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });
  const sends = new Counter({
    name: 'guiche_outbound_sends_total',
    help: 'Sends of messages through their channel by how they ended: sent, failed (given up) or unconfirmed (left to the attendant).',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });
  const channels = new Map<number, string>();
  const channelOf = async (companyId: number, whatsappId: number | null): Promise<string> => {
    if (whatsappId === null) return UNKNOWN_CHANNEL;
    const known = channels.get(whatsappId);
    if (known) return known;
    const connection = await connectionsReader.load(db, companyId, whatsappId);
    if (!connection) return UNKNOWN_CHANNEL;
    channels.set(whatsappId, connection.channel);
    return connection.channel;
  };

  events.on('message.created', async ({ companyId, messageId, hints }) => {
    // Hints are optional: without them the message is read (no emitter omits them today).
    const message = hints?.message ?? (await messagesReader.findById(db, companyId, messageId));
    if (!message || message.fromMe) return;
    const channel =
      hints?.connection?.channel ?? hints?.ticket?.channel ?? (await channelOf(companyId, message.whatsappId));
    inbound.inc({ channel, outcome: 'stored' });
  });
  events.on('message.updated', async ({ companyId, send }) => {
    if (!send) return;
    sends.inc({ channel: send.channel ?? (await channelOf(companyId, send.whatsappId)), outcome: send.outcome });
  });
  events.on('connection.deleted', ({ whatsappId }) => {
    channels.delete(whatsappId);
  });
}
