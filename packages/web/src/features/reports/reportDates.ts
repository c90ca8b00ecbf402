import { reportTimeZoneFor } from '@guiche/shared';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A report moment as dd/MM/yy HH:mm in the report zone of the interface's language (spec 1 §9), not the browser's:
 * a ticket the server counted on a day in Monterrey shows that day's date, wherever the viewer's computer is.
 */
export function formatReportDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const timeZone = reportTimeZoneFor(language);
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}
