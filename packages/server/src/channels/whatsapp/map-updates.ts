import {
  isJidGroup,
  toNumber,
  WAMessageStatus,
  WAMessageStubType,
  type BaileysEventMap,
  type WAMessageKey,
  type WAMessageUpdate,
} from 'baileys';
import type { AckState, ChannelEvent, InboundMessage } from '../types.js';
import { identityOf, refOf } from './jids.js';
import { textOf, timestampOf } from './map-inbound.js';

/** Baileys' status numbers (proto WebMessageInfo.Status) as our ack states; ERROR has no state, it is a failure. */
const ACKS: Partial<Record<number, AckState>> = {
  [WAMessageStatus.PENDING]: 'pending',
  [WAMessageStatus.SERVER_ACK]: 'sent',
  [WAMessageStatus.DELIVERY_ACK]: 'delivered',
  [WAMessageStatus.READ]: 'read',
  [WAMessageStatus.PLAYED]: 'played',
};

/** `messages.update` as ack, failure, deletion and edit events; one update may carry several. */
export function mapMessageUpdates(updates: WAMessageUpdate[]): ChannelEvent[] {
  const events: ChannelEvent[] = [];
  for (const { key, update } of updates) {
    const ref = refOf(key);
    if (!ref) continue;
    if (typeof update.status === 'number') {
      const ack = ACKS[update.status];
      if (update.status === WAMessageStatus.ERROR) {
        events.push({
          type: 'failed',
          ref,
          error: { code: 'PROVIDER_ERROR', detail: 'WhatsApp reported the message as failed' },
        });
      } else if (ack) {
        events.push({ type: 'ack', ref, ack });
      }
    }
    // A revoke ("deleted for everyone") empties the message and marks it with the REVOKE stub.
    if (update.messageStubType === WAMessageStubType.REVOKE) events.push({ type: 'deleted', ref });
    const edited = update.message?.editedMessage?.message;
    if (edited) events.push({ type: 'edited', ref, body: textOf(edited), at: timestampOf(update.messageTimestamp) });
  }
  return events;
}

/**
 * `messages.reaction` entries as reaction messages. `key` is the message reacted to; `reaction.key` is the reaction's
 * own message key (its sender). An empty text removes the reaction.
 */
export function mapReactions(reactions: BaileysEventMap['messages.reaction']): InboundMessage[] {
  const messages: InboundMessage[] = [];
  for (const { key, reaction } of reactions) {
    // Baileys puts the reaction message's full key here, alternate (LID / phone) JIDs included.
    const sender: WAMessageKey | null | undefined = reaction.key;
    const ref = sender ? refOf(sender) : undefined;
    if (!sender || !ref || !key.id) continue;
    const group = isJidGroup(ref.chatId);
    const emoji = reaction.text ?? '';
    const sentAtMs = toNumber(reaction.senderTimestampMs);
    messages.push({
      ref,
      at: sentAtMs > 0 ? new Date(sentAtMs) : new Date(),
      kind: 'reaction',
      sender: group
        ? identityOf(sender.participant, sender.participantAlt)
        : identityOf(sender.remoteJid, sender.remoteJidAlt),
      group: group ? { id: ref.chatId } : undefined,
      body: emoji,
      reaction: { targetId: key.id, emoji },
      live: true,
      raw: { key, reaction },
    });
  }
  return messages;
}

/** `presence.update` (flows only for chats we subscribed to) as one event per participant. */
export function mapPresence(update: BaileysEventMap['presence.update']): ChannelEvent[] {
  return Object.values(update.presences).map((presence) => ({
    type: 'presence',
    chatId: update.id,
    state: presence.lastKnownPresence,
  }));
}
