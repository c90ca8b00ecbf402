import { AppError } from '../../http/app-error.js';

/** The fewest digits a phone number may have (the form asks for 8 characters, spec 1 §5). */
const MIN_DIGITS = 8;

/**
 * Contacts store the number as digits with the country code ('+55 (11) 9999-4321' → '551199994321'), as the
 * channels give them, so one person typed by hand and one who wrote in are the same row.
 */
export function normaliseNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length < MIN_DIGITS) {
    throw new AppError('ERR_VALIDATION', { message: 'Invalid request', issues: [{ path: 'number', message: 'validation.invalidPhone' }] });
  }
  return digits;
}
