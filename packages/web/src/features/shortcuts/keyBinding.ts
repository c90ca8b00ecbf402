/**
 * A key binding as the catalogue writes it — 'j', '?', '/', 'Escape', 'alt+ArrowDown', 'shift+Enter' — and whether a
 * keydown is it.
 *
 * Keys are compared by `event.key`, what the user's layout produced, never by keyCode (deprecated, and tied to the
 * key's place: on ABNT2 '/' is a key of its own, keyCode 193, that US keyboards lack). So that the same binding works
 * on pt-BR ABNT2, US and Turkish Q keyboards:
 * - a symbol ('?', '/') matches however the layout types it: Shift+/ on US, Shift on the key beside the right Shift
 *   or AltGr+W on ABNT2, Shift+7 ('/') and Shift+* ('?') on Turkish Q. Shift is therefore not looked at, and AltGr is
 *   allowed although Windows reports it as Ctrl+Alt;
 * - a letter is compared lower-cased with `toLowerCase()`, locale-free: Caps Lock still matches, and a Turkish browser
 *   locale cannot turn 'I' into 'ı'. No binding uses i, whose dotted and dotless forms are different keys on Turkish
 *   keyboards. Shift+letter does not match: it stays free for typing-like uses;
 * - with Alt, macOS types a symbol instead of the letter (Option+R is '®'), so a letter binding with Alt falls back
 *   to the key's position (`event.code` 'KeyR') when what was produced is no letter at all;
 * - dead keys (´ ~ ^ on ABNT2 and US-International) arrive as 'Dead' and match nothing.
 */
export interface KeyBinding {
  /** A letter in lower case, a symbol, or a named key ('ArrowDown', 'Escape', 'Enter'). */
  key: string;
  alt: boolean;
  ctrl: boolean;
  shift: boolean;
}

/** The parts of a keydown a binding is matched against. */
export type KeyEventLike = Pick<
  KeyboardEvent,
  'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'getModifierState'
>;

const MODIFIERS = new Set(['alt', 'ctrl', 'shift']);
const LETTER = /^[a-z]$/;

export function parseBinding(text: string): KeyBinding {
  const parts = text.split('+');
  const key = parts.pop() ?? '';
  for (const modifier of parts) {
    // The catalogue is code: a misspelt modifier is a bug to see at once, not a binding that silently never fires.
    if (!MODIFIERS.has(modifier)) throw new Error(`Unknown modifier '${modifier}' in key binding '${text}'`);
  }
  return {
    key: LETTER.test(key.toLowerCase()) ? key.toLowerCase() : key,
    alt: parts.includes('alt'),
    ctrl: parts.includes('ctrl'),
    shift: parts.includes('shift'),
  };
}

/** The letter a keydown stands for, if any (see the macOS Alt note above). */
function letterOf(event: KeyEventLike): string | null {
  const produced = event.key.toLowerCase();
  if (LETTER.test(produced)) return produced;
  if (event.altKey && /^Key[A-Z]$/.test(event.code)) return event.code.slice(3).toLowerCase();
  return null;
}

/** Cmd and the Windows key combinations belong to the system and the browser: no binding takes them. */
export function matchesBinding(binding: KeyBinding, event: KeyEventLike): boolean {
  if (event.metaKey) return false;
  if (LETTER.test(binding.key)) {
    return (
      letterOf(event) === binding.key &&
      event.altKey === binding.alt &&
      event.ctrlKey === binding.ctrl &&
      event.shiftKey === binding.shift
    );
  }
  if (binding.key.length === 1) {
    if (event.key !== binding.key) return false;
    return event.getModifierState('AltGraph') || (event.altKey === binding.alt && event.ctrlKey === binding.ctrl);
  }
  return (
    event.key === binding.key &&
    event.altKey === binding.alt &&
    event.ctrlKey === binding.ctrl &&
    event.shiftKey === binding.shift
  );
}

/**
 * Whether the binding may fire while the user types in a text field: a plain key would eat what they type, so only
 * Escape and combinations with Ctrl or Alt qualify (and only for shortcuts that ask for it).
 */
export function worksWhileTyping(binding: KeyBinding): boolean {
  return binding.key === 'Escape' || binding.alt || binding.ctrl;
}
