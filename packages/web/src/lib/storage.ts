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
