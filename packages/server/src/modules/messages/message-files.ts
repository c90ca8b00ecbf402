import { extensionForMime, sniffImage } from '../../storage/tenant-storage.js';

export type FileKind = 'image' | 'audio' | 'video' | 'document';

const MB = 1024 * 1024;
/**
 * Largest file per kind. WhatsApp takes 16 MB of media and 100 MB documents; documents stop at 64 MB here because a
 * file is held in memory while it is stored (and that is the server's multipart bound).
 */
export const FILE_LIMITS: Record<FileKind, number> = { image: 16 * MB, audio: 16 * MB, video: 16 * MB, document: 64 * MB };
export const LARGEST_FILE = Math.max(...Object.values(FILE_LIMITS));

/** The message mediaType each kind is stored as (spec 1 §2 "Media types"). */
export const MEDIA_TYPE_OF_KIND: Record<FileKind, string> = { image: 'image', audio: 'audio', video: 'video', document: 'application' };

export interface ClassifiedFile {
  kind: FileKind;
  mime: string;
  extension: string;
}

/** ISO base-media brands of MP4 video (audio-only M4A and HEIF images share the box layout but are not video). */
const MP4_VIDEO_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VH', 'M4VP', 'dash', 'mmp4', 'MSNV']);

function sniffIsoMedia(content: Buffer, declared: string): ClassifiedFile | undefined {
  if (content.length < 12 || content.subarray(4, 8).toString('latin1') !== 'ftyp') return undefined;
  const brand = content.subarray(8, 12).toString('latin1');
  if (brand.startsWith('M4A') || (declared.startsWith('audio/') && MP4_VIDEO_BRANDS.has(brand))) return { kind: 'audio', mime: 'audio/mp4', extension: 'm4a' };
  if (brand.startsWith('3gp') || brand.startsWith('3g2')) return { kind: 'video', mime: 'video/3gpp', extension: '3gp' };
  return MP4_VIDEO_BRANDS.has(brand) ? { kind: 'video', mime: 'video/mp4', extension: 'mp4' } : undefined;
}

function sniffAudio(content: Buffer): ClassifiedFile | undefined {
  const head = content.subarray(0, 4).toString('latin1');
  if (head === 'OggS') return { kind: 'audio', mime: 'audio/ogg', extension: 'ogg' };
  if (content.subarray(0, 5).toString('latin1') === '#!AMR') return { kind: 'audio', mime: 'audio/amr', extension: 'amr' };
  if (head.startsWith('ID3')) return { kind: 'audio', mime: 'audio/mpeg', extension: 'mp3' };
  const [first, second] = [content[0] ?? 0, content[1] ?? 0];
  if (first === 0xff && (second & 0xf6) === 0xf0) return { kind: 'audio', mime: 'audio/aac', extension: 'aac' };
  // MPEG audio frame sync (11 bits set), layer III.
  if (first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) === 0x02) return { kind: 'audio', mime: 'audio/mpeg', extension: 'mp3' };
  return undefined;
}

/** WebM (Matroska) holds either; browsers record audio in it, so the client's word decides between the two. */
function sniffWebm(content: Buffer, declared: string): ClassifiedFile | undefined {
  if (!content.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return undefined;
  return declared.startsWith('audio/') ? { kind: 'audio', mime: 'audio/webm', extension: 'webm' } : { kind: 'video', mime: 'video/webm', extension: 'webm' };
}

/**
 * What an uploaded file is, from its first bytes rather than from the client's word: a picture, audio or video
 * WhatsApp plays, or else a document (sent as a file, whatever it holds, under its declared type).
 */
export function classifyFile(content: Buffer, declaredMime: string): ClassifiedFile {
  const declared = declaredMime.split(';')[0]?.trim().toLowerCase() ?? '';
  const image = sniffImage(content);
  if (image) return { kind: 'image', ...image };
  const media = sniffIsoMedia(content, declared) ?? sniffWebm(content, declared) ?? sniffAudio(content);
  if (media) return media;
  // A file that claims to be media but is none keeps no claim: it travels as an opaque document.
  const claimsMedia = /^(image|audio|video)\//.test(declared);
  const mime = !claimsMedia && /^[a-z]+\/[a-z0-9.+-]+$/.test(declared) ? declared : 'application/octet-stream';
  return { kind: 'document', mime, extension: extensionForMime(mime) };
}

/** A file name as shown to the contact: no folders, no control characters, bounded. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base].filter((char) => char >= ' ' && char !== '\u007f').join('').trim().slice(0, 255);
  return cleaned || fallback;
}
