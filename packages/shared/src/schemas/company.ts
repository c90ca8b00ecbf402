import { z } from 'zod';
import { PLAN_FLAGS, RECURRENCES } from '../plans.js';
import { serviceHoursListSchema, serviceHoursSchema } from './queue.js';

export const companySettingEntrySchema = z.object({ key: z.string(), value: z.string() });

export const companySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** ISO date (yyyy-MM-dd). */
  dueDate: z.string().nullable(),
  companieSettings: z.array(companySettingEntrySchema),
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
  email: z.string().nullable(),
  phone: z.string().nullable(),
  document: z.string().nullable(),
  planId: z.number().int(),
  status: z.boolean(),
  dueDate: z.string().nullable(),
  recurrence: z.enum(RECURRENCES).nullable(),
  schedules: z.array(serviceHoursSchema),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** PUT /companies/{id}/schedules. */
export const updateCompanySchedulesSchema = z.object({ schedules: serviceHoursListSchema }).strict();
