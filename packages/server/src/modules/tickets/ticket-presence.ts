import type { PresenceState } from '@guiche/shared';

/** What a ticket answer shows of the contact's presence (spec 1 §2): typing or recording, else nothing. */
type ShownPresence = Extract<PresenceState, 'composing' | 'recording'>;

/**
 * WhatsApp repeats 'composing' about every 10 s while the contact types and says 'paused' when they stop; a
 * stop that never arrives (the phone went offline) is forgotten after this long.
 */
const PRESENCE_TTL_MS = 30_000;
/** Chats typing at once that are remembered at most; the oldest go first (a burst cannot grow the map unbounded). */
const MAX_REMEMBERED = 10_000;

/** By ticket id, which is unique across companies. */
const remembered = new Map<number, { state: ShownPresence; until: number }>();

/**
 * The last presence each ticket's contact showed, in this process's memory: presence is a passing state the channel
 * reports to the process holding the connection, never stored. Ticket answers and events of that process carry it
 * (ticket.presenter.ts); another process answers null, as it would a moment later anyway.
 */
export function rememberPresence(ticketId: number, state: PresenceState, now = Date.now()): void {
  remembered.delete(ticketId);
  if (state !== 'composing' && state !== 'recording') return;
  remembered.set(ticketId, { state, until: now + PRESENCE_TTL_MS });
  if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as number);
}

/** The ticket's contact is typing or recording now, as last reported here; null otherwise. */
export function presenceOf(ticketId: number, now = Date.now()): ShownPresence | null {
  const entry = remembered.get(ticketId);
  if (!entry) return null;
  if (entry.until > now) return entry.state;
  remembered.delete(ticketId);
  return null;
}
