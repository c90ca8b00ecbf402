import { requireSuper } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';

/** Spec 2 Helps: everyone reads the help centre's videos, the super administrator alone writes them. */
export function assertCanManageHelps(auth: RequestAuth): void {
  requireSuper(auth);
}
