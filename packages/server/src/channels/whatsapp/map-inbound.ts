import {
  getContentType,
  isJidBroadcast,
  isJidGroup,
  isJidNewsletter,
  normalizeMessageContent,
  toNumber,
  WAMessageStubType,
  type proto,
  type WAMessage,
} from 'baileys';
import type { ExternalIdentity, InboundMedia, InboundMessage } from '../types.js';
import { identityOf, refOf } from './jids.js';

export interface InboundContext {
  /** `notify` (live) or `append` (history and offline catch-up). */
  live: boolean;
  allowGroup: boolean;
  /** This connection's own identity: the sender of its own messages in groups. */
  self: ExternalIdentity;
  download(message: WAMessage): Promise<Buffer>;
}

type Content = Pick<InboundMessage, 'kind' | 'body' | 'media' | 'location' | 'vcards' | 'reaction'>;

/** One upserted Baileys message as ours, or undefined for what is not a conversation message. */
export function mapInboundMessage(message: WAMessage, context: InboundContext): InboundMessage | undefined {
  const ref = refOf(message.key);
  if (!ref || isJidBroadcast(ref.chatId) || isJidNewsletter(ref.chatId)) return undefined;
  // Decryption failures ("Bad MAC", "No session") arrive as stubs without content; the retry brings the message.
  if (message.messageStubType === WAMessageStubType.CIPHERTEXT) return undefined;
  // Unwraps ephemeral, view-once and document-with-caption envelopes.
  const inner = normalizeMessageContent(message.message);
  const type = getContentType(inner);
  // Protocol messages (revokes, edits, key shares) reach us as messages.update events instead.
  if (!inner || !type || type === 'protocolMessage') return undefined;

  const group = isJidGroup(ref.chatId);
  if (group && !context.allowGroup) return undefined;
  // pushName is the author's own display name: ours on fromMe messages, so not the contact's.
  const name = ref.fromMe ? undefined : message.pushName;
  // In a direct chat the sender is the contact the chat is with, even on our own messages (ref.fromMe tells them
  // apart): that is the conversation's identity. In a group our own messages are ours.
  const sender = group
    ? ref.fromMe
      ? context.self
      : identityOf(message.key.participant, message.key.participantAlt, name)
    : identityOf(message.key.remoteJid, message.key.remoteJidAlt, name);

  return {
    ref,
    at: timestampOf(message.messageTimestamp),
    sender,
    group: group ? { id: ref.chatId } : undefined,
    ...contentOf(inner, type, () => context.download(message)),
    quotedId: contextInfoOf(inner, type)?.stanzaId ?? undefined,
    live: context.live,
    raw: message,
  };
}

function contentOf(message: proto.IMessage, type: keyof proto.IMessage, download: () => Promise<Buffer>): Content {
  const media = (mime: string | null | undefined, fallbackMime: string, fileName?: string | null): InboundMedia => ({
    mime: mime ?? fallbackMime,
    fileName: fileName ?? undefined,
    download,
  });
  switch (type) {
    case 'conversation':
    case 'extendedTextMessage':
      return { kind: 'text', body: textOf(message) };
    case 'imageMessage':
      return {
        kind: 'image',
        body: message.imageMessage?.caption ?? '',
        media: media(message.imageMessage?.mimetype, 'image/jpeg'),
      };
    case 'videoMessage':
      return {
        kind: 'video',
        body: message.videoMessage?.caption ?? '',
        media: media(message.videoMessage?.mimetype, 'video/mp4'),
      };
    case 'ptvMessage':
      return { kind: 'video', body: '', media: media(message.ptvMessage?.mimetype, 'video/mp4') };
    case 'audioMessage':
      return { kind: 'audio', body: '', media: media(message.audioMessage?.mimetype, 'audio/ogg; codecs=opus') };
    case 'documentMessage': {
      const document = message.documentMessage;
      return {
        kind: 'document',
        body: document?.caption ?? '',
        media: media(document?.mimetype, 'application/octet-stream', document?.fileName ?? document?.title),
      };
    }
    case 'stickerMessage':
      return { kind: 'sticker', body: '', media: media(message.stickerMessage?.mimetype, 'image/webp') };
    case 'locationMessage':
    case 'liveLocationMessage':
      return locationOf(message.locationMessage ?? message.liveLocationMessage);
    case 'contactMessage':
    case 'contactsArrayMessage': {
      const contacts = message.contactMessage
        ? [message.contactMessage]
        : (message.contactsArrayMessage?.contacts ?? []);
      const vcards = contacts.flatMap((contact) => (contact.vcard ? [contact.vcard] : []));
      return { kind: 'contact', body: vcards.join('\n'), vcards };
    }
    case 'reactionMessage': {
      const emoji = message.reactionMessage?.text ?? '';
      const targetId = message.reactionMessage?.key?.id;
      return targetId ? { kind: 'reaction', body: emoji, reaction: { targetId, emoji } } : unsupported();
    }
    case 'buttonsResponseMessage':
      return {
        kind: 'button_reply',
        body:
          message.buttonsResponseMessage?.selectedDisplayText ?? message.buttonsResponseMessage?.selectedButtonId ?? '',
      };
    case 'templateButtonReplyMessage':
      return {
        kind: 'button_reply',
        body:
          message.templateButtonReplyMessage?.selectedDisplayText ??
          message.templateButtonReplyMessage?.selectedId ??
          '',
      };
    case 'interactiveResponseMessage':
      return { kind: 'button_reply', body: message.interactiveResponseMessage?.body?.text ?? '' };
    case 'listResponseMessage':
      return {
        kind: 'list_reply',
        body: message.listResponseMessage?.title ?? message.listResponseMessage?.singleSelectReply?.selectedRowId ?? '',
      };
    case 'callLogMesssage':
      return { kind: 'call_log', body: '' };
    default:
      return unsupported();
  }
}

const unsupported = (): Content => ({ kind: 'unsupported', body: '' });

function locationOf(
  location: proto.Message.ILocationMessage | proto.Message.ILiveLocationMessage | null | undefined,
): Content {
  const latitude = location?.degreesLatitude ?? 0;
  const longitude = location?.degreesLongitude ?? 0;
  const name = location && 'name' in location ? (location.name ?? undefined) : undefined;
  return { kind: 'location', body: `${latitude},${longitude}`, location: { latitude, longitude, name } };
}

/** The text of a text message, or the caption of a media one ('' when there is none). */
export function textOf(message: proto.IMessage | null | undefined): string {
  const inner = normalizeMessageContent(message);
  return (
    inner?.conversation ??
    inner?.extendedTextMessage?.text ??
    inner?.imageMessage?.caption ??
    inner?.videoMessage?.caption ??
    inner?.documentMessage?.caption ??
    ''
  );
}

function contextInfoOf(message: proto.IMessage, type: keyof proto.IMessage): proto.IContextInfo | null | undefined {
  const content = message[type];
  return typeof content === 'object' && content !== null && 'contextInfo' in content
    ? (content.contextInfo as proto.IContextInfo | null | undefined)
    : undefined;
}

/** Baileys gives seconds as a number or a protobuf Long; a missing stamp means "now". */
export function timestampOf(stamp: WAMessage['messageTimestamp']): Date {
  const seconds = toNumber(stamp);
  return seconds > 0 ? new Date(seconds * 1000) : new Date();
}
