import {
  auditLogListAnswerSchema,
  type AuditAction,
  type AuditLogListAnswer,
  type AuditLogScope,
} from '@guiche/shared';
import { api } from '../../api/client';
import type { TableFormat } from '../../lib/DownloadMenuButton';

/** The page's filters as it holds them: '' and null for "any". Days are calendar days of the company's zone. */
export interface AuditLogFilterState {
  scope: AuditLogScope;
  action: AuditAction | '';
  actorId: number | null;
  dateFrom: string;
  dateTo: string;
}

export const EMPTY_AUDIT_FILTER: AuditLogFilterState = {
  scope: 'company',
  action: '',
  actorId: null,
  dateFrom: '',
  dateTo: '',
};

/** The query string of GET /audit-logs and its export: only the filters set (the server counts the days in the company's zone). */
export function auditLogParams(filter: AuditLogFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.scope === 'platform') params.set('scope', 'platform');
  if (filter.action) params.set('action', filter.action);
  if (filter.actorId !== null) params.set('actorId', String(filter.actorId));
  if (filter.dateFrom) params.set('dateFrom', filter.dateFrom);
  if (filter.dateTo) params.set('dateTo', filter.dateTo);
  return params;
}

export const auditLogsKeys = {
  all: ['auditLogs'] as const,
  list: (filter: AuditLogFilterState) => ['auditLogs', 'list', auditLogParams(filter).toString()] as const,
};

/** One page, newest first: the first without a cursor, the next with the previous page's `nextCursor`. */
export function fetchAuditLogPage(filter: AuditLogFilterState, cursor: number | null): Promise<AuditLogListAnswer> {
  const params = auditLogParams(filter);
  if (cursor !== null) params.set('cursor', String(cursor));
  const query = params.toString();
  return api.get(`/audit-logs${query ? `?${query}` : ''}`, auditLogListAnswerSchema);
}

/** GET /audit-logs/export with the page's filters, as CSV or Excel. */
export function auditLogExportPath(filter: AuditLogFilterState, format: TableFormat): string {
  const params = auditLogParams(filter);
  params.set('format', format);
  return `/audit-logs/export?${params.toString()}`;
}
