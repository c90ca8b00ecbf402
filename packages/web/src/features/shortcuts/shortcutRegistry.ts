import { matchesBinding, parseBinding, worksWhileTyping, type KeyBinding } from './keyBinding';
import { isTextField } from './keyboardTargets';
import type { ShortcutDefinition, ShortcutId } from './shortcutCatalog';

/** What a shortcut does; returning false says the key was not its to take, and the browser keeps it. */
export type ShortcutHandler = (event: KeyboardEvent) => boolean | void;

interface Entry {
  id: ShortcutId;
  bindings: readonly KeyBinding[];
  whileTyping: boolean;
  run: ShortcutHandler;
}

/**
 * The shortcuts on screen now. The latest registered wins a key several want (the screen mounted last is the one the
 * user is looking at); the '?' sheet reads which ids are registered to grey out those that do nothing here.
 */
export class ShortcutRegistry {
  private entries: Entry[] = [];
  private registered: ReadonlySet<ShortcutId> = new Set();
  private readonly listeners = new Set<() => void>();

  /** Registers a shortcut; the answer unregisters it. */
  add(definition: ShortcutDefinition, run: ShortcutHandler): () => void {
    const entry: Entry = {
      id: definition.id,
      bindings: definition.keys.map(parseBinding),
      whileTyping: definition.whileTyping ?? false,
      run,
    };
    this.entries = [...this.entries, entry];
    this.changed();
    return () => {
      this.entries = this.entries.filter((other) => other !== entry);
      this.changed();
    };
  }

  /** Runs the shortcut the keydown stands for, if any; true when one took it (the caller prevents the default). */
  dispatch(event: KeyboardEvent): boolean {
    const typing = isTextField(event.target);
    for (let index = this.entries.length - 1; index >= 0; index -= 1) {
      const entry = this.entries[index];
      if (!entry || (typing && !entry.whileTyping)) continue;
      const binding = entry.bindings.find((candidate) => matchesBinding(candidate, event));
      if (!binding || (typing && !worksWhileTyping(binding))) continue;
      if (entry.run(event) !== false) return true;
    }
    return false;
  }

  /** The ids registered now; the same set until a registration changes (a useSyncExternalStore snapshot). */
  readonly registeredIds = (): ReadonlySet<ShortcutId> => this.registered;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed() {
    this.registered = new Set(this.entries.map((entry) => entry.id));
    for (const listener of this.listeners) listener();
  }
}
