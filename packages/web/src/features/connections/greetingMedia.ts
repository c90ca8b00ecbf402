import { GREETING_MEDIA_MAX_BYTES, GREETING_MEDIA_TYPES, type ErrorCode } from '@guiche/shared';

/** What the modal does with the greeting's attachment once the connection is saved. */
export type GreetingMediaChange = { kind: 'keep' } | { kind: 'upload'; file: File } | { kind: 'remove' };

/** The server's code for a file it would refuse (spec 2 §2: video or image only), checked before the upload. */
export function greetingMediaProblem(file: { type: string; size: number }): ErrorCode | null {
  if (!(GREETING_MEDIA_TYPES as readonly string[]).includes(file.type)) return 'ERR_INVALID_FILE';
  if (file.size > GREETING_MEDIA_MAX_BYTES) return 'ERR_FILE_TOO_LARGE';
  return null;
}

/** Whether a stored file (by its link's extension) or a picked file (by its type) is a video, to preview it as one. */
export function isVideoMedia(source: { url: string } | { type: string }): boolean {
  return 'url' in source
    ? /\.(mp4|3gp)$/i.test(new URL(source.url, 'http://localhost').pathname)
    : source.type.startsWith('video/');
}

/** The attachment the modal shows: the picked file, the stored one (its link), or none (removed, or never set). */
export function shownGreetingMedia(
  stored: string | null,
  change: GreetingMediaChange,
): { file: File } | { url: string } | null {
  if (change.kind === 'upload') return { file: change.file };
  if (change.kind === 'remove' || !stored) return null;
  return { url: stored };
}

/** Removing from the picker drops a picked file and, when one is stored, the stored one too. */
export function removedGreetingMedia(stored: string | null): GreetingMediaChange {
  return stored ? { kind: 'remove' } : { kind: 'keep' };
}
