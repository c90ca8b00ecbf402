import type { Readable } from 'node:stream';
import { daysSpan, startOfDayIn, type ReportAnswer, type ReportFilter, type ReportQuery } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { AuditEntry, AuditTrail } from '../audit-logs/index.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { assertCanSeeDashboard } from '../dashboard/dashboard.policy.js';
import { companiesReader } from '../companies/index.js';
import { usersReader } from '../users/index.js';
import { reportLabels } from './report-labels.js';
import { reportWorkbook } from './report-workbook.js';
import { reportsRepository as repo, type ReportCriteria, type ReportRow } from './reports.repository.js';

/** Rows the export reads per query. */
const EXPORT_BATCH = 2000;

/** The filter's calendar days as instants: from the first day's start to the last day's end in `timeZone`. */
function criteria({ dateFrom, dateTo, timeZone: _, ...rest }: ReportFilter, timeZone: string): ReportCriteria {
  return {
    ...rest,
    from: dateFrom ? startOfDayIn(dateFrom, timeZone) : undefined,
    to: dateTo ? daysSpan(dateTo, dateTo, timeZone).to : undefined,
  };
}

const present = (row: ReportRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
});

/** The attendance report (spec 2 §2 /reports, §7 GET /ticket/reports): the dashboard's audience. */
export class ReportsService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditTrail,
  ) {}

  /** The call's zone, else the company's. */
  private async zoneOf(auth: RequestAuth, filter: ReportFilter): Promise<string> {
    return filter.timeZone ?? (await companiesReader.timeZoneOf(this.db, auth.companyId));
  }

  async page(auth: RequestAuth, query: ReportQuery): Promise<ReportAnswer> {
    await assertCanSeeDashboard(this.db, auth);
    const { page, pageSize, ...filter } = query;
    const where = criteria(filter, await this.zoneOf(auth, filter));
    const [rows, total] = await Promise.all([
      repo.page(this.db, auth.companyId, where, pageSize, (page - 1) * pageSize),
      repo.total(this.db, auth.companyId, where),
    ]);
    return { tickets: rows.map(present), totalTickets: { total } };
  }

  /**
   * The whole filtered report as a streamed xlsx, and its row count (for the download's progress): in the user's
   * language (the one their screen is in) and the zone the screen showed the dates in.
   */
  async export(
    auth: RequestAuth,
    filter: ReportFilter,
    onError: (error: unknown) => void,
  ): Promise<{ total: number; stream: Readable }> {
    await assertCanSeeDashboard(this.db, auth);
    const timeZone = await this.zoneOf(auth, filter);
    const where = criteria(filter, timeZone);
    const [total, user] = await Promise.all([
      repo.total(this.db, auth.companyId, where),
      usersReader.findById(this.db, auth.companyId, auth.userId),
    ]);
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
    const exported = {
      total,
      stream: await reportWorkbook(batches(), { labels: reportLabels(user?.language), timeZone }, onError),
    };
    // A search's text may be someone's name: the entry says a search narrowed it, not what was typed.
    const { searchParam, timeZone: _zone, ...narrowedBy } = filter;
    const changes = { format: 'xlsx', rows: total, ...narrowedBy, searched: searchParam ? true : undefined };
    const entry: AuditEntry = { companyId, action: 'report.exported', entityType: 'report', changes };
    return this.audit.recordExport(this.db, auth, entry, exported);
  }
}
