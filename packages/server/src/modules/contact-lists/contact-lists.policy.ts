import type { PermissionSubject } from '@guiche/shared';
import { requireRule } from '../../http/authorize.js';

/**
 * Issue 39: contact lists are campaign recipients, so creating, renaming, deleting and filling them (items, an
 * imported sheet, a tag's contacts) follows the campaigns' rule 'campaigns:manage' (admins and supervisors); a plain
 * user reads them. The routes declare the same rule, so a refused caller gets 403 before the body is read.
 */
export function assertCanChangeContactLists(auth: PermissionSubject): void {
  requireRule(auth, 'campaigns:manage');
}

/** Spec 3 §6: deleting list items is gated by the contacts' rule contacts-page:deleteContact. */
export function assertCanDeleteListItem(auth: PermissionSubject): void {
  requireRule(auth, 'contacts-page:deleteContact');
}
