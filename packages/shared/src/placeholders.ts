/**
 * Message placeholders (spec 3 §2): `{{name}}`, `{{firstName}}`, `{{userName}}`, `{{ms}}`, `{{protocol}}`,
 * `{{date}}`, `{{hour}}`, `{{ticket_id}}`, `{{queue}}`, `{{connection}}`. One renderer for every text the product
 * sends in the company's name: bot steps, agent greetings, campaigns and quick messages.
 */

/** The company's clock when no other is configured: the product serves Brazilian companies first. */
export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';

export const PLACEHOLDER_NAMES = ['name', 'firstName', 'userName', 'ms', 'protocol', 'date', 'hour', 'ticket_id', 'queue', 'connection'] as const;
export type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];

/** What a text is rendered for. Missing facts render as '' (a greeting without an attendant reads fine). */
export interface PlaceholderContext {
  contactName?: string | null | undefined;
  userName?: string | null | undefined;
  ticketId?: number | null | undefined;
  queueName?: string | null | undefined;
  connectionName?: string | null | undefined;
  now: Date;
  timeZone?: string | undefined;
}

/**
 * One formatter per zone: building an Intl.DateTimeFormat costs about 60 µs, formatting with it a few; the report
 * export formats two dates for each of 100,000 rows.
 */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** Wall-clock fields of `at` in `timeZone`. */
export function wallClock(at: Date, timeZone: string = DEFAULT_TIMEZONE): { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: number } {
  const parts = wallClockFormat(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    hour: Number(part('hour')),
    minute: Number(part('minute')),
    second: Number(part('second')),
    // 0 Sunday … 6 Saturday, as Date#getDay.
    weekday: weekdays.indexOf(part('weekday')),
  };
}

/** 'Bom dia' before noon, 'Boa tarde' before 18h, 'Boa noite' otherwise (company time). */
export function greetingOfHour(hour: number): string {
  if (hour >= 5 && hour < 12) return 'Bom dia';
  if (hour >= 12 && hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** Each placeholder's value for `context`. */
export function placeholderValues(context: PlaceholderContext): Record<PlaceholderName, string> {
  const clock = wallClock(context.now, context.timeZone);
  const date = `${pad(clock.day)}/${pad(clock.month)}/${clock.year}`;
  const hour = `${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`;
  const name = context.contactName?.trim() ?? '';
  const ticketId = context.ticketId == null ? '' : String(context.ticketId);
  return {
    name,
    firstName: name.split(/\s+/)[0] ?? '',
    userName: context.userName?.trim() ?? '',
    ms: greetingOfHour(clock.hour),
    // The attendance protocol: the moment (company time) and the ticket, readable and unique per ticket.
    protocol: `${clock.year}${pad(clock.month)}${pad(clock.day)}${pad(clock.hour)}${pad(clock.minute)}${pad(clock.second)}${ticketId}`,
    date,
    hour,
    ticket_id: ticketId,
    queue: context.queueName ?? '',
    connection: context.connectionName ?? '',
  };
}

const PLACEHOLDER = /\{\{\s*([A-Za-z_]+)\s*\}\}/g;
const known = new Set<string>(PLACEHOLDER_NAMES);

/** `template` with every known placeholder replaced; unknown `{{…}}` are left as written (campaign variables). */
export function renderPlaceholders(template: string, context: PlaceholderContext): string {
  if (!template.includes('{{')) return template;
  const values = placeholderValues(context);
  return template.replace(PLACEHOLDER, (whole, key: string) => (known.has(key) ? values[key as PlaceholderName] : whole));
}
