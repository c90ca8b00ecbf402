import type { ConnectionChannel } from '@guiche/shared';
import type { ChannelAdapter } from '../../channels/types.js';
import { previewOf } from '../inbound/message-kinds.js';
import type { InboundKind } from '../../channels/types.js';

/** Only open and group tickets take replies (spec 1 §2: closed tickets disable the input). */
export const REPLYABLE_STATUSES: ReadonlySet<string> = new Set(['open', 'group']);

/** Meta's customer service window, for when the connection's adapter does not run in this process to say it. */
const DEFAULT_REPLY_WINDOW_HOURS: Partial<Record<ConnectionChannel, number>> = {
  whatsappapi: 24,
  facebook: 24,
  instagram: 24,
};

/** Hours after the contact's last message during which free-form replies go out; undefined: no window. */
export function replyWindowHours(channel: ConnectionChannel, adapter: ChannelAdapter | undefined): number | undefined {
  return adapter ? adapter.capabilities.replyWindowHours : DEFAULT_REPLY_WINDOW_HOURS[channel];
}

/** The chat's signature (setting sendSignMessage): WhatsApp renders *…* in bold. */
export const signatureOf = (userName: string) => `*${userName}:*\n`;

const PREVIEW_KIND: Record<string, InboundKind> = {
  image: 'image',
  audio: 'audio',
  video: 'video',
  application: 'document',
  contactMessage: 'contact',
  locationMessage: 'location',
  call_log: 'call_log',
};

/** The ticket row's last message for an outbound message, as inbound messages preview. */
export function outboundPreview(mediaType: string | null | undefined, body: string): string {
  return previewOf((mediaType && PREVIEW_KIND[mediaType]) || 'text', body);
}
