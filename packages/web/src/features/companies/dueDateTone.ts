import { daysUntilDue, SUBSCRIPTION_WARNING_DAYS } from '@guiche/shared';

export type DueDateTone = 'overdue' | 'soon' | 'fine';

/** Spec 2 §4: a due date 1 to 5 days away shows yellow, today or past red. */
export function dueDateTone(dueDate: string | null, now: Date = new Date()): DueDateTone {
  const days = daysUntilDue(dueDate, now);
  if (days === null) return 'fine';
  if (days <= 0) return 'overdue';
  return days <= SUBSCRIPTION_WARNING_DAYS ? 'soon' : 'fine';
}
