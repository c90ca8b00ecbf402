import type { RefObject } from 'react';
import { SHORTCUTS } from './shortcutCatalog';
import { useShortcut } from './shortcutsContext';

/**
 * '/' on the ticket manager: to the search field, with what it holds selected so that typing replaces it. Away from
 * the search tab it brings the tab forward (`showSearch`), whose field takes the focus as it appears.
 */
export function useTicketSearchShortcut(
  searching: boolean,
  showSearch: () => void,
  input: RefObject<HTMLInputElement | null>,
) {
  useShortcut(SHORTCUTS.searchTickets, () => {
    if (!searching) {
      showSearch();
      return;
    }
    input.current?.focus();
    input.current?.select();
  });
}
