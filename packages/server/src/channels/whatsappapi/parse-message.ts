import type { ExternalIdentity, InboundKind, InboundMedia, InboundMessage } from '../types.js';
import { dateFromUnix } from '../meta/account-events.js';
import { numberAt, recordAt, stringAt, type JsonRecord } from '../meta/json-read.js';
import type { CloudMediaSource } from './cloud-media.js';
import { cloudContactsToVcards } from './vcard.js';

const MEDIA_KINDS = ['image', 'audio', 'video', 'document', 'sticker'] as const;
type MediaKind = (typeof MEDIA_KINDS)[number];

/** Used only when a media object omits `mime_type`; Meta documents it on every media type. */
const FALLBACK_MIME: Record<MediaKind, string> = {
  image: 'image/jpeg',
  audio: 'audio/ogg',
  video: 'video/mp4',
  document: 'application/octet-stream',
  sticker: 'image/webp',
};

/** What the message says, apart from who sent it and where. */
interface Content {
  kind: InboundKind;
  body: string;
  media?: InboundMedia;
  reaction?: InboundMessage['reaction'];
  location?: InboundMessage['location'];
  vcards?: string[];
}

function isMediaKind(type: string): type is MediaKind {
  return (MEDIA_KINDS as readonly string[]).includes(type);
}

/**
 * The sender: `from` is the phone (wa_id) and may be missing for users who adopted a username, in which case only
 * the business-scoped `from_user_id` (BSUID) identifies them. The profile name comes from `value.contacts[]`.
 */
function senderOf(message: JsonRecord, contacts: JsonRecord[]): ExternalIdentity {
  const from = stringAt(message, 'from');
  const fromUserId = stringAt(message, 'from_user_id');
  const contact =
    contacts.find(
      (c) => (from && stringAt(c, 'wa_id') === from) || (fromUserId && stringAt(c, 'user_id') === fromUserId),
    ) ?? (contacts.length === 1 ? contacts[0] : undefined);
  const phone = (from ?? stringAt(contact, 'wa_id'))?.replace(/\D/g, '');
  return {
    phone: phone || undefined,
    bsuid: fromUserId ?? stringAt(contact, 'user_id'),
    name: stringAt(recordAt(contact, 'profile'), 'name'),
  };
}

function mediaContent(kind: MediaKind, object: JsonRecord | undefined, source: () => CloudMediaSource): Content {
  const mediaId = stringAt(object, 'id');
  const content: Content = { kind, body: stringAt(object, 'caption') ?? '' };
  // Without an id (a per-message `errors[]` such as "Media download failed") there is nothing to fetch.
  if (mediaId) {
    content.media = {
      mime: stringAt(object, 'mime_type') ?? FALLBACK_MIME[kind],
      fileName: stringAt(object, 'filename'),
      download: () => source().download(mediaId),
    };
  }
  return content;
}

function interactiveContent(interactive: JsonRecord | undefined): Content {
  const type = stringAt(interactive, 'type');
  if (type === 'button_reply' || type === 'list_reply') {
    return { kind: type, body: stringAt(recordAt(interactive, type), 'title') ?? '' };
  }
  // Flow replies (nfm_reply) and future interactive types: keep the visible text, the raw payload has the rest.
  return { kind: 'unsupported', body: stringAt(recordAt(interactive, 'nfm_reply'), 'body') ?? '' };
}

function contentOf(message: JsonRecord, type: string, source: () => CloudMediaSource): Content {
  if (isMediaKind(type)) return mediaContent(type, recordAt(message, type), source);
  switch (type) {
    case 'text':
      return { kind: 'text', body: stringAt(recordAt(message, 'text'), 'body') ?? '' };
    case 'location': {
      const location = recordAt(message, 'location');
      const latitude = numberAt(location, 'latitude');
      const longitude = numberAt(location, 'longitude');
      if (latitude === undefined || longitude === undefined) return { kind: 'unsupported', body: '' };
      const name = stringAt(location, 'name') ?? stringAt(location, 'address');
      return { kind: 'location', body: `${latitude},${longitude}`, location: { latitude, longitude, name } };
    }
    case 'contacts': {
      const vcards = cloudContactsToVcards(message);
      return { kind: 'contact', body: vcards.join('\r\n'), vcards };
    }
    case 'reaction': {
      const reaction = recordAt(message, 'reaction');
      // Removal arrives without `emoji` (Meta's sample) or, per some reports, with an empty string: both mean ''.
      const emoji = stringAt(reaction, 'emoji') ?? '';
      return { kind: 'reaction', body: emoji, reaction: { targetId: stringAt(reaction, 'message_id') ?? '', emoji } };
    }
    case 'interactive':
      return interactiveContent(recordAt(message, 'interactive'));
    case 'button':
      // A template quick-reply button: not `interactive.button_reply`, but the same thing to an attendant.
      return { kind: 'button_reply', body: stringAt(recordAt(message, 'button'), 'text') ?? '' };
    default:
      // `unsupported` (with errors[]), `system`, `order`, `request_welcome` and types newer than this code.
      return { kind: 'unsupported', body: '' };
  }
}

/**
 * One `value.messages[]` entry as an inbound message, or undefined when it has no id or no usable sender (nothing
 * to dedupe on or reply to). `media` is resolved only when `download()` is called.
 */
export function parseCloudMessage(
  message: JsonRecord,
  contacts: JsonRecord[],
  media: () => CloudMediaSource,
): InboundMessage | undefined {
  const id = stringAt(message, 'id');
  const sender = senderOf(message, contacts);
  const chatId = sender.phone ?? sender.bsuid;
  if (!id || !chatId) return undefined;
  const content = contentOf(message, stringAt(message, 'type') ?? 'unsupported', media);
  if (content.kind === 'reaction' && !content.reaction?.targetId) return undefined;
  return {
    ref: { chatId, messageId: id, fromMe: false },
    at: dateFromUnix(numberAt(message, 'timestamp'), 'seconds') ?? new Date(),
    sender,
    quotedId: stringAt(recordAt(message, 'context'), 'id'),
    live: true,
    raw: message,
    ...content,
  };
}
