import type { TFunction } from 'i18next';
import type { MessageView } from '@guiche/shared';

type Previewable = Pick<MessageView, 'body' | 'mediaType'>;

const KINDS = [
  'image',
  'audio',
  'video',
  'application',
  'locationMessage',
  'contactMessage',
  'call_log',
  'sticker',
] as const;
type Kind = (typeof KINDS)[number];

function isKind(value: string | null): value is Kind {
  return (KINDS as readonly (string | null)[]).includes(value);
}

/** A one-line preview of a message (quotes, the reply bar): its text, or what kind of media it is. */
export function previewText(message: Previewable, t: TFunction): string {
  const kind = isKind(message.mediaType) ? t(`chat.kinds.${message.mediaType}`) : null;
  const body =
    message.mediaType === 'contactMessage' || message.mediaType === 'locationMessage' ? '' : message.body.trim();
  if (kind && body) return `${kind}: ${body}`;
  return kind ?? body;
}
