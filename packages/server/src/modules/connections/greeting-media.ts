import { sniffFile, sniffImage } from '../../storage/tenant-storage.js';

/** Videos WhatsApp plays (not WebM, nor QuickTime). */
const GREETING_VIDEO_TYPES = new Set(['video/mp4', 'video/3gpp']);

/** The greeting's attachment (spec 2 §2): an image or a video, recognised by its bytes, nothing else. */
export async function sniffGreetingMedia(content: Buffer): Promise<{ extension: string; mime: string } | undefined> {
  const image = await sniffImage(content);
  if (image) return image;
  const sniffed = await sniffFile(content);
  return sniffed && GREETING_VIDEO_TYPES.has(sniffed.mime) ? sniffed : undefined;
}
