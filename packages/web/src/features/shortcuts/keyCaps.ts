import type { TFunction } from 'i18next';
import { parseBinding } from './keyBinding';

/** Named keys drawn as the symbol on their key cap. */
const ARROWS: Readonly<Record<string, string>> = { ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→' };

/** Named keys whose cap carries a word, which a language may spell its own way. */
const WORDS = { Enter: 'enter', Escape: 'escape', Tab: 'tab' } as const;

function isWordKey(key: string): key is keyof typeof WORDS {
  return Object.hasOwn(WORDS, key);
}

/**
 * The caps to draw for a binding, in pressing order: 'alt+ArrowDown' is Alt then ↓ (Option then ↓ on a Mac, whose
 * key says so). Letters stay lower case: an upper-case J would read as Shift+J.
 */
export function keyCaps(text: string, t: TFunction, mac: boolean): string[] {
  const binding = parseBinding(text);
  const caps: string[] = [];
  if (binding.ctrl) caps.push(t('shortcuts.keys.ctrl'));
  if (binding.alt) caps.push(mac ? t('shortcuts.keys.option') : t('shortcuts.keys.alt'));
  if (binding.shift) caps.push(t('shortcuts.keys.shift'));
  const { key } = binding;
  caps.push(isWordKey(key) ? t(`shortcuts.keys.${WORDS[key]}`) : (ARROWS[key] ?? key));
  return caps;
}

/** Whether the user is on a Mac (or an iPad with a keyboard), whose Alt key is labelled Option. */
export function onMac(userAgent: string): boolean {
  return /Mac|iPhone|iPad/.test(userAgent);
}
