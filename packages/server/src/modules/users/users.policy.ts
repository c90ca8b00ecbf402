import { ADMIN_ONLY_USER_FIELDS, type UpdateUserInput } from '@guiche/shared';
import { AppError } from '../../http/app-error.js';
import { isCompanyAdmin, requireCompanyAdmin } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';

/**
 * A manager edits any user of the company; anyone else only themselves, and only name, password, language, theme
 * and menu. So nobody raises their own profile or widens their own access.
 */
export function assertCanUpdateUser(auth: RequestAuth, targetUserId: number, input: UpdateUserInput): void {
  if (isCompanyAdmin(auth)) return;
  if (targetUserId !== auth.userId) throw new AppError('ERR_NO_PERMISSION');
  const restricted = ADMIN_ONLY_USER_FIELDS.filter((field) => input[field] !== undefined);
  if (restricted.length > 0) throw new AppError('ERR_NO_PERMISSION', { message: `Only an admin may change ${restricted.join(', ')}` });
}

export function assertCanDeleteUser(auth: RequestAuth, targetUserId: number): void {
  requireCompanyAdmin(auth);
  if (targetUserId === auth.userId) throw new AppError('ERR_NO_PERMISSION', { message: 'A user cannot delete themselves' });
}
