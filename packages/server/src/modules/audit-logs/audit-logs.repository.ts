import { and, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { auditLogs, companies, companySettings } from '../../db/schema/index.js';

export type AuditLogRow = typeof auditLogs.$inferSelect;
export type NewAuditLog = Omit<typeof auditLogs.$inferInsert, 'id' | 'companyId'>;

/** Whose entries: a company's, or (null) the platform-level ones. */
export type AuditScope = number | null;

export interface AuditLogCriteria {
  action?: string | undefined;
  actorId?: number | undefined;
  /** Entries at or after this instant. */
  from?: Date | undefined;
  /** Entries before this instant. */
  to?: Date | undefined;
}

/** The scope's own index leads every read: audit_logs_company_* on (company_id, …, id desc), or the platform's. */
const inScope = (companyId: AuditScope): SQL =>
  companyId === null ? isNull(auditLogs.companyId) : eq(auditLogs.companyId, companyId);

function criteriaCondition(companyId: AuditScope, criteria: AuditLogCriteria, before: number | undefined) {
  return and(
    inScope(companyId),
    criteria.action === undefined ? undefined : eq(auditLogs.action, criteria.action),
    criteria.actorId === undefined ? undefined : eq(auditLogs.actorId, criteria.actorId),
    criteria.from === undefined ? undefined : gte(auditLogs.createdAt, criteria.from),
    criteria.to === undefined ? undefined : lt(auditLogs.createdAt, criteria.to),
    before === undefined ? undefined : lt(auditLogs.id, before),
  );
}

export const auditLogsRepository = {
  /** Appends an entry (the table takes no updates: a trigger refuses them). */
  async insert(tx: DbOrTx, companyId: AuditScope, values: NewAuditLog): Promise<number> {
    const [row] = await tx
      .insert(auditLogs)
      .values({ ...values, companyId })
      .returning({ id: auditLogs.id });
    if (!row) throw new Error('insert into audit_logs returned no row');
    return row.id;
  },

  /** Up to `limit` entries of the scope older than entry `before` (all when absent), newest first. */
  async page(
    tx: DbOrTx,
    companyId: AuditScope,
    criteria: AuditLogCriteria,
    before: number | undefined,
    limit: number,
  ): Promise<AuditLogRow[]> {
    return tx
      .select()
      .from(auditLogs)
      .where(criteriaCondition(companyId, criteria, before))
      .orderBy(desc(auditLogs.id))
      .limit(limit);
  },

  async count(tx: DbOrTx, companyId: AuditScope, criteria: AuditLogCriteria, before: number): Promise<number> {
    const [row] = await tx
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(auditLogs)
      .where(criteriaCondition(companyId, criteria, before));
    return row?.total ?? 0;
  },

  /**
   * Deletes up to `limit` of the scope's entries created before `cutoff`, oldest first, and answers how many went.
   * Ids grow with time, so the scope's index walked upwards meets the old entries first and stops at `limit`.
   */
  async deleteOlderThan(tx: DbOrTx, companyId: AuditScope, cutoff: Date, limit: number): Promise<number> {
    const oldest = tx
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .where(and(inScope(companyId), lt(auditLogs.createdAt, cutoff)))
      .orderBy(auditLogs.id)
      .limit(limit);
    const deleted = await tx.delete(auditLogs).where(inArray(auditLogs.id, oldest)).returning({ id: auditLogs.id });
    return deleted.length;
  },

  /**
   * Every company with how long it keeps its trail (its auditLogRetentionDays text, the default where it has no
   * settings row): the retention job's list, across companies by nature.
   */
  async retentionPeriods(tx: DbOrTx): Promise<{ companyId: number; days: string | null }[]> {
    return tx
      .select({ companyId: companies.id, days: companySettings.auditLogRetentionDays })
      .from(companies)
      .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
      .orderBy(companies.id);
  },
};
