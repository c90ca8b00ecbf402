import type { InboundKind } from '../../channels/types.js';

/** The spec's message mediaType for each inbound kind (spec 1 §2 "Media types"); text is 'chat'. */
export const MEDIA_TYPE_OF: Record<InboundKind, string> = {
  text: 'chat',
  button_reply: 'chat',
  list_reply: 'chat',
  unsupported: 'chat',
  image: 'image',
  sticker: 'image',
  audio: 'audio',
  video: 'video',
  document: 'application',
  location: 'locationMessage',
  contact: 'contactMessage',
  reaction: 'reactionMessage',
  call_log: 'call_log',
};

/** Language-neutral preview of a message without text, for the ticket row's last message. */
const PREVIEW_MARK: Partial<Record<InboundKind, string>> = {
  image: '📷',
  sticker: '🖼️',
  audio: '🎤',
  video: '🎥',
  document: '📄',
  location: '📍',
  contact: '👤',
  call_log: '📞',
};

export function previewOf(kind: InboundKind, body: string): string {
  const mark = PREVIEW_MARK[kind];
  const text = body.trim();
  if (!mark) return text;
  return text ? `${mark} ${text}` : mark;
}
