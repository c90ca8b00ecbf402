import { ADMIN_ONLY_USER_FIELDS, type UpdateUserInput } from '@guiche/shared';
import { AppError } from '../../http/app-error.js';
import type { RequestAuth } from '../auth/auth.service.js';

/** Admins of the company and the super administrator manage users (rules user-modal:editProfile / editQueues). */
export function canManageUsers(auth: RequestAuth): boolean {
  return auth.super || auth.profile === 'admin';
}

export function assertCanManageUsers(auth: RequestAuth): void {
  if (!canManageUsers(auth)) throw new AppError('ERR_NO_PERMISSION');
}

/**
 * The company a request acts on: its own, or for the super administrator the one it names. Anyone else naming
 * another company is refused.
 */
export function targetCompany(auth: RequestAuth, requested: number | undefined): number {
  if (requested === undefined || requested === auth.companyId) return auth.companyId;
  if (!auth.super) throw new AppError('ERR_NO_PERMISSION');
  return requested;
}

/**
 * A manager edits any user of the company; anyone else only themselves, and only name, password, language, theme
 * and menu. So nobody raises their own profile or widens their own access.
 */
export function assertCanUpdateUser(auth: RequestAuth, targetUserId: number, input: UpdateUserInput): void {
  if (canManageUsers(auth)) return;
  if (targetUserId !== auth.userId) throw new AppError('ERR_NO_PERMISSION');
  const restricted = ADMIN_ONLY_USER_FIELDS.filter((field) => input[field] !== undefined);
  if (restricted.length > 0) throw new AppError('ERR_NO_PERMISSION', { message: `Only an admin may change ${restricted.join(', ')}` });
}

export function assertCanDeleteUser(auth: RequestAuth, targetUserId: number): void {
  assertCanManageUsers(auth);
  if (targetUserId === auth.userId) throw new AppError('ERR_NO_PERMISSION', { message: 'A user cannot delete themselves' });
}
