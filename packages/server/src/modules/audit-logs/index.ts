/** The audit trail's public surface: services record through AuditTrail; the rest is this module's own. */
export { AuditTrail, type AuditActor, type AuditEntry } from './audit-trail.js';
export { changedFields, createdFields, deletedFields, type AuditChanges } from './audit-changes.js';
