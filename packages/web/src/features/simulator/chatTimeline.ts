import type { SimulatorMessage } from './simulatorApi';

/**
 * How a simulated chat reads on the phone: messages in order with a separator at each new day, reactions shown on
 * the message they react to (not as messages of their own), and each quote resolved to the message it quotes.
 */
export interface Reaction {
  emoji: string;
  direction: SimulatorMessage['direction'];
}

export type TimelineItem =
  | { type: 'day'; key: string; day: Date }
  | { type: 'message'; key: string; message: SimulatorMessage; reactions: Reaction[]; quoted: SimulatorMessage | null };

/** The local calendar day of a moment, 'yyyy-MM-dd'. */
export function dayKeyOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Each side's latest reaction per message; an empty emoji takes a reaction back. */
function reactionsByTarget(messages: readonly SimulatorMessage[]): Map<string, Reaction[]> {
  const latest = new Map<string, Map<SimulatorMessage['direction'], string>>();
  for (const message of messages) {
    if (message.kind !== 'reaction' || !message.targetWid) continue;
    const sides = latest.get(message.targetWid) ?? new Map<SimulatorMessage['direction'], string>();
    sides.set(message.direction, message.body);
    latest.set(message.targetWid, sides);
  }
  return new Map(
    [...latest].map(([target, sides]) => [
      target,
      [...sides].filter(([, emoji]) => emoji !== '').map(([direction, emoji]) => ({ emoji, direction })),
    ]),
  );
}

export function buildTimeline(messages: readonly SimulatorMessage[]): TimelineItem[] {
  const byWid = new Map(messages.map((message) => [message.wid, message]));
  const reactions = reactionsByTarget(messages);
  const items: TimelineItem[] = [];
  let currentDay = '';
  for (const message of messages) {
    if (message.kind === 'reaction') continue;
    const day = new Date(message.createdAt);
    const key = dayKeyOf(day);
    if (key !== currentDay) {
      items.push({ type: 'day', key: `day-${key}`, day });
      currentDay = key;
    }
    items.push({
      type: 'message',
      key: message.wid,
      message,
      reactions: reactions.get(message.wid) ?? [],
      quoted: message.quotedWid ? (byWid.get(message.quotedWid) ?? null) : null,
    });
  }
  return items;
}

export type DayLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; date: string };

/** 'Hoje', 'Ontem' or the date (dd/MM/yyyy) above a day's messages. */
export function dayLabelOf(day: Date, now: Date): DayLabel {
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKeyOf(day) === dayKeyOf(now)) return { kind: 'today' };
  if (dayKeyOf(day) === dayKeyOf(yesterday)) return { kind: 'yesterday' };
  const [year, month, date] = dayKeyOf(day).split('-');
  return { kind: 'date', date: `${date}/${month}/${year}` };
}

/** The ticks of a message the contact sent: how far the company got with it. */
export type AckState = 'pending' | 'sent' | 'delivered' | 'read';

export function ackStateOf(ack: number): AckState {
  if (ack <= 0) return 'pending';
  if (ack === 1) return 'sent';
  if (ack === 2) return 'delivered';
  return 'read';
}

/** The first name line (FN) of a shared contact card, or null. */
export function vcardName(vcard: string): string | null {
  const line = vcard.split(/\r?\n/).find((entry) => entry.toUpperCase().startsWith('FN:'));
  return line ? line.slice(3).trim() || null : null;
}

/** A location body 'latitude,longitude', or null when the body is not one. */
export function coordinatesOf(body: string): { latitude: number; longitude: number } | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(body);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}
