/**
 * Dates as the interface shows them (spec 1 §9: dd/MM/yyyy), through Intl with an explicit zone: the company's where
 * the caller passes it (reports, dashboards), else the browser's. Intl gives the two digits; one formatter per zone
 * and shape, as building one costs far more than formatting with it.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

type Shape = 'date' | 'shortDateTime' | 'time';
const SHAPES: Record<Shape, Intl.DateTimeFormatOptions> = {
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  shortDateTime: {
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

function partsOf(
  date: Date,
  shape: Shape,
  timeZone: string | undefined,
): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const key = `${shape}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { ...SHAPES[shape], timeZone });
    formats.set(key, format);
  }
  return Object.fromEntries(format.formatToParts(date).map(({ type, value }) => [type, value]));
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * dd/MM/yyyy. A calendar day (yyyy-MM-dd: a due date) is that day wherever it is read; an instant is the day it is in
 * `timeZone`, else the day its ISO text names (the server's UTC).
 */
export function formatDate(iso: string, timeZone?: string): string {
  const day = CALENDAR_DAY.test(iso) || timeZone === undefined ? /^\d{4}-\d{2}-\d{2}/.exec(iso)?.[0] : undefined;
  const date = new Date(day ?? iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = partsOf(date, 'date', day ? 'UTC' : timeZone);
  return `${part.day}/${part.month}/${part.year}`;
}

/** A moment as dd/MM/yy HH:mm (spec 2 §2's tables), in `timeZone` or the browser's. */
export function formatShortDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = partsOf(date, 'shortDateTime', timeZone);
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/** The time of day of a moment, HH:mm in `timeZone` or the browser's (chat bubbles). */
export function formatTimeOfDay(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = partsOf(date, 'time', timeZone);
  return `${part.hour}:${part.minute}`;
}
