import { PLATFORM_COMPANY_ID } from './constants.js';

const DAY_MS = 86_400_000;

/** Today as yyyy-MM-dd in UTC: due dates are calendar dates, compared as such on server and web. */
export function todayIsoDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whole days from today until the due date (negative once past). Null when the company has no due date. */
export function daysUntilDue(dueDate: string | null, now: Date = new Date()): number | null {
  if (!dueDate) return null;
  const due = Date.parse(`${dueDate.slice(0, 10)}T00:00:00Z`);
  const today = Date.parse(`${todayIsoDate(now)}T00:00:00Z`);
  if (Number.isNaN(due)) return null;
  return Math.round((due - today) / DAY_MS);
}

/** A subscription has expired once its due date is in the past. Company 1 never expires. */
export function isSubscriptionExpired(companyId: number, dueDate: string | null, now: Date = new Date()): boolean {
  if (companyId === PLATFORM_COMPANY_ID) return false;
  const days = daysUntilDue(dueDate, now);
  return days !== null && days < 0;
}
