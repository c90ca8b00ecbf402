import { requireCompanyAdmin, requireSuper } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';

/** The platform-level key/value settings (PUT /settings/{key}) are the super administrator's alone. */
export function assertCanChangePlatformSettings(auth: RequestAuth): void {
  requireSuper(auth);
}

/** A company's own settings (PUT /companySettings) are company configuration, changed by its admins. */
export function assertCanChangeCompanySettings(auth: RequestAuth): void {
  requireCompanyAdmin(auth);
}
