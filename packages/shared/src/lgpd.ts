/** The character standing for each hidden digit. */
export const MASK_CHAR = '•';

/**
 * A contact number as profile user sees it when setting lgpdHideNumber is enabled (spec 1 §5): the four
 * characters before the last four are hidden, so the country and area codes and the line's end stay recognisable
 * ('551199994321' → '5511••••4321', '5511999994321' → '55119••••4321'). Numbers of eight characters or fewer keep
 * only their last four.
 */
export function maskPhoneNumber(number: string): string;
export function maskPhoneNumber(number: string | null): string | null;
export function maskPhoneNumber(number: string | null): string | null {
  if (number === null) return null;
  const kept = 4;
  if (number.length <= kept) return MASK_CHAR.repeat(number.length);
  const hiddenFrom = Math.max(0, number.length - kept * 2);
  return number.slice(0, hiddenFrom) + MASK_CHAR.repeat(number.length - kept - hiddenFrom) + number.slice(-kept);
}
