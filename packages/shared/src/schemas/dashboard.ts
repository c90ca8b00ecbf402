import { z } from 'zod';
import { idParam, listParam } from './common.js';

/** Spec 2 §9: the period filter's options, in days. */
export const DASHBOARD_PERIODS = [3, 7, 15, 30, 60, 90] as const;
/** Longest range a dashboard call reads (a year and a day): the queries stay bounded. */
export const DASHBOARD_MAX_DAYS = 366;

const day = () => z.iso.date();

/**
 * The dashboard's filter (spec 2 §7, §5): a period of `days` ending today, or a date range (date_from, date_to; the
 * chart calls name them initialDate and finalDate). Dates are calendar days in the company's time zone. With
 * neither the server answers ERR_DASHBOARD_FILTER ('Parametrize o filtro').
 */
export const dashboardQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(DASHBOARD_MAX_DAYS).optional(),
  date_from: day().optional(),
  date_to: day().optional(),
  initialDate: day().optional(),
  finalDate: day().optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** Counters of GET /dashboard; times in minutes (one decimal). */
export interface DashboardCounters {
  supportPending: number;
  supportHappening: number;
  supportFinished: number;
  leads: number;
  avgSupportTime: number;
  avgWaitTime: number;
}

export interface DashboardAttendant {
  id: number;
  name: string;
  online: boolean;
  /** Average rating (0-10) of the attendant's rated attendances; null when none was rated. */
  rating: number | null;
  countRating: number;
  tickets: number;
  avgWaitTime: number;
  avgSupportTime: number;
}

export interface DashboardAnswer {
  counters: DashboardCounters;
  attendants: DashboardAttendant[];
}

/** Tickets per day, or per hour when the range is a single day. `label` is YYYY-MM-DD or HH (company time). */
export interface DashboardTotalsAnswer {
  unit: 'day' | 'hour';
  count: number;
  data: { label: string; total: number }[];
}

export interface DashboardQueuesAnswer {
  data: { queueId: number | null; name: string; color: string; total: number }[];
}

export interface DashboardUsersAnswer {
  data: { userId: number; name: string; total: number }[];
}

export interface DashboardUserInfoAnswer {
  /** The attendant with the most attendances in the range (ties: the better rated). */
  topAttendant: { id: number; name: string; tickets: number; rating: number | null } | null;
}

/** Ratings 0-10 in the range: boa 9-10, media 7-8, ruim 0-6 (the satisfaction pie's Ótimo, Bom, Ruim). */
export interface DashboardNpsAnswer {
  total_notas: number;
  boa: number;
  media: number;
  ruim: number;
  /** Percentage of boa minus percentage of ruim; 0 without ratings. */
  nps: number;
}

export interface DashboardClosedAnswer {
  total: number;
}

/** GET /dashboard/moments (spec 1 §7): active tickets of the last 30 days, for the real-time page. */
export const momentsQuerySchema = z.object({
  status: z.enum(['pending', 'open']).optional(),
  showAll: z.enum(['true', 'false']).optional(),
  queueIds: listParam(z.coerce.number().int().min(0), 200),
  dateStart: day().optional(),
  dateEnd: day().optional(),
  userId: idParam().optional(),
});
export type MomentsQuery = z.infer<typeof momentsQuerySchema>;

/** Most tickets /moments lists: the page shows live cards, not an archive. */
export const MOMENTS_LIMIT = 1000;

export interface MomentTicket {
  id: number;
  uuid: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  contact: { id: number; name: string; number: string | null };
  user: { id: number; name: string } | null;
  queue: { id: number; name: string; color: string } | null;
}
