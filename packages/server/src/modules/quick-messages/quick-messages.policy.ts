import { AppError } from '../../http/app-error.js';
import type { RequestAuth } from '../auth/auth.service.js';

/** The fields of a quick message the rules read. */
export interface QuickMessageFacts {
  userId: number | null;
  geral: boolean;
}

/**
 * Spec 3 §6: admins and supervisors may edit or delete any quick message, and only they may share one with the
 * company (geral). The super administrator acts as an admin.
 */
export function managesQuickMessages(auth: RequestAuth): boolean {
  return auth.super || auth.profile === 'admin' || auth.profile === 'supervisor';
}

/** Anyone sees the company's shared messages and their own; managers see all. */
export function canSeeQuickMessage(auth: RequestAuth, message: QuickMessageFacts): boolean {
  return managesQuickMessages(auth) || message.geral || message.userId === auth.userId;
}

/** Others change only their own messages that are not shared. */
export function assertCanChangeQuickMessage(auth: RequestAuth, message: QuickMessageFacts): void {
  if (managesQuickMessages(auth)) return;
  if (message.geral || message.userId !== auth.userId) throw new AppError('ERR_NO_PERMISSION');
}

export function assertCanShareQuickMessage(auth: RequestAuth, geral: boolean): void {
  if (geral && !managesQuickMessages(auth))
    throw new AppError('ERR_NO_PERMISSION', { message: 'Only an admin or a supervisor may share a quick message' });
}
