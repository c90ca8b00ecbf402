import type { BaileysEventMap } from 'baileys';
import { IMPORT_WINDOW_YEARS } from '@guiche/shared';
import type { ChannelEvent, InboundMessage } from '../types.js';
import { mapInboundMessage, type InboundContext } from './map-inbound.js';

/**
 * The old messages a connection imports when its phone pairs (spec 2 §3 importOldMessages, importRecentMessages,
 * importOldMessagesGroups): those sent between `from` and `to`, group chats only with `groups`.
 */
export interface ImportWindow {
  from: Date;
  to: Date;
  groups: boolean;
}

/**
 * The window a connection's settings ask for, at most 2 years back (spec 2 §9); undefined when no import is set.
 * Without a recent date the window reaches the present.
 */
export function importWindowOf(
  settings: { importOldMessages: Date | null; importRecentMessages: Date | null; importOldMessagesGroups: boolean },
  now: Date,
): ImportWindow | undefined {
  if (!settings.importOldMessages) return undefined;
  const earliest = new Date(now);
  earliest.setFullYear(earliest.getFullYear() - IMPORT_WINDOW_YEARS);
  const from = settings.importOldMessages < earliest ? earliest : settings.importOldMessages;
  const to = settings.importRecentMessages ?? NO_END;
  return from <= to ? { from, to, groups: settings.importOldMessagesGroups } : undefined;
}

export function inImportWindow(message: InboundMessage, window: ImportWindow): boolean {
  return message.at >= window.from && message.at <= window.to && (!message.group || window.groups);
}

/** The latest moment a Date holds: a window without a recent date has no end. */
const NO_END = new Date(8.64e15);

/** History the phone syncs arrives in chunks; the last of a sync says so with progress 100. */
const SYNC_DONE = 100;

/**
 * A `messaging-history.set` chunk as a history event: its conversation messages inside the window, marked imported.
 * Undefined when there is nothing for the import in it (no message in the window, and not the end of the sync).
 */
export function historyEvent(
  set: BaileysEventMap['messaging-history.set'],
  context: Omit<InboundContext, 'live' | 'allowGroup'>,
  window: ImportWindow,
): Extract<ChannelEvent, { type: 'history' }> | undefined {
  const messages = set.messages.flatMap((raw) => {
    const message = mapInboundMessage(raw, { ...context, live: false, allowGroup: window.groups });
    return message && inImportWindow(message, window) ? [{ ...message, imported: true }] : [];
  });
  const complete = set.progress === SYNC_DONE;
  return messages.length > 0 || complete ? { type: 'history', messages, complete } : undefined;
}
