import type { PushPayload } from '@guiche/shared';
import { fill, PUSH_LABELS } from './push-labels.js';
import type { PushRecipient } from './push-facts.repository.js';

/**
 * A burst of new conversations (a campaign's replies, Monday morning) would otherwise ring a phone once per ticket:
 * a device is told of a waiting ticket at once, then for a minute only counts the ones after it, and one push at
 * the end of that minute says how many came. Messages and transfers are never held: each concerns the user alone.
 */
export const PENDING_QUIET_SECONDS = 60;

/** The push that ends a device's quiet minute: how many waiting tickets it held back, and the list to see them. */
export function digestPayload(recipient: Pick<PushRecipient, 'language'>, count: number): PushPayload {
  const labels = PUSH_LABELS[recipient.language];
  const form = new Intl.PluralRules(recipient.language).select(count) === 'one' ? 'one' : 'other';
  return {
    kind: 'ticketPending',
    title: fill(labels.digestTitle[form], { count: String(count) }),
    body: labels.digestBody,
    tag: 'tickets-waiting',
    url: '/tickets',
  };
}
