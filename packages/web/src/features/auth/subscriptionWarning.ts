import { toast } from 'react-toastify';
import { daysUntilDue, SUBSCRIPTION_WARNING_DAYS } from '@guiche/shared';
import { i18n } from '../../i18n';
import { formatDate } from '../../lib/dates';

/** Spec 1 §4: fewer than 5 days left shows a warning, once per login (so it is called from the login only). */
export function warnIfSubscriptionEndsSoon(dueDate: string | null): void {
  const days = daysUntilDue(dueDate);
  if (days === null || days < 0 || days >= SUBSCRIPTION_WARNING_DAYS) return;
  toast.warn(i18n.t('session.subscriptionEnding', { count: days }), { toastId: 'subscription-ending' });
}

/** Spec 1 §4: a login whose subscription expired is told so ('Opss! Sua assinatura venceu {date}. …') on its way to pay. */
export function warnSubscriptionExpired(dueDate: string | null): void {
  toast.error(i18n.t('billing.expired', { date: dueDate ? formatDate(dueDate) : '' }), {
    toastId: 'subscription-expired',
  });
}
