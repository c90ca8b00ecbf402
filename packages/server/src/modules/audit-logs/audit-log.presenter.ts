import type { AuditLogView } from '@guiche/shared';
import type { AuditLogRow } from './audit-logs.repository.js';

/** An entry as GET /audit-logs answers it. */
export function presentAuditLog(row: AuditLogRow): AuditLogView {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    companyId: row.companyId,
    actor: { id: row.actorId, name: row.actorName, email: row.actorEmail, companyId: row.actorCompanyId },
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    changes: row.changes,
    ip: row.ip,
  };
}
