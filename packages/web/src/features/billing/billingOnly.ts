import { isSubscriptionExpired, type SessionUser } from '@guiche/shared';

/** Where a billing-only session lives (spec 1 §4: an expired subscription is sent to /financeiro-aberto). */
export const BILLING_ONLY_PATH = '/financeiro-aberto';

/**
 * A session of a company past its due date is billing-only, as the server decides it (AuthService.isBillingOnly):
 * it reaches its invoices and the checkout, nothing else. Super administrators and company 1 never are.
 */
export function isBillingOnly(user: SessionUser, now: Date = new Date()): boolean {
  return !user.super && isSubscriptionExpired(user.company.id, user.company.dueDate, now);
}

/** Where the route guard sends a session on `pathname`: a billing-only one anywhere but its screen goes there. */
export function billingRedirect(user: SessionUser, pathname: string, now: Date = new Date()): string | null {
  return isBillingOnly(user, now) && pathname.toLowerCase() !== BILLING_ONLY_PATH ? BILLING_ONLY_PATH : null;
}

/** The session user with the company's new due date (a payment, or the date a 402 answer carried). */
export function withDueDate(user: SessionUser, dueDate: string): SessionUser {
  return { ...user, company: { ...user.company, dueDate } };
}
