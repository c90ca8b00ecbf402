import { createContext, useContext, useEffect, useEffectEvent } from 'react';
import { SHORTCUTS, type ShortcutDefinition } from './shortcutCatalog';
import type { ShortcutHandler, ShortcutRegistry } from './shortcutRegistry';

export interface ShortcutsContextValue {
  registry: ShortcutRegistry;
  /** Opens the '?' sheet. */
  openHelp(): void;
}

export const ShortcutsContext = createContext<ShortcutsContextValue | null>(null);

const ignore = () => undefined;

interface ShortcutOptions {
  /** False while the action is not offered (no pending ticket to accept, a request running): the key does nothing. */
  enabled?: boolean;
}

/**
 * Binds a shortcut of the catalogue to what it does on the screen that calls this, for as long as the screen is
 * mounted and `enabled`. The keys, the group and the text come from the definition (pass the catalogue's own object,
 * SHORTCUTS.x, which stays the same between renders), so the '?' sheet shows them as they work. The handler may
 * change every render; the latest one runs. Outside <ShortcutsProvider> (a component test, a screen rendered on its
 * own) the shortcut simply does not exist.
 */
export function useShortcut(definition: ShortcutDefinition, handler: ShortcutHandler, options: ShortcutOptions = {}) {
  const context = useContext(ShortcutsContext);
  const registry = context?.registry;
  const enabled = options.enabled ?? true;
  const run = useEffectEvent(handler);
  useEffect(() => {
    if (!registry || !enabled) return;
    return registry.add(definition, (event) => run(event));
  }, [registry, definition, enabled]);
}

/** Binds '?' to the sheet and hands over the opener, for a menu entry. Does nothing outside the provider. */
export function useShortcutsHelp(): () => void {
  const context = useContext(ShortcutsContext);
  const openHelp = context?.openHelp ?? ignore;
  useShortcut(SHORTCUTS.help, openHelp);
  return openHelp;
}
