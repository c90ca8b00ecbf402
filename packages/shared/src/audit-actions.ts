/**
 * The audit trail's catalogue (issue 40): every action an entry may name, and the kinds of thing it acted on. The
 * server records only these; the web and the export translate each (web locale auditLogs.actions, the server's
 * audit-log-export-labels.ts), so a new action is added here, in both label sets, and in the service that records it.
 *
 * Names are `<what>.<happened>`: one entry per action, whoever acted. Where a super administrator acts on another
 * company's data (a user of that company changed, its settings), the entry is that company's and names the actor's
 * own company beside it; what concerns the platform itself (its key/value settings, the companies it serves, a super
 * administrator reading another company's data) is platform-level (no company), seen by super administrators only.
 */
export const AUDIT_ACTIONS = [
  'settings.updated',
  'user.created',
  'user.updated',
  'user.deleted',
  'queue.deleted',
  'connection.deleted',
  'contact.deleted',
  'tag.deleted',
  'campaign.deleted',
  'company.created',
  'company.updated',
  'company.deleted',
  'report.exported',
  'contacts.exported',
  'campaign.deliveriesExported',
  'ticket.transcriptExported',
  'contact.dataExported',
  'contact.erased',
  'auditLogs.exported',
  'platform.companyAccessed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(name: string): name is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(name);
}

/** What an entry acted on; its `entityId` says which one ('' when the action names no single one). */
export const AUDIT_ENTITY_TYPES = [
  'setting',
  'company',
  'user',
  'queue',
  'connection',
  'contact',
  'tag',
  'campaign',
  'ticket',
  'report',
  'auditLog',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** A secret's value in an entry's changes: that it was set or changed shows, the value never does. */
export const AUDIT_SECRET_MASK = '********';

/**
 * One field's change in an entry's `changes`: the value before and after (a creation has only `new`, a deletion only
 * `old`). Other keys of `changes` hold plain facts about the action (an export's format and row count).
 */
export interface AuditChange {
  old?: unknown;
  new?: unknown;
}

/** Whether a value of an entry's `changes` is an old → new change (rather than a plain fact). */
export function isAuditChange(value: unknown): value is AuditChange {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key === 'old' || key === 'new');
}
