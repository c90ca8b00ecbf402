import { requireCompanyAdmin } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';

/** Spec 3 /queue-integration: integrations (and their credentials) are company configuration, for company admins only. */
export function assertCanManageQueueIntegrations(auth: RequestAuth): void {
  requireCompanyAdmin(auth);
}
