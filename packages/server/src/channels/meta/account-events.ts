import type { ChannelEvent } from '../types.js';

/** Events of one webhook delivery for one channel account (Cloud API phone_number_id, Page id, IG account id). */
export interface AccountEvents {
  accountId: string;
  events: ChannelEvent[];
}

/**
 * Collects events per account in arrival order. One delivery may batch several entries for the same account;
 * merging them keeps one sink call per account without reordering anything within it.
 */
export class EventsByAccount {
  private readonly byAccount = new Map<string, ChannelEvent[]>();

  add(accountId: string, ...events: ChannelEvent[]): void {
    if (events.length === 0) return;
    const list = this.byAccount.get(accountId);
    if (list) list.push(...events);
    else this.byAccount.set(accountId, [...events]);
  }

  list(): AccountEvents[] {
    return [...this.byAccount].map(([accountId, events]) => ({ accountId, events }));
  }
}

/** Unix seconds (Cloud API, as strings) or milliseconds (Messenger) to a Date; undefined when absent or garbled. */
export function dateFromUnix(value: number | undefined, unit: 'seconds' | 'milliseconds'): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(unit === 'seconds' ? value * 1000 : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
