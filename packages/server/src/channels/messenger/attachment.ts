import { mimeOf as mimeOfName } from '../../storage/tenant-storage.js';
import type { InboundKind, InboundMedia, InboundMessage } from '../types.js';
import { numberAt, recordAt, stringAt, type JsonRecord } from '../meta/json-read.js';

/** Downloads a public CDN URL (Messenger and Instagram attachment URLs need no token). */
export type PublicFileFetcher = (url: string) => Promise<Buffer>;

export interface AttachmentContent {
  kind: InboundKind;
  body: string;
  media?: InboundMedia;
  location?: InboundMessage['location'];
}

const MEDIA_TYPES: Record<string, 'image' | 'audio' | 'video' | 'document'> = {
  image: 'image',
  audio: 'audio',
  video: 'video',
  file: 'document',
};

const FALLBACK_MIME = {
  image: 'image/jpeg',
  audio: 'audio/mpeg',
  video: 'video/mp4',
  document: 'application/octet-stream',
};

/** The file name at the end of a CDN URL's path, if it has one. */
function fileNameOf(url: string): string | undefined {
  try {
    const last = new URL(url).pathname.split('/').pop();
    return last && last.includes('.') ? decodeURIComponent(last) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Webhook attachments carry a URL but no MIME type, so it is inferred from the URL's extension (mime-types),
 * falling back to the usual type of the kind. (`InboundMedia.download` returns only bytes, so the served Content-Type cannot refine it.)
 */
function mimeOf(kind: keyof typeof FALLBACK_MIME, fileName: string | undefined): string {
  const named = fileName ? mimeOfName(fileName) : undefined;
  const byExtension = named === 'application/octet-stream' ? undefined : named;
  if (kind === 'audio' && byExtension === 'video/mp4') return 'audio/mp4';
  return byExtension ?? FALLBACK_MIME[kind];
}

/** One `message.attachments[]` entry. Types without a channel equivalent (reels, posts, story mentions) keep their link. */
export function attachmentContent(attachment: JsonRecord, fetchFile: PublicFileFetcher): AttachmentContent {
  const type = stringAt(attachment, 'type') ?? '';
  const payload = recordAt(attachment, 'payload');
  const url = stringAt(payload, 'url') ?? stringAt(attachment, 'url');
  const mediaKind = MEDIA_TYPES[type];
  if (mediaKind && url) {
    const fileName = fileNameOf(url);
    // Messenger stickers are image attachments with a sticker_id.
    const kind = mediaKind === 'image' && stringAt(payload, 'sticker_id') ? 'sticker' : mediaKind;
    return { kind, body: '', media: { mime: mimeOf(mediaKind, fileName), fileName, download: () => fetchFile(url) } };
  }
  if (type === 'location') {
    const coordinates = recordAt(payload, 'coordinates');
    const latitude = numberAt(coordinates, 'lat');
    const longitude = numberAt(coordinates, 'long');
    if (latitude !== undefined && longitude !== undefined) {
      const name = stringAt(attachment, 'title');
      return { kind: 'location', body: `${latitude},${longitude}`, location: { latitude, longitude, name } };
    }
  }
  const title = stringAt(payload, 'title') ?? stringAt(attachment, 'title');
  const summary = [title, url].filter(Boolean).join('\n');
  // `fallback` is a shared link Meta could not render as anything richer: plain text to an attendant.
  return { kind: type === 'fallback' && summary ? 'text' : 'unsupported', body: summary };
}
