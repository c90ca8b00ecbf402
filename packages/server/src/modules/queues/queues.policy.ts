import { requireCompanyAdmin } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';

/** Queues and their chatbot options are company configuration: everyone reads them, company admins change them. */
export function assertCanManageQueues(auth: RequestAuth): void {
  requireCompanyAdmin(auth);
}
