import type { Readable } from 'node:stream';
import { type ReportAnswer, type ReportFilter, type ReportQuery } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { assertCanSeeDashboard } from '../dashboard/dashboard.policy.js';
import { zonedMidnight } from '../dashboard/dashboard-range.js';
import { reportWorkbook } from './report-workbook.js';
import { reportsRepository as repo, type ReportCriteria, type ReportRow } from './reports.repository.js';

const DAY_MS = 86_400_000;
/** Rows the export reads per query. */
const EXPORT_BATCH = 2000;

/** The filter's calendar days as instants: midnights of the viewer's report zone (spec 1 §9). */
function criteria({ dateFrom, dateTo, timeZone, ...rest }: ReportFilter): ReportCriteria {
  return {
    ...rest,
    from: dateFrom ? zonedMidnight(dateFrom, timeZone) : undefined,
    to: dateTo ? new Date(zonedMidnight(dateTo, timeZone).getTime() + DAY_MS) : undefined,
  };
}

const present = (row: ReportRow) => ({ ...row, createdAt: row.createdAt.toISOString(), closedAt: row.closedAt?.toISOString() ?? null });

/** The attendance report (spec 2 §2 /reports, §7 GET /ticket/reports): the dashboard's audience. */
export class ReportsService {
  constructor(private readonly db: Db) {}

  async page(auth: RequestAuth, query: ReportQuery): Promise<ReportAnswer> {
    await assertCanSeeDashboard(this.db, auth);
    const { page, pageSize, ...filter } = query;
    const where = criteria(filter);
    const [rows, total] = await Promise.all([repo.page(this.db, auth.companyId, where, pageSize, (page - 1) * pageSize), repo.total(this.db, auth.companyId, where)]);
    return { tickets: rows.map(present), totalTickets: { total } };
  }

  /** The whole filtered report as a streamed xlsx, and its row count (for the download's progress). */
  async export(auth: RequestAuth, filter: ReportFilter, onError: (error: unknown) => void): Promise<{ total: number; stream: Readable }> {
    await assertCanSeeDashboard(this.db, auth);
    const where = criteria(filter);
    const total = await repo.total(this.db, auth.companyId, where);
    const { db } = this;
    const { companyId } = auth;
    async function* batches() {
      let beforeId: number | undefined;
      for (;;) {
        const rows = await repo.batch(db, companyId, where, beforeId, EXPORT_BATCH);
        if (rows.length > 0) yield rows;
        if (rows.length < EXPORT_BATCH) return;
        beforeId = rows[rows.length - 1]!.id;
      }
    }
    return { total, stream: await reportWorkbook(batches(), filter.timeZone, onError) };
  }
}
