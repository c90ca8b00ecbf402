import { QUEUE_REDIRECT_OPTIONS } from '@guiche/shared';

/**
 * The queue-redirect time select (spec 2 §9): options labelled 0, 5, 10, 15, 20, 25, 30, 60 minutes, where 20 and
 * 25 carry 15, as the spec states. The select tracks the label; the form stores the minutes it carries.
 */
export const REDIRECT_LABELS: readonly number[] = QUEUE_REDIRECT_OPTIONS.map((option) => option.label);

/** The minutes an option stores; a label outside the list (a value set elsewhere) stands for itself. */
export function redirectMinutesOf(label: number): number {
  return QUEUE_REDIRECT_OPTIONS.find((option) => option.label === label)?.value ?? label;
}

/** The option shown for stored minutes: the first one carrying them (15 shows as 15, never as 20 or 25). */
export function redirectLabelOf(minutes: number): number {
  return QUEUE_REDIRECT_OPTIONS.find((option) => option.value === minutes)?.label ?? minutes;
}
