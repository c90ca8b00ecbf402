import { z } from 'zod';
import { PLAN_FLAGS, RECURRENCE_MONTHS, RECURRENCES } from '../plans.js';
import { emailField, nameField, pageNumberField, searchParamField } from './common.js';
import { timeZoneInput } from '../time-zones.js';
import { flag, optionalDate, requiredId, writeBody } from './liberal.js';
import { optionalPhoneField } from '../phones.js';
import { serviceHoursListSchema, serviceHoursSchema } from './queue.js';

export const companySettingEntrySchema = z.object({ key: z.string(), value: z.string() });

export const companySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** ISO date (yyyy-MM-dd). */
  dueDate: z.string().nullable(),
  companieSettings: z.array(companySettingEntrySchema),
  /** The company's IANA time zone (an addition to spec 1 §7's shape): the web shows dates and counts days in it. */
  timeZone: z.string(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

const planFlagsShape = Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  (typeof PLAN_FLAGS)[number],
  z.ZodBoolean
>;

export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  users: z.number().int(),
  connections: z.number().int(),
  queues: z.number().int(),
  amount: z.string(),
  isPublic: z.boolean(),
  ...planFlagsShape,
});
export type Plan = z.infer<typeof planSchema>;

/** GET /companies/listPlan/{companyId}: the company with its plan (spec 1 §7 "Settings read by column"). */
export const companyPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dueDate: z.string().nullable(),
  recurrence: z.enum(RECURRENCES).nullable(),
  plan: planSchema,
});
export type CompanyPlan = z.infer<typeof companyPlanSchema>;

/** GET /companies/{id}: the company as its admins and the super administrator see it. */
export const companyDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** "" when none, as phone and document: spec clients' forms validate them as strings (issue 34). */
  email: z.string(),
  phone: z.string(),
  document: z.string(),
  planId: z.number().int(),
  status: z.boolean(),
  dueDate: z.string().nullable(),
  recurrence: z.enum(RECURRENCES).nullable(),
  schedules: z.array(serviceHoursSchema),
  /** The IANA zone service hours, schedules, campaigns, placeholders, on-call hours and reports are read in. */
  timeZone: z.string(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** GET /companies/{id}/deletion: what deleting the company takes with it, for the confirmation to say. */
export const companyDeletionImpactSchema = z.object({
  users: z.number().int(),
  connections: z.number().int(),
  tickets: z.number().int(),
  contacts: z.number().int(),
  /** Connections holding a live channel session: the deletion is refused until they are disconnected. */
  liveSessions: z.number().int(),
});
export type CompanyDeletionImpact = z.infer<typeof companyDeletionImpactSchema>;

/** PUT /companies/{id}/schedules: the hours, and the zone they are read in (left out or "": unchanged). */
export const updateCompanySchedulesSchema = writeBody({ schedules: serviceHoursListSchema, timeZone: timeZoneInput() });

const companyFields = {
  // Spec 2 §5: the company form's own texts.
  name: nameField(2, 50, 'companies.nameRequired'),
  email: emailField({ required: 'companies.emailRequired', invalid: 'companies.emailInvalid' }),
  phone: optionalPhoneField(),
  document: z.string().trim().max(30, { message: 'validation.tooLong' }).nullish(),
  planId: requiredId({ message: 'validation.required' }),
  status: flag(),
  // yyyy-MM-dd; the form sends an empty date as "" (spec 2 §4).
  dueDate: optionalDate(),
  recurrence: z.enum(RECURRENCES),
  paymentMethod: z.string().trim().max(50, { message: 'validation.tooLong' }).nullish(),
  // Left out at creation: the zone of the creator's language (timeZoneOfLanguage).
  timeZone: timeZoneInput(),
};

/** POST /companies: the company and its admin user (email + password). */
export const createCompanySchema = writeBody({
  ...companyFields,
  status: companyFields.status.default(true),
  recurrence: companyFields.recurrence.default('MENSAL'),
  password: z.string().min(5, { message: 'validation.tooShort' }).max(50, { message: 'validation.tooLong' }),
});
export type CreateCompanyInput = z.input<typeof createCompanySchema>;
export type CreateCompanyValues = z.output<typeof createCompanySchema>;

/** PUT /companies/{id}: the company's own fields (its users' passwords are theirs to change). */
export const updateCompanySchema = writeBody(companyFields).partial();
export type UpdateCompanyValues = z.output<typeof updateCompanySchema>;

/** GET /companies, /companies/list and /companiesPlan/ (searchParam over name and email, pageNumber). */
export const listCompaniesQuerySchema = z.object({ searchParam: searchParamField(), pageNumber: pageNumberField() });

/** A company as the super administrator's lists show it (spec 2 "Companies"). */
export const companyListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** "" when none, as phone, document and paymentMethod: spec clients fill their company form from this row. */
  email: z.string(),
  phone: z.string(),
  document: z.string(),
  planId: z.number().int(),
  plan: z.object({ id: z.number().int(), name: z.string(), amount: z.string() }),
  status: z.boolean(),
  dueDate: z.string().nullable(),
  recurrence: z.enum(RECURRENCES).nullable(),
  paymentMethod: z.string(),
  timeZone: z.string(),
  numberAttendants: z.number().int(),
  numberConections: z.number().int(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

export const companyPageSchema = z.object({
  companies: z.array(companyListItemSchema),
  count: z.number().int(),
  hasMore: z.boolean(),
});
export type CompanyPage = z.infer<typeof companyPageSchema>;

/**
 * The due-date button (spec 2 §4): dueDate moved on by the recurrence's months (1, 2, 3, 6 or 12). A day past the end
 * of the target month becomes its last day (31 January + 1 month = 28 or 29 February).
 */
export function addRecurrence(dueDate: string, recurrence: (typeof RECURRENCES)[number]): string {
  const [year, month, day] = dueDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + RECURRENCE_MONTHS[recurrence], 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
