import { requireCompanyAdmin, requireSuper } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';

/** Company-level service hours are company configuration: the company's admins, or the super administrator. */
export function assertCanChangeServiceHours(auth: RequestAuth): void {
  requireCompanyAdmin(auth);
}

/** Spec 2 "Companies": listing, creating, changing and deleting companies is the super administrator's alone. */
export function assertCanManageCompanies(auth: RequestAuth): void {
  requireSuper(auth);
}
