import { describe, expect, it } from 'vitest';
import { matchesBinding, parseBinding, worksWhileTyping, type KeyEventLike } from './keyBinding';
import { SHORTCUTS } from './shortcutCatalog';

interface Press {
  code?: string;
  alt?: boolean;
  ctrl?: boolean;
  shift?: boolean;
  meta?: boolean;
  /** AltGr, which Windows also reports as Ctrl+Alt. */
  altGraph?: boolean;
}

/** A keydown as the browser reports it for `key` on the user's layout. */
function press(
  key: string,
  { code = '', alt = false, ctrl = false, shift = false, meta = false, altGraph = false }: Press = {},
) {
  const event: KeyEventLike = {
    key,
    code,
    altKey: alt || altGraph,
    ctrlKey: ctrl || altGraph,
    shiftKey: shift,
    metaKey: meta,
    getModifierState: (modifier) => modifier === 'AltGraph' && altGraph,
  };
  return event;
}

const matches = (binding: string, event: KeyEventLike) => matchesBinding(parseBinding(binding), event);

describe('key bindings', () => {
  it('matches a letter with or without Caps Lock, but not with Shift, Ctrl or Cmd', () => {
    expect(matches('j', press('j', { code: 'KeyJ' }))).toBe(true);
    expect(matches('j', press('J', { code: 'KeyJ' }))).toBe(true);
    expect(matches('j', press('J', { code: 'KeyJ', shift: true }))).toBe(false);
    expect(matches('j', press('j', { code: 'KeyJ', ctrl: true }))).toBe(false);
    expect(matches('j', press('j', { code: 'KeyJ', meta: true }))).toBe(false);
  });

  it("reads the letter the layout typed, not the key's place (`code` is named after the US keyboard)", () => {
    expect(matches('a', press('a', { code: 'KeyQ' }))).toBe(true);
    expect(matches('a', press('q', { code: 'KeyA' }))).toBe(false);
  });

  it("takes '?' however the layout types it: US, ABNT2 (its own key, or AltGr+W) and Turkish Q", () => {
    expect(matches('?', press('?', { code: 'Slash', shift: true }))).toBe(true);
    expect(matches('?', press('?', { code: 'IntlRo', shift: true }))).toBe(true);
    expect(matches('?', press('?', { code: 'KeyW', altGraph: true }))).toBe(true);
    expect(matches('?', press('?', { code: 'Minus', shift: true }))).toBe(true);
  });

  it("takes '/' from US, ABNT2 (its own key, AltGr+Q), Turkish Q (Shift+7) and the numeric keypad", () => {
    expect(matches('/', press('/', { code: 'Slash' }))).toBe(true);
    expect(matches('/', press('/', { code: 'IntlRo' }))).toBe(true);
    expect(matches('/', press('/', { code: 'KeyQ', altGraph: true }))).toBe(true);
    expect(matches('/', press('/', { code: 'Digit7', shift: true }))).toBe(true);
    expect(matches('/', press('/', { code: 'NumpadDivide' }))).toBe(true);
  });

  it('leaves a symbol with Ctrl or Alt alone when it is no AltGr', () => {
    expect(matches('/', press('/', { code: 'Slash', ctrl: true }))).toBe(false);
    expect(matches('/', press('/', { code: 'Slash', alt: true }))).toBe(false);
  });

  it("matches Alt+R from the letter, and from the key's place on macOS where Option+R types '®'", () => {
    expect(matches('alt+r', press('r', { code: 'KeyR', alt: true }))).toBe(true);
    expect(matches('alt+r', press('®', { code: 'KeyR', alt: true }))).toBe(true);
    expect(matches('alt+r', press('r', { code: 'KeyR' }))).toBe(false);
    expect(matches('r', press('®', { code: 'KeyR', alt: true }))).toBe(false);
    // AltGr+R (Ctrl+Alt on Windows) is a character of some layouts, not the shortcut.
    expect(matches('alt+r', press('®', { code: 'KeyR', altGraph: true }))).toBe(false);
  });

  it('matches named keys with exactly their modifiers', () => {
    expect(matches('alt+ArrowDown', press('ArrowDown', { alt: true }))).toBe(true);
    expect(matches('alt+ArrowDown', press('ArrowDown'))).toBe(false);
    expect(matches('alt+ArrowDown', press('ArrowDown', { alt: true, shift: true }))).toBe(false);
    expect(matches('Escape', press('Escape'))).toBe(true);
  });

  it('never matches a dead key (´ ~ ^ on ABNT2 and US-International)', () => {
    expect(matches('/', press('Dead', { code: 'Quote' }))).toBe(false);
  });

  it('lets only Escape and Ctrl/Alt combinations fire while typing', () => {
    expect(worksWhileTyping(parseBinding('Escape'))).toBe(true);
    expect(worksWhileTyping(parseBinding('alt+ArrowDown'))).toBe(true);
    expect(worksWhileTyping(parseBinding('j'))).toBe(false);
    expect(worksWhileTyping(parseBinding('/'))).toBe(false);
  });

  it('refuses a misspelt modifier, and reads every binding of the catalogue', () => {
    expect(() => parseBinding('cmd+k')).toThrow(/Unknown modifier 'cmd'/);
    for (const definition of Object.values(SHORTCUTS))
      for (const binding of definition.keys) expect(() => parseBinding(binding)).not.toThrow();
  });
});
