import type { OutboundContent } from '../types.js';
import type { JsonRecord } from '../meta/json-read.js';
import { readAllBytes } from '../meta/media-bytes.js';
import { vcardToCloudContact } from './vcard.js';

/** Uploads bytes to the number's media store and answers the media id. */
export type MediaUploader = (bytes: Buffer, mime: string, fileName: string) => Promise<string>;

/** Meta accepts captions on these media types only (audio and stickers have none). */
const CAPTIONED = new Set(['image', 'video', 'document']);
const LINK = /\bhttps?:\/\/\S/i;

/**
 * The type-specific part of a `POST /{phone-number-id}/messages` body (`type` plus the object of that name).
 * Media is uploaded first and sent by id: hosted links would need a public URL for tenant files.
 */
export async function cloudMessageFields(content: OutboundContent, upload: MediaUploader): Promise<JsonRecord> {
  switch (content.kind) {
    case 'text':
      // Link previews only when there is a link: the flag makes Meta fetch the page.
      return { type: 'text', text: { preview_url: LINK.test(content.text), body: content.text } };
    case 'media': {
      const bytes = await readAllBytes(content.data);
      const id = await upload(bytes, content.mime, content.fileName ?? content.media);
      const media: JsonRecord = { id };
      if (content.caption && CAPTIONED.has(content.media)) media.caption = content.caption;
      if (content.media === 'document' && content.fileName) media.filename = content.fileName;
      if (content.media === 'audio' && content.voice) media.voice = true;
      return { type: content.media, [content.media]: media };
    }
    case 'reaction':
      // An empty emoji removes our reaction.
      return { type: 'reaction', reaction: { message_id: content.target.messageId, emoji: content.emoji } };
    case 'location': {
      const location: JsonRecord = { latitude: content.latitude, longitude: content.longitude };
      if (content.name) location.name = content.name;
      return { type: 'location', location };
    }
    case 'vcard':
      return { type: 'contacts', contacts: [vcardToCloudContact(content.displayName, content.vcard)] };
  }
}
