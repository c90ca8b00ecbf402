import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { ptBR } from '../../i18n/locales/pt-BR';
import { keyCaps, onMac } from './keyCaps';
import { REPLY_BOX_KEYS, SHORTCUTS } from './shortcutCatalog';

const keys = ptBR.shortcuts.keys;
/** The Portuguese texts of shortcuts.keys.*, as t() answers them. */
const t = ((key: string) => keys[key.replace('shortcuts.keys.', '') as keyof typeof keys] ?? key) as TFunction;

describe('key caps', () => {
  it('draws modifiers first, arrows as arrows and letters in lower case', () => {
    expect(keyCaps('alt+ArrowDown', t, false)).toEqual(['Alt', '↓']);
    expect(keyCaps('shift+Enter', t, false)).toEqual(['Shift', 'Enter']);
    expect(keyCaps('Escape', t, false)).toEqual(['Esc']);
    expect(keyCaps('j', t, false)).toEqual(['j']);
    expect(keyCaps('?', t, false)).toEqual(['?']);
  });

  it("names Alt as the Mac's Option key", () => {
    expect(keyCaps('alt+r', t, true)).toEqual(['Option', 'r']);
    expect(onMac('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15')).toBe(true);
    expect(onMac('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36')).toBe(false);
  });

  it('draws every key of the catalogue as a cap, never as a raw key name', () => {
    const all = [...Object.values(SHORTCUTS), ...REPLY_BOX_KEYS].flatMap((entry) => entry.keys);
    for (const binding of all)
      for (const cap of keyCaps(binding, t, false)) expect(cap, binding).not.toMatch(/^Arrow|^Escape$|shortcuts\./);
  });
});
