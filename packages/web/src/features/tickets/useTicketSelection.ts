import { useCallback, useMemo, useState } from 'react';
import type { TicketView } from '@guiche/shared';

const NONE: ReadonlyMap<number, TicketView> = new Map();

/**
 * The tickets ticked in the manager's selection mode, by id, with the rows as they were ticked (their names word the
 * bulk result). A selection belongs to one list: another list (`listKey`) starts with nothing ticked.
 */
export function useTicketSelection(listKey: string) {
  const [state, setState] = useState<{ listKey: string; tickets: ReadonlyMap<number, TicketView> }>({
    listKey,
    tickets: NONE,
  });
  const tickets = state.listKey === listKey ? state.tickets : NONE;

  const edit = useCallback(
    (change: (tickets: Map<number, TicketView>) => void) =>
      setState((current) => {
        const next = new Map(current.listKey === listKey ? current.tickets : NONE);
        change(next);
        return { listKey, tickets: next };
      }),
    [listKey],
  );
  const toggle = useCallback(
    (ticket: TicketView) =>
      edit((next) => {
        if (!next.delete(ticket.id)) next.set(ticket.id, ticket);
      }),
    [edit],
  );
  /** Ticks every row given, or none. */
  const setAll = useCallback(
    (rows: readonly TicketView[]) =>
      edit((next) => {
        next.clear();
        for (const row of rows) next.set(row.id, row);
      }),
    [edit],
  );
  const selected = useMemo<ReadonlySet<number>>(() => new Set(tickets.keys()), [tickets]);
  return { tickets, selected, toggle, setAll };
}
export type TicketSelection = ReturnType<typeof useTicketSelection>;
