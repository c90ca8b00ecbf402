import { AppError } from '../../http/app-error.js';
import { requireOwnerOrAdmin } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';
import type { PlanRow } from '../companies/companies.repository.js';
import type { ScheduleRow } from './schedules.repository.js';

/** A sendAt this far in the past is still taken (the form's clock and the time to submit it); older is refused. */
export const SEND_AT_TOLERANCE_MS = 60_000;

/** Spec 3 §6: the schedules page needs the plan flag useSchedules; so does every call behind it. */
export function assertPlanHasSchedules(plan: PlanRow | undefined): void {
  if (!plan?.useSchedules)
    throw new AppError('ERR_NO_PERMISSION', { message: 'The plan does not include scheduled messages' });
}

/** Whose name a schedule goes out in: the caller's own, unless an admin names another user. */
export function assertCanActAs(auth: RequestAuth, userId: number): void {
  requireOwnerOrAdmin(auth, userId, 'Only an admin may schedule in another user’s name');
}

/** Everyone in the company sees its schedules; a schedule is changed or deleted by its user or an admin. */
export function assertCanChangeSchedule(auth: RequestAuth, schedule: Pick<ScheduleRow, 'userId'>): void {
  requireOwnerOrAdmin(auth, schedule.userId);
}

/** Spec 3 §4: a sent schedule cannot be resubmitted, so neither changed. */
export function assertNotSent(schedule: Pick<ScheduleRow, 'status'>): void {
  if (schedule.status === 'ENVIADA') throw new AppError('ERR_SCHEDULE_ALREADY_SENT');
}

/** sendAt may not lie more than SEND_AT_TOLERANCE_MS in the past. */
export function assertSendAtAhead(sendAt: Date, now: Date): void {
  if (sendAt.getTime() < now.getTime() - SEND_AT_TOLERANCE_MS) {
    throw new AppError('ERR_VALIDATION', {
      message: 'sendAt lies in the past',
      issues: [{ path: 'sendAt', message: 'validation.sendAtPast' }],
    });
  }
}
