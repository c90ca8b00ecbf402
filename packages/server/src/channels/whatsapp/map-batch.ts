import type { BaileysEventMap } from 'baileys';
import type { ChannelEvent, InboundMessage } from '../types.js';
import { historyEvent, inImportWindow, type ImportWindow } from './history.js';
import { mapCalls } from './map-call.js';
import { mapInboundMessage, type InboundContext } from './map-inbound.js';
import { mapMessageUpdates, mapPresence, mapReactions } from './map-updates.js';
import type { RecentIds } from './recent-ids.js';

/**
 * The conversation events of one batch of socket events (connection and credential events are the session's), in
 * the order they happened: synced history, messages, then their updates, reactions and presence. With an import
 * window, history inside it comes as `history` events; without one, synced history is not a conversation.
 * A reaction comes twice, as an upserted `reactionMessage` and as `messages.reaction`: `seenReactions` (kept across
 * batches) lets only the first through.
 */
export function mapBatch(
  events: Partial<BaileysEventMap>,
  context: Omit<InboundContext, 'live'>,
  seenReactions: RecentIds,
  importWindow?: ImportWindow,
): ChannelEvent[] {
  const out: ChannelEvent[] = [];
  const history = events['messaging-history.set'];
  const synced = history && importWindow ? historyEvent(history, context, importWindow) : undefined;
  if (synced) out.push(synced);
  const upsert = events['messages.upsert'];
  // Catch-up messages (`append`) inside the import window are part of the history to import.
  const importing = upsert?.type === 'append' ? importWindow : undefined;
  const imported: InboundMessage[] = [];
  for (const raw of upsert?.messages ?? []) {
    const message = mapInboundMessage(raw, {
      ...context,
      allowGroup: context.allowGroup || importing?.groups === true,
      live: upsert?.type === 'notify',
    });
    if (!message) continue;
    if (importing && inImportWindow(message, importing)) {
      imported.push({ ...message, imported: true });
      continue;
    }
    if (message.group && !context.allowGroup) continue;
    if (message.kind === 'reaction') seenReactions.add(message.ref.messageId);
    out.push({ type: 'message', message });
  }
  if (imported.length > 0) out.push({ type: 'history', messages: imported, complete: false });
  out.push(...mapMessageUpdates(events['messages.update'] ?? []));
  for (const message of mapReactions(events['messages.reaction'] ?? [])) {
    if (seenReactions.has(message.ref.messageId) || (message.group && !context.allowGroup)) continue;
    seenReactions.add(message.ref.messageId);
    out.push({ type: 'message', message });
  }
  for (const message of mapCalls(events.call ?? [])) out.push({ type: 'message', message });
  const presence = events['presence.update'];
  if (presence) out.push(...mapPresence(presence));
  return out;
}
