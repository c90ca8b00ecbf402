import { extensionForMime, sniffFile } from '../../storage/tenant-storage.js';

export type FileKind = 'image' | 'audio' | 'video' | 'document';

const MB = 1024 * 1024;
/**
 * Largest file per kind. WhatsApp takes 16 MB of media and 100 MB documents; documents stop at 64 MB here because a
 * file is held in memory while it is stored (and that is the server's multipart bound).
 */
export const FILE_LIMITS: Record<FileKind, number> = {
  image: 16 * MB,
  audio: 16 * MB,
  video: 16 * MB,
  document: 64 * MB,
};
export const LARGEST_FILE = Math.max(...Object.values(FILE_LIMITS));

/** The message mediaType each kind is stored as (spec 1 §2 "Media types"). */
export const MEDIA_TYPE_OF_KIND: Record<FileKind, string> = {
  image: 'image',
  audio: 'audio',
  video: 'video',
  document: 'application',
};

export interface ClassifiedFile {
  kind: FileKind;
  mime: string;
  extension: string;
}

/**
 * The kinds WhatsApp plays as a picture, audio or video, by the MIME type file-type names. Two names file-type
 * gives are folded into the ones the channels take: M4A's audio/x-m4a and 3GPP2 video.
 */
const PLAYABLE: Record<string, { kind: Exclude<FileKind, 'document'>; mime?: string }> = {
  'image/png': { kind: 'image' },
  'image/jpeg': { kind: 'image' },
  'image/webp': { kind: 'image' },
  'image/gif': { kind: 'image' },
  'audio/ogg': { kind: 'audio' },
  'audio/amr': { kind: 'audio' },
  'audio/mpeg': { kind: 'audio' },
  'audio/aac': { kind: 'audio' },
  'audio/mp4': { kind: 'audio' },
  'audio/x-m4a': { kind: 'audio', mime: 'audio/mp4' },
  'video/mp4': { kind: 'video' },
  'video/3gpp': { kind: 'video' },
  'video/3gpp2': { kind: 'video', mime: 'video/3gpp' },
  'video/webm': { kind: 'video' },
};

/**
 * The playable kind of sniffed bytes. Some containers hold audio or video alike, and file-type calls them video:
 * a browser records audio into WebM or MP4, so there the client's word decides.
 */
function playable(sniffed: { mime: string }, declared: string): ClassifiedFile | undefined {
  const found = PLAYABLE[sniffed.mime];
  if (!found) return undefined;
  const mime = found.mime ?? sniffed.mime;
  if (declared.startsWith('audio/') && mime === 'video/webm')
    return { kind: 'audio', mime: 'audio/webm', extension: 'webm' };
  if (declared.startsWith('audio/') && mime === 'video/mp4')
    return { kind: 'audio', mime: 'audio/mp4', extension: 'm4a' };
  return { kind: found.kind, mime, extension: extensionForMime(mime) };
}

/**
 * What an uploaded file is, from its bytes (file-type) rather than from the client's word: a picture, audio or
 * video WhatsApp plays, or else a document (sent as a file). A document whose format file-type knows (a HEIC
 * picture, a QuickTime video, an OpenDocument text) goes under that format, whatever was declared; one it cannot
 * name (text such as CSV or a vCard) under its declared type.
 */
export async function classifyFile(content: Buffer, declaredMime: string): Promise<ClassifiedFile> {
  const declared = declaredMime.split(';')[0]?.trim().toLowerCase() ?? '';
  const sniffed = await sniffFile(content);
  if (sniffed) return playable(sniffed, declared) ?? { kind: 'document', ...sniffed };
  // A file that claims to be media but is none keeps no claim: it travels as an opaque document.
  const claimsMedia = /^(image|audio|video)\//.test(declared);
  const mime = !claimsMedia && /^[a-z]+\/[a-z0-9.+-]+$/.test(declared) ? declared : 'application/octet-stream';
  return { kind: 'document', mime, extension: extensionForMime(mime) };
}

/** A file name as shown to the contact: no folders, no control characters, bounded. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((char) => char >= ' ' && char !== '\u007f')
    .join('')
    .trim()
    .slice(0, 255);
  return cleaned || fallback;
}
