import { z } from 'zod';
import { AUDIT_ACTIONS } from '../audit-actions.js';
import { idParam } from './common.js';

/** GET /audit-logs pages hold this many entries, newest first. */
export const AUDIT_LOGS_PAGE_SIZE = 50;

/** 'company': the caller's company's entries; 'platform': the platform-level ones (super administrators only). */
export const AUDIT_LOG_SCOPES = ['company', 'platform'] as const;
export type AuditLogScope = (typeof AUDIT_LOG_SCOPES)[number];

/**
 * The filters of GET /audit-logs and its export: the action, who acted, and calendar days of the company's zone
 * (both ends included, as the reports count them).
 */
export const auditLogFilterSchema = z.object({
  scope: z.enum(AUDIT_LOG_SCOPES).default('company'),
  action: z.enum(AUDIT_ACTIONS).optional(),
  actorId: idParam().optional(),
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
});
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;

/** An entry id (bigserial, so beyond the integer ids' range), as the previous page's `nextCursor` gave it. */
const auditCursorParam = () => z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** GET /audit-logs: the filters and `cursor`, the `nextCursor` of the page before (entries older than it). */
export const listAuditLogsQuerySchema = auditLogFilterSchema.extend({ cursor: auditCursorParam().optional() });
export type ListAuditLogsQuery = z.infer<typeof listAuditLogsQuerySchema>;

export const auditLogViewSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** null: a platform-level entry. */
  companyId: z.number().int().nullable(),
  /** Who acted, as they were then (the user may be gone since: id null). */
  actor: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    email: z.string(),
    /** Their own company: another than the entry's when a super administrator acted there. */
    companyId: z.number().int().nullable(),
  }),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** Field → { old, new } (secrets masked), or a plain fact about the action (audit-actions.ts AuditChange). */
  changes: z.record(z.string(), z.unknown()),
  ip: z.string(),
});
export type AuditLogView = z.infer<typeof auditLogViewSchema>;

export const auditLogListAnswerSchema = z.object({
  auditLogs: z.array(auditLogViewSchema),
  /** The `cursor` of the next page, or null on the last. */
  nextCursor: z.number().int().nullable(),
});
export type AuditLogListAnswer = z.infer<typeof auditLogListAnswerSchema>;
