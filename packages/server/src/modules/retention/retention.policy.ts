import { requireCompanyAdmin } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';

/** Retention is company policy: its dry run is for the admins who set it (and the super administrator). */
export function assertCanPreviewRetention(auth: RequestAuth): void {
  requireCompanyAdmin(auth);
}
