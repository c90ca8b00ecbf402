import { vCardSchema } from '@guiche/shared';
import { z } from 'zod';
import { ChannelError, type MessageRef, type OutboundContent } from '../../channels/types.js';
import { mimeOf, type TenantStorage } from '../../storage/tenant-storage.js';
import type { MessageRow } from './messages.repository.js';

/** What an outbound message keeps in messages.dataJson for its delivery, beside its visible fields. */
export const outboundDataSchema = z.object({
  /** Prefixed to the text the channel gets (the stored body stays as written). */
  signature: z.string().optional(),
  /** The file's type as classified on upload (the storage key's extension may be a generic one). */
  mime: z.string().optional(),
  vCard: vCardSchema.optional(),
  /** Sent by a ticket timer (modules/ticket-automation), which recognises its own message by this. */
  automation: z.literal('inactivityNotice').optional(),
});
export type OutboundData = z.infer<typeof outboundDataSchema>;

export function outboundDataOf(row: MessageRow): OutboundData {
  const parsed = outboundDataSchema.safeParse(row.dataJson ?? {});
  return parsed.success ? parsed.data : {};
}

/** The text the channel gets: the signature, then the body. */
export function channelText(row: MessageRow): string {
  return `${outboundDataOf(row).signature ?? ''}${row.body}`;
}

const CHANNEL_MEDIA: Record<string, Extract<OutboundContent, { kind: 'media' }>['media']> = {
  image: 'image',
  audio: 'audio',
  video: 'video',
  application: 'document',
  sticker: 'sticker',
};

/** A vCard 3.0 as WhatsApp reads it (waid makes the card's "message" button work). */
export function buildVCard(card: { name: string; number: string }): string {
  const digits = card.number.replace(/\D/g, '');
  const name = card.name.replace(/[\r\n;]/g, ' ');
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:;${name};;;`,
    `FN:${name}`,
    `TEL;type=CELL;waid=${digits}:+${digits}`,
    'END:VCARD',
  ].join('\n');
}

/** A "lat,lng" body (how locations are stored) as coordinates. */
function coordinatesOf(body: string): { latitude: number; longitude: number } | undefined {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)/.exec(body);
  return match ? { latitude: Number(match[1]), longitude: Number(match[2]) } : undefined;
}

/**
 * The channel command for a stored outbound message. `target` is the reacted message for a reaction (the caller
 * looks it up on the connection).
 */
export function outboundContentOf(
  row: MessageRow,
  storage: TenantStorage,
  target: MessageRef | undefined,
): OutboundContent {
  const data = outboundDataOf(row);
  const media = row.mediaType ? CHANNEL_MEDIA[row.mediaType] : undefined;
  if (media && row.mediaUrl) {
    return {
      kind: 'media',
      media,
      data: storage.open(row.mediaUrl),
      mime: data.mime ?? mimeOf(row.mediaUrl),
      fileName: row.mediaName ?? undefined,
      caption: row.body ? channelText(row) : undefined,
    };
  }
  if (row.mediaType === 'reactionMessage') {
    if (!target) throw new ChannelError('INVALID_RECIPIENT', 'the reacted message is not on this connection');
    return { kind: 'reaction', target, emoji: row.body };
  }
  if (row.mediaType === 'contactMessage' && row.body.startsWith('BEGIN:VCARD')) {
    // A card received from a contact and forwarded carries its name only inside the vCard.
    const displayName = data.vCard?.name ?? /^FN:(.*)$/m.exec(row.body)?.[1]?.trim() ?? '';
    return { kind: 'vcard', displayName, vcard: row.body };
  }
  const location = row.mediaType === 'locationMessage' ? coordinatesOf(row.body) : undefined;
  if (location) return { kind: 'location', ...location };
  return { kind: 'text', text: channelText(row) };
}
