import { createContext, useContext } from 'react';
import type { TicketView } from '@guiche/shared';
import type { TicketTransition } from './ticketTransitions';

/** What a row (or a dialog of the manager) may do with a ticket; TicketActionsProvider holds the dialogs. */
export interface TicketActions {
  /** A row of the states table; accepting a ticket without a queue asks for one first. */
  run(transition: TicketTransition, ticket: TicketView): void;
  transfer(ticket: TicketView): void;
  /** Asks for confirmation; only offered to roles allowed ticket-options:deleteTicket. */
  remove(ticket: TicketView): void;
  /**
   * The "already held by" answer of a create or reopen: true when the error was one (the viewer was taken to their
   * ticket or told who holds it), false for any other error, which the caller reports as usual.
   */
  handleConflict(error: unknown): boolean;
  /** The ticket an action is running for, so its row can wait. */
  busyTicketId: number | null;
}

export const TicketActionsContext = createContext<TicketActions | null>(null);

export function useTicketActions(): TicketActions {
  const actions = useContext(TicketActionsContext);
  if (!actions) throw new Error('useTicketActions must be used inside <TicketActionsProvider>');
  return actions;
}
