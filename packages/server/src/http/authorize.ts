import { can, type PermissionRule, type PermissionSubject, type PlanFlag, type PlanFlags } from '@guiche/shared';
import type { RequestAuth } from '../modules/auth/auth.service.js';
import { AppError } from './app-error.js';

/** Throws 403 ERR_NO_PERMISSION unless the caller's profile allows the named rule. */
export function requireRule(subject: PermissionSubject, rule: PermissionRule): void {
  if (!can(subject, rule)) throw new AppError('ERR_NO_PERMISSION');
}

/** Throws 403 ERR_NO_PERMISSION unless the company's plan includes the feature flag (spec 2 §3). */
export function requirePlanFlag(plan: PlanFlags | undefined, flag: PlanFlag): void {
  if (!plan?.[flag]) throw new AppError('ERR_NO_PERMISSION', { message: `The plan does not include ${flag}` });
}

export function requireSuper(auth: RequestAuth): void {
  if (!auth.super) throw new AppError('ERR_NO_PERMISSION');
}

/** Company configuration (users, queues, settings) is changed by the company's admins and the super administrator. */
export function isCompanyAdmin(auth: RequestAuth): boolean {
  return auth.super || auth.profile === 'admin';
}

export function requireCompanyAdmin(auth: RequestAuth): void {
  if (!isCompanyAdmin(auth)) throw new AppError('ERR_NO_PERMISSION');
}

/** What belongs to a user (their note, their schedule, their profile) is changed by that user or a company admin. */
export function requireOwnerOrAdmin(auth: RequestAuth, ownerId: number | null, message?: string): void {
  if (ownerId !== auth.userId && !isCompanyAdmin(auth))
    throw new AppError('ERR_NO_PERMISSION', message === undefined ? {} : { message });
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
