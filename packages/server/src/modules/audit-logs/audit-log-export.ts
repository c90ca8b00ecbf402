import type { Readable } from 'node:stream';
import { isAuditAction, isAuditChange, type AuditEntityType } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import {
  exportTable,
  zonedTimes,
  type ExportCell,
  type ExportColumn,
  type ExportFormat,
} from '../../lib/table-export.js';
import type { AuditLogExportLabels } from './audit-log-export-labels.js';
import {
  auditLogsRepository as repo,
  type AuditLogCriteria,
  type AuditLogRow,
  type AuditScope,
} from './audit-logs.repository.js';

/** Entries read per query. */
const EXPORT_BATCH = 2000;

export interface AuditLogExport {
  rows: number;
  fileBase: string;
  stream: Readable;
}

export interface AuditLogExportRequest {
  scope: AuditScope;
  criteria: AuditLogCriteria;
  /** Entries older than this one: the export's own entry and anything after it stay out. */
  before: number;
  rows: number;
  format: ExportFormat;
  timeZone: string;
  labels: AuditLogExportLabels;
}

/** A value of a change as one reads it: nothing as '—', lists joined, anything structured as its JSON. */
function valueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(valueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** An entry's changes in one cell: `field: old → new` for changes, `field: value` for facts, separated by '; '. */
export function changesText(changes: Record<string, unknown>): string {
  return Object.entries(changes)
    .map(([field, value]) => {
      if (!isAuditChange(value)) return `${field}: ${valueText(value)}`;
      if (!('old' in value)) return `${field}: ${valueText(value.new)}`;
      if (!('new' in value)) return `${field}: ${valueText(value.old)} → —`;
      return `${field}: ${valueText(value.old)} → ${valueText(value.new)}`;
    })
    .join('; ');
}

function entityText(row: AuditLogRow, labels: AuditLogExportLabels): string {
  const type = labels.entities[row.entityType as AuditEntityType] ?? row.entityType;
  if (!row.entityId) return type;
  return /^\d+$/.test(row.entityId) ? `${type} #${row.entityId}` : `${type}: ${row.entityId}`;
}

/**
 * GET /audit-logs/export: the entries the page's filters find, newest first, as CSV or Excel, streamed in batches;
 * the dates in the company's zone and the words in the user's language.
 */
export function exportAuditLogs(
  db: Db,
  request: AuditLogExportRequest,
  onError: (error: unknown) => void,
): AuditLogExport {
  const { labels, scope, criteria } = request;
  const shown = zonedTimes(request.timeZone);
  const columns: ExportColumn[] = [
    { header: labels.createdAt, width: 17, date: true },
    { header: labels.user, width: 24 },
    { header: labels.email, width: 28 },
    { header: labels.action, width: 30 },
    { header: labels.entity, width: 22 },
    { header: labels.changes, width: 60 },
    { header: labels.ip, width: 16 },
  ];
  const cells = (row: AuditLogRow): ExportCell[] => [
    shown(row.createdAt),
    row.actorName,
    row.actorEmail,
    isAuditAction(row.action) ? labels.actions[row.action] : row.action,
    entityText(row, labels),
    changesText(row.changes),
    row.ip,
  ];

  async function* batches(): AsyncGenerator<ExportCell[][]> {
    let before = request.before;
    for (;;) {
      const rows = await repo.page(db, scope, criteria, before, EXPORT_BATCH);
      if (rows.length > 0) yield rows.map(cells);
      if (rows.length < EXPORT_BATCH) return;
      before = rows[rows.length - 1]?.id ?? before;
    }
  }

  return {
    rows: request.rows,
    fileBase: labels.fileName,
    stream: exportTable(request.format, { sheetName: labels.sheetName, columns }, batches(), onError),
  };
}
