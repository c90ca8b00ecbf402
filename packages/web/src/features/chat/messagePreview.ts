import type { TFunction } from 'i18next';
import type { MessageView } from '@guiche/shared';
import { plainWhatsappText } from '../../lib/whatsappMarkup';

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

/** A one-line preview of a message (quotes, the reply bar): its text without markup, or what kind of media it is. */
export function previewText(message: Previewable, t: TFunction): string {
  const kind = isKind(message.mediaType) ? t(`chat.kinds.${message.mediaType}`) : null;
  const body =
    message.mediaType === 'contactMessage' || message.mediaType === 'locationMessage'
      ? ''
      : plainWhatsappText(message.body.trim());
  if (kind && body) return `${kind}: ${body}`;
  return kind ?? body;
}
