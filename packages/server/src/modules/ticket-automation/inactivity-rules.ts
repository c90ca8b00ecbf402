import type { ConnectionRow } from '../connections/connections.repository.js';
import type { TicketRow } from '../tickets/tickets.repository.js';

/** The connection fields of the inactivity tab (spec 2 §3). */
export type InactivityConfig = Pick<
  ConnectionRow,
  'timeInactiveMessage' | 'inactiveMessage' | 'expiresTicket' | 'whenExpiresTicket' | 'expiresInactiveMessage'
>;

/** whenExpiresTicket 1: the rules also watch tickets an attendant holds (open), not only the bot's. */
const ALSO_OPEN = 1;

/** Whether the connection has an inactivity rule at all (most have none: then no timer is ever scheduled). */
export function hasInactivityRules(config: InactivityConfig): boolean {
  return (config.timeInactiveMessage > 0 && Boolean(config.inactiveMessage?.trim())) || config.expiresTicket > 0;
}

/**
 * Whether the inactivity rules watch this ticket now: while the bot holds it (isBot), and with whenExpiresTicket 1
 * also while it is open with an attendant. whenExpiresTicket names the tickets for both rules, the reminder and the
 * close: the reminder ("are you still there?") announces the close, so it goes where the close would. Groups are
 * never watched (a group's silence is not one contact's), nor tickets waiting for their rating (nps has its own
 * expiry), nor closed ones.
 */
export function isWatched(ticket: Pick<TicketRow, 'status' | 'isBot' | 'isGroup'>, config: InactivityConfig): boolean {
  if (ticket.isGroup || !['pending', 'open', 'lgpd'].includes(ticket.status)) return false;
  return ticket.isBot || (config.whenExpiresTicket === ALSO_OPEN && ticket.status === 'open');
}

export interface InactivityStep {
  /** close: expiresTicket minutes have passed; notice: timeInactiveMessage minutes have, and it was not sent yet. */
  action: 'close' | 'notice' | 'wait';
  /** When to look again (the next rule due), if any is left. */
  nextInMs?: number | undefined;
}

/**
 * What is due `silenceMs` into a silence (since the company's latest message the contact has not answered). Both
 * rules count from that message: the reminder once per silence, the close at expiresTicket whether or not the
 * reminder went.
 */
export function inactivityStep(
  silenceMs: number,
  noticeSent: boolean,
  config: InactivityConfig,
  minuteMs: number,
): InactivityStep {
  const closeAt = config.expiresTicket > 0 ? config.expiresTicket * minuteMs : undefined;
  if (closeAt !== undefined && silenceMs >= closeAt) return { action: 'close' };
  const noticeAt =
    config.timeInactiveMessage > 0 && config.inactiveMessage?.trim() && !noticeSent
      ? config.timeInactiveMessage * minuteMs
      : undefined;
  const noticeNow = noticeAt !== undefined && silenceMs >= noticeAt;
  const later = [noticeNow ? undefined : noticeAt, closeAt].filter((at): at is number => at !== undefined);
  const nextInMs = later.length > 0 ? Math.min(...later) - silenceMs : undefined;
  return { action: noticeNow ? 'notice' : 'wait', nextInMs };
}
