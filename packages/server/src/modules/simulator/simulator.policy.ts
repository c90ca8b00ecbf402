import { requireCompanyAdmin } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';

/** The simulator's phone speaks as any contact of a connection, so only company admins drive it. */
export function assertCanUseSimulator(auth: RequestAuth): void {
  requireCompanyAdmin(auth);
}
