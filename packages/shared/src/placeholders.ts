import { wallClockOf } from './time-zones.js';

/**
 * Message placeholders (spec 3 §2): `{{name}}`, `{{firstName}}`, `{{userName}}`, `{{ms}}`, `{{protocol}}`,
 * `{{date}}`, `{{hour}}`, `{{ticket_id}}`, `{{queue}}`, `{{connection}}`. One renderer for every text the product
 * sends in the company's name: bot steps, agent greetings, campaigns and quick messages.
 */

export const PLACEHOLDER_NAMES = [
  'name',
  'firstName',
  'userName',
  'ms',
  'protocol',
  'date',
  'hour',
  'ticket_id',
  'queue',
  'connection',
] as const;
export type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];

/** What a text is rendered for. Missing facts render as '' (a greeting without an attendant reads fine). */
export interface PlaceholderContext {
  contactName?: string | null | undefined;
  userName?: string | null | undefined;
  ticketId?: number | null | undefined;
  queueName?: string | null | undefined;
  connectionName?: string | null | undefined;
  now: Date;
  /** The company's zone: {{date}}, {{hour}}, {{ms}} and {{protocol}} are its wall clock. */
  timeZone: string;
}

/** 'Bom dia' before noon, 'Boa tarde' before 18h, 'Boa noite' otherwise (company time). */
export function greetingOfHour(hour: number): string {
  if (hour >= 5 && hour < 12) return 'Bom dia';
  if (hour >= 12 && hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

/** The wall clock's fields as text, two digits but the year's. */
function clockTexts(
  at: Date,
  timeZone: string,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const clock = wallClockOf(at, timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  return {
    year: String(clock.year),
    month: two(clock.month),
    day: two(clock.day),
    hour: two(clock.hour),
    minute: two(clock.minute),
    second: two(clock.second),
  };
}

/** Each placeholder's value for `context`. */
export function placeholderValues(context: PlaceholderContext): Record<PlaceholderName, string> {
  const clock = clockTexts(context.now, context.timeZone);
  // Spec 1 §9: dd/MM/yyyy and HH:mm:ss.
  const date = `${clock.day}/${clock.month}/${clock.year}`;
  const hour = `${clock.hour}:${clock.minute}:${clock.second}`;
  const name = context.contactName?.trim() ?? '';
  const ticketId = context.ticketId == null ? '' : String(context.ticketId);
  return {
    name,
    firstName: name.split(/\s+/)[0] ?? '',
    userName: context.userName?.trim() ?? '',
    ms: greetingOfHour(Number(clock.hour)),
    // The attendance protocol: the moment (company time) and the ticket, readable and unique per ticket.
    protocol: `${clock.year}${clock.month}${clock.day}${clock.hour}${clock.minute}${clock.second}${ticketId}`,
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
  return template.replace(PLACEHOLDER, (whole, key: string) =>
    known.has(key) ? values[key as PlaceholderName] : whole,
  );
}
