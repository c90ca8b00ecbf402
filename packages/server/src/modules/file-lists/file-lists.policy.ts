import { requireCompanyAdmin } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';

/** Spec 3 /files: file lists are company configuration, read and changed by company admins only. */
export function assertCanManageFileLists(auth: RequestAuth): void {
  requireCompanyAdmin(auth);
}
