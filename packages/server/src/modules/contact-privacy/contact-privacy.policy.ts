import { requireCompanyAdmin } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';

/**
 * Who may do what with a contact's personal data (issue 40). The export hands over everything held about a person,
 * numbers unmasked: company admins only (the route table refuses others before reading anything, this holds for
 * every other caller). The consent history is read by whoever may see the contact: every user of the company, as
 * GET /contacts/{id} is; it holds the company's own prompt texts, no number.
 */
export function assertCanExportContactData(auth: RequestAuth): void {
  requireCompanyAdmin(auth);
}
