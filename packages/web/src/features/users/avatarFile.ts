import type { ErrorCode } from '@guiche/shared';

/** What POST /users/{id}/media-upload accepts (spec 2 §3 profileImage): these images, up to 2 MB. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The server's code for a file it would refuse, checked before upload so the user hears it at once. */
export function avatarProblem(file: { type: string; size: number }): ErrorCode | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'ERR_INVALID_FILE';
  if (file.size > AVATAR_MAX_BYTES) return 'ERR_FILE_TOO_LARGE';
  return null;
}
