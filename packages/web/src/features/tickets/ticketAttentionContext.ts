import { createContext, useContext } from 'react';
import type { TicketView } from '@guiche/shared';

/**
 * What a row may do with a ticket besides the states table: mark it unread and snooze it (TicketActionsProvider
 * holds the custom snooze dialog). Kept apart from TicketActions, whose shape other screens build.
 */
export interface TicketAttention {
  /** POST /tickets/{id}/unread. */
  markUnread(ticket: TicketView): void;
  /** Snoozes until `until` (an ISO instant): a preset of the snooze menu. */
  snooze(ticket: TicketView, until: string): void;
  /** Opens the dialog that picks the date and time. */
  chooseSnooze(ticket: TicketView): void;
  /** Ends the snooze now. */
  unsnooze(ticket: TicketView): void;
  /** The ticket one of these is running for. */
  busyTicketId: number | null;
}

export const TicketAttentionContext = createContext<TicketAttention | null>(null);

/** null outside the tickets page's provider (a list shown on its own): a row then offers none of these. */
export function useTicketAttention(): TicketAttention | null {
  return useContext(TicketAttentionContext);
}
