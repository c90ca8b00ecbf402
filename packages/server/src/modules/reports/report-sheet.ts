import type { Style } from 'exceljs';
import { wallClockOf } from '@guiche/shared';
import { REPORT_COLUMN_KEYS, type ReportColumnKey, type ReportLabels } from './report-labels.js';
import type { ReportRow } from './reports.repository.js';

/** Day and time as spec 1 §9 writes them; Excel shows this shape whatever the viewer's own locale. */
export const REPORT_DATE_FORMAT = 'dd/mm/yyyy hh:mm';

export type ReportCell = string | number | Date | null;

export interface ReportColumn {
  key: ReportColumnKey;
  header: string;
  width: number;
  /**
   * One object per column, given to each of its cells: exceljs looks a cell's style up by the object's identity, and
   * the fresh object it makes per cell from the column's style doubled the export's time (2.5 s against 1.2 s for
   * 100,000 rows, the time the export took with its dates as text).
   */
  style: Partial<Style>;
}

/** Widths in characters for the usual content; a longer header widens its column. */
const WIDTHS: Record<ReportColumnKey, number> = {
  id: 8,
  connection: 20,
  contact: 28,
  user: 20,
  queue: 18,
  status: 12,
  lastMessage: 40,
  createdAt: 17,
  closedAt: 17,
  supportTime: 12,
  nps: 6,
};
/** Room beside a header for the filter's button. */
const FILTER_BUTTON = 4;

/** The screen's '{{value}} min' as a number format: the cell stays the number of minutes, shown as the screen does. */
export function minutesFormat(pattern: string): string {
  const [before = '', after = ''] = pattern.split('{{value}}');
  // Quotes would end Excel's literal text early; no language's unit has any.
  const literal = (text: string) => (text ? `"${text.replaceAll('"', '')}"` : '');
  return `${literal(before)}General${literal(after)}`;
}

export function reportColumns(labels: ReportLabels): ReportColumn[] {
  const date: Partial<Style> = { numFmt: REPORT_DATE_FORMAT };
  const styles: Partial<Record<ReportColumnKey, Partial<Style>>> = {
    createdAt: date,
    closedAt: date,
    supportTime: { numFmt: minutesFormat(labels.minutes) },
  };
  return REPORT_COLUMN_KEYS.map((key) => ({
    key,
    header: labels.columns[key],
    width: Math.max(WIDTHS[key], labels.columns[key].length + FILTER_BUTTON),
    style: styles[key] ?? {},
  }));
}

const HOUR_MS = 3_600_000;

/**
 * Excel's dates carry no zone: a cell holds a wall clock, which exceljs reads from a Date's UTC fields. This answers,
 * for an instant, the Date whose UTC fields are the zone's wall clock then. wallClockOf costs about 13 µs, and an
 * export writes two dates on each of up to 100,000 rows, so the zone's offset is looked up once per hour of the
 * report and reused for every instant of that hour; only in an hour whose offset changes (a daylight-saving night)
 * is each instant looked up. Offsets change at most once within an hour, so equal offsets at an hour's two ends
 * mean one offset throughout.
 */
export function wallClockDates(timeZone: string): (at: Date) => Date {
  const wallClockMs = (ms: number) => {
    const clock = wallClockOf(new Date(ms), timeZone);
    const millisecond = ms - Math.floor(ms / 1000) * 1000;
    return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second, millisecond);
  };
  const offsets = new Map<number, number | null>();
  const offsetOfHour = (hour: number): number | null => {
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const start = hour * HOUR_MS;
      const end = start + HOUR_MS - 1;
      const first = wallClockMs(start) - start;
      offset = wallClockMs(end) - end === first ? first : null;
      offsets.set(hour, offset);
    }
    return offset;
  };
  return (at) => {
    const ms = at.getTime();
    const offset = offsetOfHour(Math.floor(ms / HOUR_MS));
    return new Date(offset === null ? wallClockMs(ms) : ms + offset);
  };
}

/** A status in the screen's words; one the screen has no word for, as it is stored (as the screen shows it). */
function statusWord(labels: ReportLabels, status: string): string {
  return Object.hasOwn(labels.statuses, status) ? labels.statuses[status as keyof ReportLabels['statuses']] : status;
}

/**
 * A ticket as the export's row: the screen's status word, dates as the zone's wall clock (real dates, which Excel
 * sorts and filters), support time and NPS as numbers; what is missing stays an empty cell, not an empty text.
 */
export function reportCells(
  row: ReportRow,
  labels: ReportLabels,
  inZone: (at: Date) => Date,
): Record<ReportColumnKey, ReportCell> {
  return {
    id: row.id,
    connection: row.whatsappName,
    contact: row.contactName,
    user: row.userName,
    queue: row.queueName,
    status: statusWord(labels, row.status),
    lastMessage: row.lastMessage,
    createdAt: inZone(row.createdAt),
    closedAt: row.closedAt && inZone(row.closedAt),
    supportTime: row.supportTime,
    nps: row.NPS,
  };
}
