import { SCHEDULE_BODY_PREVIEW, SCHEDULE_DEFAULT_DELAY_MS } from '@guiche/shared';
import { truncate } from '../../lib/text';

const pad = (value: number) => String(value).padStart(2, '0');

/** A schedule's moment as the list shows it (spec 3 "Scheduled messages"): DD/MM/YYYY HH:mm:ss, in the browser's zone. */
export function formatScheduleMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The body as the list shows it: cut at 25 characters (spec 3 §9), with an ellipsis when something was left out. */
export function bodyPreview(body: string): string {
  return truncate(body, SCHEDULE_BODY_PREVIEW);
}

/** A moment as a datetime-local input holds it: YYYY-MM-DDTHH:mm:ss in the browser's zone. */
export function toDateTimeLocal(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The dialog's proposal for a new schedule: now plus one hour (spec 3 §5), on the minute so the field reads cleanly. */
export function defaultSendAt(now: Date): string {
  const proposed = new Date(now.getTime() + SCHEDULE_DEFAULT_DELAY_MS);
  proposed.setSeconds(0, 0);
  return toDateTimeLocal(proposed);
}

/**
 * What a datetime-local input holds (YYYY-MM-DDTHH:mm, seconds optional, the browser's zone) as the instant the API
 * takes: ISO 8601 with the browser's offset, e.g. 2026-03-01T14:30:00-03:00. Null for an empty or partial value.
 */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // getTimezoneOffset counts minutes behind UTC (180 in São Paulo): the opposite sign of the ISO offset (-03:00).
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${toDateTimeLocal(date)}${zone}`;
}
