import { asc, gt, max } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { auditLogs } from '../../../db/schema/index.js';
import type { AuditLogRow } from '../audit-logs.repository.js';

/**
 * The audit tests' view of the trail: a mark before an action, then every entry written since, in order. Whatever
 * the test did before the mark (its set-up) is left out, so "the action wrote exactly one entry" is a length.
 */
export async function auditMark(db: Db): Promise<number> {
  const [row] = await db.select({ last: max(auditLogs.id) }).from(auditLogs);
  return row?.last ?? 0;
}

export async function entriesSince(db: Db, mark: number): Promise<AuditLogRow[]> {
  return db.select().from(auditLogs).where(gt(auditLogs.id, mark)).orderBy(asc(auditLogs.id));
}

/** Runs `action` and answers the entries it wrote. */
export async function entriesOf(db: Db, action: () => Promise<unknown>): Promise<AuditLogRow[]> {
  const mark = await auditMark(db);
  await action();
  return entriesSince(db, mark);
}
