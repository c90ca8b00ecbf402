import type { MessageView } from '@guiche/shared';

/**
 * How a ticket's messages read in the chat: oldest first, a separator at each new calendar day, and reactions shown
 * on the message they react to rather than as messages of their own.
 */
export type TimelineItem =
  { type: 'day'; key: string; label: DayLabel } | { type: 'message'; key: string; message: MessageView };

/** 'HOJE' for today, the date (dd/MM/yyyy) for any other day (spec 1 §2, §9). */
export type DayLabel = { kind: 'today' } | { kind: 'date'; date: string };

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of a moment, 'yyyy-MM-dd'. */
export function dayKeyOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function dayLabelOf(day: Date, now: Date): DayLabel {
  if (dayKeyOf(day) === dayKeyOf(now)) return { kind: 'today' };
  return { kind: 'date', date: `${pad(day.getDate())}/${pad(day.getMonth() + 1)}/${day.getFullYear()}` };
}

/** Older before newer; two messages of the same instant keep the order they were stored in. */
export function compareMessages(a: MessageView, b: MessageView): number {
  const byTime = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  return byTime !== 0 ? byTime : a.id - b.id;
}

/** Pages of the list (each newest first or oldest first, overlapping after live inserts) as one ordered list. */
export function mergeMessages(pages: readonly (readonly MessageView[])[]): MessageView[] {
  const byId = new Map<number, MessageView>();
  for (const page of pages) for (const message of page) byId.set(message.id, message);
  return [...byId.values()].sort(compareMessages);
}

export function buildTimeline(messages: readonly MessageView[], now: Date): TimelineItem[] {
  const items: TimelineItem[] = [];
  let currentDay = '';
  for (const message of messages) {
    // A reaction is drawn on its target (MessageView.reactions), never as a bubble of its own.
    if (message.mediaType === 'reactionMessage') continue;
    const day = new Date(message.createdAt);
    const key = dayKeyOf(day);
    if (key !== currentDay) {
      items.push({ type: 'day', key: `day-${key}`, label: dayLabelOf(day, now) });
      currentDay = key;
    }
    items.push({ type: 'message', key: String(message.id), message });
  }
  return items;
}

/** One emoji under a bubble: how many reacted with it, and whether the company's side is among them. */
export interface ReactionSummary {
  emoji: string;
  count: number;
  fromMe: boolean;
}

/** Reactions grouped by emoji, in the order each emoji first appeared; empty emojis (taken back) are dropped. */
export function summarizeReactions(reactions: MessageView['reactions']): ReactionSummary[] {
  const byEmoji = new Map<string, ReactionSummary>();
  for (const { emoji, fromMe } of reactions) {
    if (!emoji) continue;
    const summary = byEmoji.get(emoji) ?? { emoji, count: 0, fromMe: false };
    summary.count += 1;
    summary.fromMe ||= fromMe;
    byEmoji.set(emoji, summary);
  }
  return [...byEmoji.values()];
}

/** The ticks of a message the company sent: 0 clock, 1 sent, 2 delivered, 3 or 4 read (spec 1 §2). */
export type AckState = 'pending' | 'sent' | 'delivered' | 'read';

export function ackStateOf(ack: number): AckState {
  if (ack <= 0) return 'pending';
  if (ack === 1) return 'sent';
  if (ack === 2) return 'delivered';
  return 'read';
}
