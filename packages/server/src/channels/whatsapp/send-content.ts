import { createHash } from 'node:crypto';
import type { AnyMessageContent, WAMediaUpload } from 'baileys';
import { ChannelError, type OutboundContent } from '../types.js';
import { keyOf } from './jids.js';
import { statusCodeOf } from './reconnect-policy.js';

/** Our normalised outbound content as Baileys' `sendMessage` content. */
export function toBaileysContent(content: OutboundContent): AnyMessageContent {
  switch (content.kind) {
    case 'text':
      return { text: content.text };
    case 'media':
      return mediaContent(content);
    case 'reaction':
      return { react: { text: content.emoji, key: keyOf(content.target) } };
    case 'location':
      return {
        location: { degreesLatitude: content.latitude, degreesLongitude: content.longitude, name: content.name },
      };
    case 'vcard':
      return {
        contacts: {
          displayName: content.displayName,
          contacts: [{ displayName: content.displayName, vcard: content.vcard }],
        },
      };
  }
}

function mediaContent(content: Extract<OutboundContent, { kind: 'media' }>): AnyMessageContent {
  const upload: WAMediaUpload = Buffer.isBuffer(content.data) ? content.data : { stream: content.data };
  const mimetype = content.mime;
  switch (content.media) {
    case 'image':
      return { image: upload, mimetype, caption: content.caption };
    case 'video':
      return { video: upload, mimetype, caption: content.caption };
    case 'audio':
      // A voice note must be Opus in OGG to play inline on phones; converting is the caller's business.
      return { audio: upload, mimetype, ptt: content.voice === true };
    case 'document':
      return { document: upload, mimetype, fileName: content.fileName, caption: content.caption };
    case 'sticker':
      return { sticker: upload, mimetype };
  }
}

/**
 * The WhatsApp message id of a logical send, derived from its idempotency key: a retried job sends under the same
 * id, which recipients' devices treat as the same message instead of showing it twice. Same shape as Baileys' own
 * ids (`3EB0` + 18 upper-case hex digits).
 */
export function messageIdFor(whatsappId: number, idempotencyKey: string): string {
  const digest = createHash('sha256').update(`${whatsappId}:${idempotencyKey}`).digest('hex');
  return `3EB0${digest.slice(0, 18).toUpperCase()}`;
}

/** A failed Baileys call as our error: 4xx answers are final, the rest (timeouts, closed socket, 5xx) retryable. */
export function toChannelError(error: unknown, action: string): ChannelError {
  if (error instanceof ChannelError) return error;
  const status = statusCodeOf(error);
  const retryable = status === undefined || status === 408 || status === 428 || status === 429 || status >= 500;
  const detail = error instanceof Error ? error.message : String(error);
  return new ChannelError('PROVIDER_ERROR', `WhatsApp ${action} failed: ${detail}`, retryable);
}
