import type { ChannelEvent, ExternalIdentity, InboundMedia, InboundMessage, MessageRef } from '../../channels/types.js';
import { cleanText } from '../../lib/text-hygiene.js';

/**
 * A channel event with its text made storable: NULs and unpaired surrogates dropped from bodies, names, captions,
 * quoted ids, vCards and every id the event carries. PostgreSQL refuses NUL in text, so one such character in a
 * customer's message would fail the delivery on every retry; the customer's text is kept, minus what cannot be
 * stored. Applied once, where events enter the pipeline. `raw` (the provider's payload) is never stored.
 */
export function cleanEvent(event: ChannelEvent): ChannelEvent {
  switch (event.type) {
    case 'message':
      return { ...event, message: cleanMessage(event.message) };
    case 'history':
      return { ...event, messages: event.messages.map(cleanMessage) };
    case 'edited':
      return { ...event, ref: cleanRef(event.ref), body: cleanText(event.body) };
    case 'ack':
    case 'failed':
    case 'deleted':
      return { ...event, ref: cleanRef(event.ref) };
    case 'presence':
      return { ...event, chatId: cleanText(event.chatId) };
    case 'status':
      return event;
  }
}

function cleanMessage(message: InboundMessage): InboundMessage {
  const { ref, sender, group, body, media, quotedId, reaction, location, vcards } = message;
  return {
    ...message,
    ref: cleanRef(ref),
    sender: cleanIdentity(sender),
    group: group && { id: cleanText(group.id), name: cleanOptional(group.name) },
    body: cleanText(body),
    media: media && cleanMedia(media),
    quotedId: cleanOptional(quotedId),
    reaction: reaction && { targetId: cleanText(reaction.targetId), emoji: cleanText(reaction.emoji) },
    location: location && { ...location, name: cleanOptional(location.name) },
    vcards: vcards?.map(cleanText),
  };
}

function cleanRef(ref: MessageRef): MessageRef {
  return {
    ...ref,
    chatId: cleanText(ref.chatId),
    messageId: cleanText(ref.messageId),
    participant: cleanOptional(ref.participant),
  };
}

function cleanIdentity(identity: ExternalIdentity): ExternalIdentity {
  return {
    ...identity,
    phone: cleanOptional(identity.phone),
    lid: cleanOptional(identity.lid),
    bsuid: cleanOptional(identity.bsuid),
    psid: cleanOptional(identity.psid),
    name: cleanOptional(identity.name),
  };
}

/** A new object that delegates the download: adapters' media objects may keep `download` on a prototype. */
function cleanMedia(media: InboundMedia): InboundMedia {
  return { mime: cleanText(media.mime), fileName: cleanOptional(media.fileName), download: () => media.download() };
}

function cleanOptional(text: string | undefined): string | undefined {
  return text === undefined ? undefined : cleanText(text);
}
