import { AUDIT_SECRET_MASK, isAuditChange, type AuditLogView } from '@guiche/shared';
import type { ReferenceMessages } from '../../i18n/locales/pt-BR';

/** The page's words (`t('auditLogs', { returnObjects: true })`): what the helpers below read their labels from. */
export type AuditLogLabels = ReferenceMessages['auditLogs'];

/** One line of an entry's detail: a field's old → new, or a plain fact about the action (an export's format). */
export type ChangeLine =
  | { kind: 'change'; field: string; old: unknown; new: unknown; created: boolean; deleted: boolean }
  | { kind: 'fact'; field: string; value: unknown };

/** An entry's `changes` as lines, in the order the server wrote them. */
export function changeLines(changes: Record<string, unknown>): ChangeLine[] {
  return Object.entries(changes).map(([field, value]): ChangeLine => {
    if (!isAuditChange(value)) return { kind: 'fact', field, value };
    return {
      kind: 'change',
      field,
      old: value.old,
      new: value.new,
      created: !('old' in value),
      deleted: !('new' in value),
    };
  });
}

const lookup = (table: object, key: string): string | undefined => {
  const found: unknown = (table as Record<string, unknown>)[key];
  return typeof found === 'string' ? found : undefined;
};

/** An action's label ('user.created' → 'Usuário criado'); an action this version does not know shows as it is. */
export function actionLabel(labels: AuditLogLabels, action: string): string {
  const [group = '', verb = ''] = action.split('.');
  const groupLabels: unknown = (labels.actions as Record<string, unknown>)[group];
  return (typeof groupLabels === 'object' && groupLabels !== null && lookup(groupLabels, verb)) || action;
}

/** What an entry acted on: its kind, and which one (#42 for an id, the setting's name for a setting). */
export function entityLabel(labels: AuditLogLabels, entry: Pick<AuditLogView, 'entityType' | 'entityId'>): string {
  const kind = lookup(labels.entities, entry.entityType) ?? entry.entityType;
  if (!entry.entityId) return kind;
  return /^\d+$/.test(entry.entityId) ? `${kind} #${entry.entityId}` : `${kind}: ${entry.entityId}`;
}

/** A field's name as people read it where the page knows it; the stored name otherwise (a setting's key). */
export function fieldLabel(labels: AuditLogLabels, field: string): string {
  return lookup(labels.fields, field) ?? field;
}

/** A value of a change or fact as text: nothing as '—', yes/no, lists joined, a masked secret named so. */
export function valueText(labels: AuditLogLabels, field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (value === AUDIT_SECRET_MASK) return `${AUDIT_SECRET_MASK} (${labels.masked})`;
  if (typeof value === 'boolean') return value ? labels.yes : labels.no;
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((item) => valueText(labels, field, item)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  if (field === 'resource' && typeof value === 'string') return lookup(labels.resources, value) ?? value;
  return String(value);
}

/** Whether a super administrator acted in another company than their own (the entry says so). */
export function actedFromPlatform(entry: Pick<AuditLogView, 'companyId' | 'actor'>): boolean {
  return entry.companyId !== null && entry.actor.companyId !== null && entry.actor.companyId !== entry.companyId;
}
