import { sniffImage } from '../../storage/tenant-storage.js';

/** ISO base-media brands of MP4 video; audio-only (M4A), HEIF images and others sharing the box layout are not. */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VH', 'M4VP', 'dash', 'mmp4', 'MSNV']);

/** A video kind WhatsApp plays, recognised by its `ftyp` box, not by what the client said it was. */
export function sniffVideo(content: Buffer): { extension: string; mime: string } | undefined {
  if (content.length < 12 || content.subarray(4, 8).toString('latin1') !== 'ftyp') return undefined;
  const brand = content.subarray(8, 12).toString('latin1');
  if (brand.startsWith('3gp') || brand.startsWith('3g2')) return { extension: '3gp', mime: 'video/3gpp' };
  return MP4_BRANDS.has(brand) ? { extension: 'mp4', mime: 'video/mp4' } : undefined;
}

/** The greeting's attachment (spec 2 §2): an image or a video, nothing else. */
export function sniffGreetingMedia(content: Buffer): { extension: string; mime: string } | undefined {
  return sniffImage(content) ?? sniffVideo(content);
}
