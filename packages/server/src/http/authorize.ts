import { can, type PermissionRule } from '@guiche/shared';
import type { RequestAuth } from '../modules/auth/auth.service.js';
import { AppError } from './app-error.js';

/** Throws 403 ERR_NO_PERMISSION unless the caller's profile allows the named rule. */
export function requireRule(auth: RequestAuth, rule: PermissionRule): void {
  if (!can(auth, rule)) throw new AppError('ERR_NO_PERMISSION');
}

export function requireSuper(auth: RequestAuth): void {
  if (!auth.super) throw new AppError('ERR_NO_PERMISSION');
}
