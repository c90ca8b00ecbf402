import { timeOfDayField } from '@guiche/shared';

/** Time-of-day fields (spec 2 §2 and §5): typed through the mask ##:##, stepped by 600 s with the arrow keys. */
export const TIME_STEP_SECONDS = 600;
const MINUTES_PER_DAY = 24 * 60;
const timeOfDay = timeOfDayField();

/** Keeps up to four digits and puts the colon after the hours: '0830' → '08:30', '8' → '8'. */
export function maskTime(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** A complete HH:MM on a 24-hour clock, as the server accepts it. */
export function isTimeOfDay(value: string): boolean {
  return timeOfDay.safeParse(value).success;
}

function format(minutes: number): string {
  const wrapped = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(wrapped / 60);
  return `${String(hours).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/**
 * The next time on the step grid up (direction 1) or down (-1), wrapping around midnight like a native time
 * input; an incomplete value starts from 00:00.
 */
export function stepTime(value: string, direction: 1 | -1, stepSeconds = TIME_STEP_SECONDS): string {
  const step = stepSeconds / 60;
  if (!isTimeOfDay(value)) return format(0);
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  const current = hours * 60 + minutes;
  const next = direction === 1 ? Math.floor(current / step) * step + step : Math.ceil(current / step) * step - step;
  return format(next);
}
