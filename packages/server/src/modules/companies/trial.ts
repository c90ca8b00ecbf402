import { todayIsoDate } from '@guiche/shared';

const DAY_MS = 86_400_000;

/** The due date `days` calendar days after today (UTC), as a new company's first cycle ends. */
export function dueDateAfterDays(now: Date, days: number): string {
  return todayIsoDate(new Date(now.getTime() + days * DAY_MS));
}
