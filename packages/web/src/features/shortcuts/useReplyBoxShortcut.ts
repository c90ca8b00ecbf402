import type { RefObject } from 'react';
import { SHORTCUTS } from './shortcutCatalog';
import { useShortcut } from './shortcutsContext';

/**
 * c and Alt+R: to the reply box, the caret after what is already written. `enabled` while the ticket takes
 * messages; while a voice note records the box is away and the key is left to the browser.
 */
export function useReplyBoxShortcut(input: RefObject<HTMLTextAreaElement | null>, enabled: boolean) {
  useShortcut(
    SHORTCUTS.reply,
    () => {
      const box = input.current;
      if (!box) return false;
      box.focus();
      box.setSelectionRange(box.value.length, box.value.length);
    },
    { enabled },
  );
}
