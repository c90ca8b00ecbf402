import type { PermissionSubject } from '@guiche/shared';
import { requireRule } from '../../http/authorize.js';
import type { CompanySettings } from '../settings/company-settings.js';
import { masksNumberFor } from '../tickets/ticket.presenter.js';

/**
 * Spec 1 §5: with lgpdHideNumber enabled, users of profile user see contact numbers partly hidden. Who counts as
 * such a reader is the ticket list's rule (masksNumberFor), so a contact and its tickets always agree.
 */
export function hidesNumbersFrom(
  reader: { profile: string; super: boolean },
  settings: Pick<CompanySettings, 'lgpdHideNumber'>,
): boolean {
  return settings.lgpdHideNumber && masksNumberFor(reader);
}

/** Deleting a contact (and its tickets with it) is gated by the permission rule contacts-page:deleteContact. */
export function assertCanDeleteContact(auth: PermissionSubject): void {
  requireRule(auth, 'contacts-page:deleteContact');
}
