import type { PermissionSubject } from '@guiche/shared';
import { requireRule } from '../../http/authorize.js';

/** Spec 3 §6: deleting list items is gated by the contacts' rule contacts-page:deleteContact. */
export function assertCanDeleteListItem(auth: PermissionSubject): void {
  requireRule(auth, 'contacts-page:deleteContact');
}
