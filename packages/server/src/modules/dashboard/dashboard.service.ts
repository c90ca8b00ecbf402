import { addCalendarDays, calendarDayOf, daysSpan, startOfDayIn } from '@guiche/shared';
import type {
  DashboardAnswer,
  DashboardClosedAnswer,
  DashboardNpsAnswer,
  DashboardQuery,
  DashboardQueuesAnswer,
  DashboardTotalsAnswer,
  DashboardUserInfoAnswer,
  DashboardUsersAnswer,
  MomentTicket,
  MomentsQuery,
} from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { companiesReader } from '../companies/index.js';
import { dashboardRange } from './dashboard-range.js';
import { assertCanSeeDashboard, assertCanSeeMoments } from './dashboard.policy.js';
import { dashboardRepository as repo } from './dashboard.repository.js';
import { presentMomentTicket } from './moment-ticket.presenter.js';

const MOMENTS_DAYS = 30;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Spec 2 §7 dashboard calls: numbers from the attendance cycles, by the calendar days of the call's zone (else the company's). */
export class DashboardService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  private async range(auth: RequestAuth, query: DashboardQuery) {
    await assertCanSeeDashboard(this.db, auth);
    return dashboardRange(
      query,
      this.now(),
      query.timeZone ?? (await companiesReader.timeZoneOf(this.db, auth.companyId)),
    );
  }

  async summary(auth: RequestAuth, query: DashboardQuery): Promise<DashboardAnswer> {
    const range = await this.range(auth, query);
    const [counters, leads, attendants] = await Promise.all([
      repo.counters(this.db, auth.companyId, range),
      repo.leads(this.db, auth.companyId, range),
      repo.attendants(this.db, auth.companyId, range),
    ]);
    return {
      counters: {
        ...counters,
        leads,
        avgSupportTime: round1(counters.avgSupportTime),
        avgWaitTime: round1(counters.avgWaitTime),
      },
      attendants: attendants.map((a) => ({
        ...a,
        rating: a.rating === null ? null : round1(a.rating),
        avgWaitTime: round1(a.avgWaitTime),
        avgSupportTime: round1(a.avgSupportTime),
      })),
    };
  }

  /** Per hour for a one-day range, per day otherwise. */
  async totals(auth: RequestAuth, query: DashboardQuery): Promise<DashboardTotalsAnswer> {
    const range = await this.range(auth, query);
    const unit = range.days === 1 ? 'hour' : 'day';
    const data = await repo.totals(this.db, auth.companyId, range, unit);
    return { unit, count: data.reduce((sum, row) => sum + row.total, 0), data };
  }

  async queues(auth: RequestAuth, query: DashboardQuery): Promise<DashboardQueuesAnswer> {
    const range = await this.range(auth, query);
    const rows = await repo.perQueue(this.db, auth.companyId, range);
    // The web names tickets without a queue ('Sem fila'); the grey is the synthetic queue's of /moments.
    return { data: rows.map((row) => ({ ...row, name: row.name ?? '', color: row.color ?? '#9e9e9e' })) };
  }

  async users(auth: RequestAuth, query: DashboardQuery): Promise<DashboardUsersAnswer> {
    const range = await this.range(auth, query);
    return { data: await repo.perUser(this.db, auth.companyId, range) };
  }

  async userInfo(auth: RequestAuth, query: DashboardQuery): Promise<DashboardUserInfoAnswer> {
    const range = await this.range(auth, query);
    const [top] = (await repo.attendants(this.db, auth.companyId, range))
      .filter((a) => a.tickets > 0)
      .sort((a, b) => b.tickets - a.tickets || (b.rating ?? -1) - (a.rating ?? -1));
    return {
      topAttendant: top
        ? { id: top.id, name: top.name, tickets: top.tickets, rating: top.rating === null ? null : round1(top.rating) }
        : null,
    };
  }

  async nps(auth: RequestAuth, query: DashboardQuery): Promise<DashboardNpsAnswer> {
    const range = await this.range(auth, query);
    const { total, boa, media, ruim } = await repo.nps(this.db, auth.companyId, range);
    return { total_notas: total, boa, media, ruim, nps: total === 0 ? 0 : round1(((boa - ruim) / total) * 100) };
  }

  async closed(auth: RequestAuth, query: DashboardQuery): Promise<DashboardClosedAnswer> {
    const range = await this.range(auth, query);
    return repo.finished(this.db, auth.companyId, range);
  }

  /** Spec 1 §7: active tickets updated in the last 30 days (or dateStart..dateEnd), narrowed by status, queues, user. */
  async moments(auth: RequestAuth, query: MomentsQuery): Promise<MomentTicket[]> {
    await assertCanSeeMoments(this.db, auth);
    const now = this.now();
    const timeZone = query.timeZone ?? (await companiesReader.timeZoneOf(this.db, auth.companyId));
    const from = startOfDayIn(
      query.dateStart ?? addCalendarDays(calendarDayOf(now, timeZone), -MOMENTS_DAYS),
      timeZone,
    );
    const to = query.dateEnd ? daysSpan(query.dateEnd, query.dateEnd, timeZone).to : new Date(now.getTime() + 60_000);
    const rows = await repo.moments(this.db, auth.companyId, {
      from,
      to,
      status: query.status,
      queueIds: query.queueIds,
      userId: query.userId,
    });
    return rows.map(presentMomentTicket);
  }
}
