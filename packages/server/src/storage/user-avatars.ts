import { parseStorageKey } from './tenant-storage.js';

/**
 * Avatars are stored as `company-{id}/users/{uuid}.{ext}` (TenantStorage). Spec clients know a user's avatar by its
 * file name alone and build `{backend}/public/company{companyId}/user/{profileImage}` (avatar.routes.ts serves it),
 * so answers carry that name in `profileImage` and the signed link our web app shows in `profileImageUrl`.
 */

/** The file name spec clients read as `profileImage`; null without an avatar (or for a key that is not one). */
export function avatarFileName(key: string | null): string | null {
  if (key === null || parseStorageKey(key)?.area !== 'users') return null;
  return key.slice(key.lastIndexOf('/') + 1);
}

/** The storage key of one company's avatar file, or undefined when the name could not be one of ours. */
export function avatarKey(companyId: string, fileName: string): string | undefined {
  if (!/^[1-9]\d{0,9}$/.test(companyId)) return undefined;
  const key = `company-${companyId}/users/${fileName}`;
  return parseStorageKey(key)?.area === 'users' ? key : undefined;
}
