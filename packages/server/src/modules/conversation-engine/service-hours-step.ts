import type { ServiceHours } from '@guiche/shared';
import type { QueueRow } from '../queues/queues.repository.js';
import type { NewTicket } from '../tickets/tickets.repository.js';
import type { Conversation } from './conversation.js';
import { BOT_TEXTS } from './engine-texts.js';
import { outOfHoursSince } from './service-hours.js';
import { held, type Step } from './step.js';

interface Hours {
  schedules: readonly ServiceHours[];
  message: string;
}

/** The connection's out-of-hours text, else the default one (also what a queue without its own text says). */
const outOfHoursText = (c: Conversation) => c.connection.outOfHoursMessage?.trim() || BOT_TEXTS.outOfHours;

/** The hours that apply to the ticket under the company's scheduleType, and the message for outside them. */
async function hoursOf(c: Conversation): Promise<Hours | undefined> {
  const fallback = outOfHoursText(c);
  switch (c.settings.scheduleType) {
    case 'company':
      return withHours(await c.companySchedules(), fallback);
    case 'connection':
      return withHours(c.connection.schedules, fallback);
    case 'queue': {
      if (c.ticket.queueId === null) return undefined;
      const queue = await c.queue(c.ticket.queueId);
      return queue ? queueHours(queue, fallback) : undefined;
    }
    case 'disabled':
      return undefined;
  }
}

/**
 * Hours nobody has set mean always open: choosing a scheduleType must not close every connection (or queue) whose
 * hours were never filled in.
 */
const withHours = (schedules: readonly ServiceHours[], message: string): Hours | undefined =>
  schedules.length === 0 ? undefined : { schedules, message };

const queueHours = (queue: QueueRow, fallback: string): Hours | undefined =>
  withHours(queue.schedules, queue.outOfHoursMessage?.trim() || fallback);

/**
 * What the hours say of the ticket now. Out of hours: the message once per closed period (outOfHoursNotifiedAt),
 * the ticket marked isOutOfHour, and the bot silent until the hours open. Back within hours the mark is cleared and
 * the conversation goes on.
 */
export interface HoursVerdict {
  open: boolean;
  /** The ticket's out-of-hours marks as they must become (empty: as they are). */
  marks: Partial<NewTicket>;
  /** The out-of-hours message, when this closed period has not been told yet. */
  message?: string | undefined;
}

function verdictOf(c: Conversation, hours: Hours | undefined): HoursVerdict {
  const since = hours && outOfHoursSince(hours.schedules, c.now, c.timeZone);
  if (!hours || !since) return { open: true, marks: c.ticket.isOutOfHour ? { isOutOfHour: false } : {} };
  const notified = c.ticket.outOfHoursNotifiedAt;
  if (notified && notified.getTime() >= since.getTime()) return { open: false, marks: {} };
  return { open: false, marks: { isOutOfHour: true, outOfHoursNotifiedAt: c.now }, message: hours.message };
}

/** A ticket an attendant holds gets nothing unless sendMessageOutExpedientTicketOpen. */
export const serviceHoursStep: Step = async (c) => {
  if (c.settings.scheduleType === 'disabled') return false;
  if (held(c) && !c.settings.sendMessageOutExpedientTicketOpen) return false;
  const verdict = verdictOf(c, await hoursOf(c));
  if (Object.keys(verdict.marks).length > 0) await c.change(verdict.marks, [], { held: true, say: [verdict.message] });
  return !verdict.open;
};

/**
 * With scheduleType queue, a queue the contact chooses may be closed: its out-of-hours message replaces its
 * greeting. Other schedule types leave the queue open.
 */
export function queueHoursVerdict(c: Conversation, queue: QueueRow): HoursVerdict {
  if (c.settings.scheduleType !== 'queue') return { open: true, marks: {} };
  return verdictOf(c, queueHours(queue, outOfHoursText(c)));
}
