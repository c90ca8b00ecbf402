import { requireCompanyAdmin } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';

/** Spec 3 /prompts: AI prompts (and the API keys they hold) are company configuration, for company admins only. */
export function assertCanManagePrompts(auth: RequestAuth): void {
  requireCompanyAdmin(auth);
}
