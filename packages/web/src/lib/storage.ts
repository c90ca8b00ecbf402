import { STORAGE_KEYS } from '@guiche/shared';

/** Typed access to the browser-storage keys of spec 1 §3. Storage can throw (private mode, quota): treat as empty. */
type StorageKey = keyof typeof STORAGE_KEYS;

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS[key]);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS[key], value);
  } catch {
    // Storage unavailable: the value lives only for this page view.
  }
}

function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS[key]);
  } catch {
    // Nothing stored when storage is unavailable.
  }
}

/** Keys tied to a login. Device preferences (volume, audio speed) are not the session's and survive a logout. */
const SESSION_KEYS: readonly StorageKey[] = [
  'token',
  'publicToken',
  'companyId',
  'userId',
  'companyDueDate',
  'profileImage',
  'cshow',
  'sendSignMessage',
  'currentChat',
];

export function clearSessionStorage(): void {
  SESSION_KEYS.forEach(removeStored);
}

/** Session ends the login page explains: a login on another device replaced the session. A logout needs no word. */
export type ExplainedSessionEnd = 'replaced';

/**
 * Why this tab's session ended, for the login page to say. In sessionStorage: it survives the reload that follows
 * the end and stays with the tab (or the installed app's window) that was ended, not with every tab of the browser.
 */
const SESSION_END_KEY = 'sessionEnd';

export function noteSessionEnd(reason: ExplainedSessionEnd): void {
  try {
    window.sessionStorage.setItem(SESSION_END_KEY, reason);
  } catch {
    // Storage unavailable: the login page shows no reason.
  }
}

export function readSessionEnd(): ExplainedSessionEnd | null {
  try {
    return window.sessionStorage.getItem(SESSION_END_KEY) === 'replaced' ? 'replaced' : null;
  } catch {
    return null;
  }
}

export function clearSessionEnd(): void {
  try {
    window.sessionStorage.removeItem(SESSION_END_KEY);
  } catch {
    // Nothing stored when storage is unavailable.
  }
}
