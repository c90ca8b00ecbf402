import { requireCompanyAdmin } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';

/** Spec 3 /plantao: everyone sees the on-call roster, company admins alone change it. */
export function assertCanManagePlantao(auth: RequestAuth): void {
  requireCompanyAdmin(auth);
}
