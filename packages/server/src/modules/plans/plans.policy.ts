import { requireSuper } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';

/** Spec 2 "Plans": the super administrator alone creates, changes and deletes plans. */
export function assertCanManagePlans(auth: RequestAuth): void {
  requireSuper(auth);
}
