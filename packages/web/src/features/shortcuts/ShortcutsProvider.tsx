import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isModalOpen, isTextField } from './keyboardTargets';
import { SHORTCUTS } from './shortcutCatalog';
import { ShortcutRegistry } from './shortcutRegistry';
import { ShortcutsContext, type ShortcutsContextValue } from './shortcutsContext';

// The provider sits above the login page too: the sheet's code loads the first time it opens, not with the entry.
const ShortcutsHelpSheet = lazy(() =>
  import('./ShortcutsHelpSheet').then((module) => ({ default: module.ShortcutsHelpSheet })),
);

/**
 * Escape leaves the text field the user was in, so that the one-key shortcuts work again after '/' or 'c' took them
 * there. A search field with text keeps the browser's own Escape, which empties it first.
 */
function leaveField(event: KeyboardEvent): boolean {
  const field = event.target;
  if (!isTextField(field) || !(field instanceof HTMLElement)) return false;
  if (field instanceof HTMLInputElement && field.type === 'search' && field.value !== '') return false;
  field.blur();
  return true;
}

/**
 * The app's keyboard shortcuts: one keydown listener for all of them, and the '?' sheet. The listener runs after
 * the focused component's own handlers (it listens on the window, where the event arrives last), so a key a
 * component took — Escape closing the quick replies, Enter sending — never fires a shortcut too. Nothing fires while
 * a modal is open, during an IME composition, or on a key held down.
 */
export function ShortcutsProvider({ children }: { children: ReactNode }) {
  const [registry] = useState(() => new ShortcutRegistry());
  const [helpOpen, setHelpOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.repeat) return;
      if (isModalOpen(document)) return;
      if (registry.dispatch(event)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [registry]);
  useEffect(() => registry.add(SHORTCUTS.leaveField, leaveField), [registry]);

  const value = useMemo<ShortcutsContextValue>(() => ({ registry, openHelp: () => setHelpOpen(true) }), [registry]);
  return (
    <ShortcutsContext.Provider value={value}>
      {children}
      {helpOpen && (
        <Suspense fallback={null}>
          <ShortcutsHelpSheet registry={registry} onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </ShortcutsContext.Provider>
  );
}
