import type { RequestAuth } from '../auth/auth.service.js';
import { AppError } from '../../http/app-error.js';

/** A company's own users read it; the super administrator reads any. */
export function assertCanReadCompany(auth: RequestAuth, companyId: number): void {
  if (!auth.super && auth.companyId !== companyId) throw new AppError('ERR_NO_PERMISSION');
}
