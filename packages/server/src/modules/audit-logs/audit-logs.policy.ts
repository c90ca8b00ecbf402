import type { AuditLogScope } from '@guiche/shared';
import { requireCompanyAdmin, requireSuper } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';

/**
 * A company's trail is read (and exported) by its admins, the super administrator included; the platform-level
 * entries by the super administrator alone. Supervisors and users are refused (ERR_NO_PERMISSION).
 */
export function assertCanReadAuditLogs(auth: RequestAuth, scope: AuditLogScope): void {
  requireCompanyAdmin(auth);
  if (scope === 'platform') requireSuper(auth);
}

/** Whose entries a read of `scope` shows: the caller's company's, or (null) the platform's. */
export function auditScopeOf(auth: RequestAuth, scope: AuditLogScope): number | null {
  return scope === 'platform' ? null : auth.companyId;
}
