import {
  AUDIT_LOGS_PAGE_SIZE,
  daysSpan,
  startOfDayIn,
  type AuditLogFilter,
  type AuditLogListAnswer,
  type ListAuditLogsQuery,
} from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { ExportFormat } from '../../lib/table-export.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { companiesReader } from '../companies/index.js';
import { usersReader } from '../users/index.js';
import { presentAuditLog } from './audit-log.presenter.js';
import { exportAuditLogs, type AuditLogExport } from './audit-log-export.js';
import { auditLogExportLabels } from './audit-log-export-labels.js';
import { assertCanReadAuditLogs, auditScopeOf } from './audit-logs.policy.js';
import { auditLogsRepository as repo, type AuditLogCriteria } from './audit-logs.repository.js';
import type { AuditTrail } from './audit-trail.js';

/**
 * Reading the audit trail (GET /audit-logs and its export): a company's entries for its admins, the platform-level
 * ones for the super administrator (audit-logs.policy.ts). Writing is AuditTrail's, from the services that act.
 */
export class AuditLogsService {
  constructor(
    private readonly db: Db,
    private readonly trail: AuditTrail,
  ) {}

  /** One page, newest first, keyed by entry id: `nextCursor` asks for the entries older than this page's last. */
  async list(auth: RequestAuth, query: ListAuditLogsQuery): Promise<AuditLogListAnswer> {
    assertCanReadAuditLogs(auth, query.scope);
    const scope = auditScopeOf(auth, query.scope);
    const criteria = await this.criteria(auth, query);
    const rows = await repo.page(this.db, scope, criteria, query.cursor, AUDIT_LOGS_PAGE_SIZE + 1);
    const page = rows.slice(0, AUDIT_LOGS_PAGE_SIZE);
    const last = page.at(-1);
    return {
      auditLogs: page.map(presentAuditLog),
      nextCursor: rows.length > AUDIT_LOGS_PAGE_SIZE && last ? last.id : null,
    };
  }

  /**
   * GET /audit-logs/export: the filtered trail as CSV or Excel. The export is itself an entry of the trail it reads,
   * written first; the file holds what came before it.
   */
  async export(
    auth: RequestAuth,
    query: AuditLogFilter & { format: ExportFormat },
    onError: (error: unknown) => void,
  ): Promise<AuditLogExport> {
    assertCanReadAuditLogs(auth, query.scope);
    const scope = auditScopeOf(auth, query.scope);
    const [criteria, timeZone, user] = await Promise.all([
      this.criteria(auth, query),
      companiesReader.timeZoneOf(this.db, auth.companyId),
      usersReader.findById(this.db, auth.companyId, auth.userId),
    ]);
    const { format, scope: _scope, ...filter } = query;
    const own = await this.trail.record(this.db, auth, {
      companyId: scope,
      action: 'auditLogs.exported',
      entityType: 'auditLog',
      changes: { format, ...filter },
    });
    const rows = await repo.count(this.db, scope, criteria, own);
    const labels = auditLogExportLabels(user?.language);
    return exportAuditLogs(this.db, { scope, criteria, before: own, rows, format, timeZone, labels }, onError);
  }

  /** The filter's calendar days as instants of the company's zone, as the reports count them. */
  private async criteria(auth: RequestAuth, filter: AuditLogFilter): Promise<AuditLogCriteria> {
    const { dateFrom, dateTo } = filter;
    const timeZone = dateFrom || dateTo ? await companiesReader.timeZoneOf(this.db, auth.companyId) : undefined;
    return {
      action: filter.action,
      actorId: filter.actorId,
      from: dateFrom && timeZone ? startOfDayIn(dateFrom, timeZone) : undefined,
      to: dateTo && timeZone ? daysSpan(dateTo, dateTo, timeZone).to : undefined,
    };
  }
}
