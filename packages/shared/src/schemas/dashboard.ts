import { z } from 'zod';
import { timeZoneField } from '../time-zones.js';
import { idParam, queueIdsParam } from './common.js';

/** Spec 2 §9: the period filter's options, in days. */
export const DASHBOARD_PERIODS = [3, 7, 15, 30, 60, 90] as const;
/** Longest range a dashboard call reads (a year and a day): the queries stay bounded. */
export const DASHBOARD_MAX_DAYS = 366;

const day = () => z.iso.date();

/**
 * The dashboard's filter (spec 2 §7, §5): a period of `days` ending today, or a date range (date_from, date_to; the
 * chart calls name them initialDate and finalDate). Dates are calendar days in the company's time zone. With
 * neither the server answers ERR_DASHBOARD_FILTER ('Parametrize o filtro'). `timeZone` is the zone those days are
 * counted in; without it, the company's (our web sends the company's).
 */
export const dashboardQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(DASHBOARD_MAX_DAYS).optional(),
  timeZone: timeZoneField(),
  date_from: day().optional(),
  date_to: day().optional(),
  initialDate: day().optional(),
  finalDate: day().optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** Counters of GET /dashboard; times in minutes (one decimal). */
export const dashboardCountersSchema = z.object({
  supportPending: z.number(),
  supportHappening: z.number(),
  supportFinished: z.number(),
  leads: z.number(),
  avgSupportTime: z.number(),
  avgWaitTime: z.number(),
});
export type DashboardCounters = z.infer<typeof dashboardCountersSchema>;

export const dashboardAttendantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  online: z.boolean(),
  /** Average rating (0-10) of the attendant's rated attendances; null when none was rated. */
  rating: z.number().nullable(),
  countRating: z.number().int(),
  tickets: z.number().int(),
  avgWaitTime: z.number(),
  avgSupportTime: z.number(),
});
export type DashboardAttendant = z.infer<typeof dashboardAttendantSchema>;

export const dashboardAnswerSchema = z.object({
  counters: dashboardCountersSchema,
  attendants: z.array(dashboardAttendantSchema),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;

/** Tickets per day, or per hour when the range is a single day. `label` is YYYY-MM-DD or HH (company time). */
export const dashboardTotalsAnswerSchema = z.object({
  unit: z.enum(['day', 'hour']),
  count: z.number().int(),
  data: z.array(z.object({ label: z.string(), total: z.number().int() })),
});
export type DashboardTotalsAnswer = z.infer<typeof dashboardTotalsAnswerSchema>;

export const dashboardQueuesAnswerSchema = z.object({
  data: z.array(
    z.object({ queueId: z.number().int().nullable(), name: z.string(), color: z.string(), total: z.number().int() }),
  ),
});
export type DashboardQueuesAnswer = z.infer<typeof dashboardQueuesAnswerSchema>;

export const dashboardUsersAnswerSchema = z.object({
  data: z.array(z.object({ userId: z.number().int(), name: z.string(), total: z.number().int() })),
});
export type DashboardUsersAnswer = z.infer<typeof dashboardUsersAnswerSchema>;

/** The attendant with the most attendances in the range (ties: the better rated). */
export const dashboardUserInfoAnswerSchema = z.object({
  topAttendant: z
    .object({ id: z.number().int(), name: z.string(), tickets: z.number().int(), rating: z.number().nullable() })
    .nullable(),
});
export type DashboardUserInfoAnswer = z.infer<typeof dashboardUserInfoAnswerSchema>;

/** Ratings 0-10 in the range: boa 9-10, media 7-8, ruim 0-6 (the satisfaction pie's Ótimo, Bom, Ruim); nps: % boa − % ruim. */
export const dashboardNpsAnswerSchema = z.object({
  total_notas: z.number().int(),
  boa: z.number().int(),
  media: z.number().int(),
  ruim: z.number().int(),
  nps: z.number(),
});
export type DashboardNpsAnswer = z.infer<typeof dashboardNpsAnswerSchema>;

/** GET /dashboard/atendimentos-encerrados: the count itself, a bare JSON number (spec clients render it as is). */
export const dashboardClosedAnswerSchema = z.number().int();
export type DashboardClosedAnswer = z.infer<typeof dashboardClosedAnswerSchema>;

/** GET /dashboard/moments (spec 1 §7): active tickets of the last 30 days, for the real-time page. */
export const momentsQuerySchema = z.object({
  status: z.enum(['pending', 'open']).optional(),
  showAll: z.enum(['true', 'false']).optional(),
  queueIds: queueIdsParam(),
  dateStart: day().optional(),
  dateEnd: day().optional(),
  userId: idParam().optional(),
  timeZone: timeZoneField(),
});
export type MomentsQuery = z.infer<typeof momentsQuerySchema>;

/** Most tickets /moments lists: the page shows live cards, not an archive. */
export const MOMENTS_LIMIT = 1000;

export const momentTicketSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  contact: z.object({ id: z.number().int(), name: z.string(), number: z.string().nullable() }),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  queue: z.object({ id: z.number().int(), name: z.string(), color: z.string() }).nullable(),
});
export type MomentTicket = z.infer<typeof momentTicketSchema>;
export const momentsAnswerSchema = z.array(momentTicketSchema);
