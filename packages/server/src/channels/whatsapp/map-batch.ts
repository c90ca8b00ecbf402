import type { BaileysEventMap } from 'baileys';
import type { ChannelEvent } from '../types.js';
import { mapInboundMessage, type InboundContext } from './map-inbound.js';
import { mapMessageUpdates, mapPresence, mapReactions } from './map-updates.js';
import type { RecentIds } from './recent-ids.js';

/**
 * The conversation events of one batch of socket events (connection and credential events are the session's), in
 * the order they happened: messages, then their updates, reactions and presence.
 * A reaction comes twice, as an upserted `reactionMessage` and as `messages.reaction`: `seenReactions` (kept across
 * batches) lets only the first through.
 */
export function mapBatch(events: Partial<BaileysEventMap>, context: Omit<InboundContext, 'live'>, seenReactions: RecentIds): ChannelEvent[] {
  const out: ChannelEvent[] = [];
  const upsert = events['messages.upsert'];
  for (const raw of upsert?.messages ?? []) {
    const message = mapInboundMessage(raw, { ...context, live: upsert?.type === 'notify' });
    if (!message) continue;
    if (message.kind === 'reaction') seenReactions.add(message.ref.messageId);
    out.push({ type: 'message', message });
  }
  out.push(...mapMessageUpdates(events['messages.update'] ?? []));
  for (const message of mapReactions(events['messages.reaction'] ?? [])) {
    if (seenReactions.has(message.ref.messageId) || (message.group && !context.allowGroup)) continue;
    seenReactions.add(message.ref.messageId);
    out.push({ type: 'message', message });
  }
  const presence = events['presence.update'];
  if (presence) out.push(...mapPresence(presence));
  return out;
}
