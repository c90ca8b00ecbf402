import { SHORTCUTS } from './shortcutCatalog';
import { useShortcut } from './shortcutsContext';

/** What the open ticket's bar offers now; an action left out (not offered, or a request running) has no key. */
interface OpenTicketActions {
  accept?: () => void;
  /** Opens the bar's resolve choices; a shortcut never resolves by itself. */
  resolve?: () => void;
  transfer?: () => void;
}

/** a, r and t on the open ticket: the same actions as its bar's buttons, under the same conditions. */
export function useOpenTicketShortcuts({ accept, resolve, transfer }: OpenTicketActions) {
  useShortcut(SHORTCUTS.accept, () => accept?.(), { enabled: accept !== undefined });
  useShortcut(SHORTCUTS.resolve, () => resolve?.(), { enabled: resolve !== undefined });
  useShortcut(SHORTCUTS.transfer, () => transfer?.(), { enabled: transfer !== undefined });
}
