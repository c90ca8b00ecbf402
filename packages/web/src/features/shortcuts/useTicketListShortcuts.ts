import type { TicketView } from '@guiche/shared';
import { SHORTCUTS } from './shortcutCatalog';
import { useShortcut } from './shortcutsContext';
import { neighbourIndex } from './ticketNavigation';

/**
 * j/k and Alt+↓/↑ on the ticket list shown: open the next or previous ticket, as a click on its row does, after
 * scrolling it into view (`reveal`; in a virtual list the row may not be in the page yet, and reaching the end of the
 * loaded rows lets the list load its next page as a scroll would).
 */
export function useTicketListShortcuts(
  tickets: readonly TicketView[],
  openUuid: string | undefined,
  open: (ticket: TicketView) => void,
  reveal: (index: number) => void,
) {
  const go = (step: 1 | -1) => {
    const index = neighbourIndex(tickets, openUuid, step);
    const ticket = index === null ? undefined : tickets[index];
    if (index === null || !ticket) return;
    reveal(index);
    open(ticket);
  };
  const enabled = tickets.length > 0;
  useShortcut(SHORTCUTS.nextTicket, () => go(1), { enabled });
  useShortcut(SHORTCUTS.previousTicket, () => go(-1), { enabled });
}
