/** Inputs whose keys are not text: a shortcut pressed while one of them has the focus still fires. */
const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether the keydown happened where the user writes (a text input, a textarea, a select, an editable region). */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  // `isContentEditable` would do in browsers, but jsdom leaves it undefined; the attribute reads the same in both.
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/**
 * MUI's Modal sits under every dialog, menu, popover, select list and temporary drawer, and marks its root; a closed
 * one that stays mounted is marked hidden. `aria-modal` covers a dialog built any other way.
 */
const MODAL = '.MuiModal-root, [aria-modal="true"]';

/** Whether a modal is open: what lies behind it takes no shortcut (its own keys, Escape included, are its own). */
export function isModalOpen(doc: Document): boolean {
  return [...doc.querySelectorAll(MODAL)].some((element) => element.closest('.MuiModal-hidden') === null);
}
