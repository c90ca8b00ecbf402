import { z } from 'zod';
import { timeZoneField } from '../time-zones.js';
import { idField, idParam, listParam, pageNumberField, searchParamField } from './common.js';

/** Spec 2 §9: the report's page sizes (default 10). */
export const REPORT_PAGE_SIZES = [5, 10, 20, 50] as const;
export const REPORT_STATUSES = ['open', 'pending', 'closed', 'group', 'nps', 'lgpd'] as const;
/** Spec 2 §2: the export's file and sheet names. */
export const REPORT_FILE_NAME = 'relatorio-de-atendimentos.xlsx';
export const REPORT_SHEET_NAME = 'RelatorioDeAtendimentos';

/**
 * GET /ticket/reports filters (spec 2 §7): lists as JSON arrays, dates as calendar days of the company (the ticket's
 * opening, both ends included, in `timeZone`; without it, the company's). The export
 * (GET /ticket/reports/export) takes the same filters, no paging, and shows its dates in that zone.
 */
export const reportFilterSchema = z.object({
  searchParam: searchParamField(),
  contactId: idParam().optional(),
  whatsappId: listParam(idField(), 100),
  tags: listParam(idField(), 100),
  users: listParam(idField(), 200),
  queueIds: listParam(idField(), 200),
  status: listParam(z.enum(REPORT_STATUSES), REPORT_STATUSES.length),
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
  timeZone: timeZoneField(),
});
export type ReportFilter = z.infer<typeof reportFilterSchema>;

export const reportQuerySchema = reportFilterSchema.extend({
  page: pageNumberField(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (REPORT_PAGE_SIZES as readonly number[]).includes(size), { message: 'validation.invalid' })
    .default(10),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** Spec 2 §3 report ticket. supportTime: minutes attended (started to finished, over its attendances); NPS: 0-10. */
export const reportTicketSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  whatsappName: z.string().nullable(),
  contactName: z.string(),
  userName: z.string().nullable(),
  queueName: z.string().nullable(),
  status: z.string(),
  lastMessage: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  supportTime: z.number().nullable(),
  NPS: z.number().nullable(),
});
export type ReportTicket = z.infer<typeof reportTicketSchema>;

export const reportAnswerSchema = z.object({
  tickets: z.array(reportTicketSchema),
  totalTickets: z.object({ total: z.number().int() }),
});
export type ReportAnswer = z.infer<typeof reportAnswerSchema>;
