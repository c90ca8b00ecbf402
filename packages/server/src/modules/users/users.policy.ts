import { ADMIN_ONLY_USER_FIELDS, type UpdateUserInput } from '@guiche/shared';
import { AppError } from '../../http/app-error.js';
import { isCompanyAdmin, requireCompanyAdmin, requireOwnerOrAdmin } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';
import type { UserRow } from './users.repository.js';

/** Users are company configuration: company admins (and the super administrator) create them. */
export function assertCanCreateUser(auth: RequestAuth): void {
  requireCompanyAdmin(auth);
}

/** A manager edits any user of the company; anyone else only themselves. */
export function assertCanUpdateUser(auth: RequestAuth, targetUserId: number): void {
  requireOwnerOrAdmin(auth, targetUserId);
}

type AdminOnlyValues = Pick<UserRow, Exclude<(typeof ADMIN_ONLY_USER_FIELDS)[number], 'queueIds'>> & {
  queueIds: readonly number[];
};

/**
 * Users who are not managers change only their name, password, language, theme and menu, so nobody raises their own
 * profile or widens their own access. A spec client's profile form sends back every field it read: those still
 * holding their current value are no change, and pass.
 */
export function assertOwnChangesAllowed(auth: RequestAuth, current: AdminOnlyValues, input: UpdateUserInput): void {
  if (isCompanyAdmin(auth)) return;
  const changed = ADMIN_ONLY_USER_FIELDS.filter(
    (field) => input[field] !== undefined && !sameValue(input[field], current[field]),
  );
  if (changed.length > 0)
    throw new AppError('ERR_NO_PERMISSION', { message: `Only an admin may change ${changed.join(', ')}` });
}

function sameValue(sent: unknown, stored: unknown): boolean {
  if (Array.isArray(sent) && Array.isArray(stored))
    return sent.length === stored.length && sent.every((id) => stored.includes(id));
  // An empty text and none are the same to a form.
  return (sent === '' ? null : sent) === (stored === '' ? null : stored);
}

/** Company admins delete users, never their own account: nobody locks themselves out of the company. */
export function assertCanDeleteUser(auth: RequestAuth, targetUserId: number): void {
  requireCompanyAdmin(auth);
  if (targetUserId === auth.userId)
    throw new AppError('ERR_NO_PERMISSION', { message: 'A user cannot delete themselves' });
}

/** The super administrator's account is theirs alone, whatever admins share its company. */
export function assertCanTouchAccount(auth: RequestAuth, target: Pick<UserRow, 'super'>): void {
  if (target.super && !auth.super) throw new AppError('ERR_NO_PERMISSION');
}
