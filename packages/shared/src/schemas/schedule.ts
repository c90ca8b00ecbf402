import { z } from 'zod';
import { idParam, pageNumberField, searchParamField } from './common.js';
import { dateTimeText, optionalId, requiredId, writeBody } from './liberal.js';

/** A schedule waits (PENDENTE) until its sendAt, then is sent (ENVIADA) or, after its retries, failed (ERRO). */
export const SCHEDULE_STATUSES = ['PENDENTE', 'ENVIADA', 'ERRO'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** Spec 3 §5: a schedule's message has at least this many characters ('Mensagem muito curta'). */
export const SCHEDULE_BODY_MIN = 5;
/** Spec 3 §9: the list shows the body cut at this many characters; the dialog proposes now plus this. */
export const SCHEDULE_BODY_PREVIEW = 25;
export const SCHEDULE_DEFAULT_DELAY_MS = 60 * 60 * 1000;

/**
 * POST /schedules and PUT /schedules/{id} (body, contactId, sendAt, userId). sendAt is an instant (ISO 8601 with its
 * offset, as the web sends it) or a `datetime-local` wall clock in the company's zone; it may not lie in the past.
 * userId (whose name the message goes out in) defaults to the caller.
 */
export const scheduleFormSchema = writeBody({
  body: z
    .string({ message: 'validation.required' })
    .trim()
    .min(SCHEDULE_BODY_MIN, { message: 'validation.messageTooShort' })
    .max(4096, { message: 'validation.tooLong' }),
  contactId: requiredId({ message: 'validation.required' }),
  sendAt: dateTimeText('validation.required'),
  userId: optionalId(),
});
export type ScheduleFormInput = z.infer<typeof scheduleFormSchema>;

/** GET /schedules (searchParam over the contact's name and the body; contactId and userId narrow it). */
export const listSchedulesQuerySchema = z.object({
  searchParam: searchParamField(),
  pageNumber: pageNumberField(),
  contactId: idParam().optional(),
  userId: idParam().optional(),
});
export type ListSchedulesQuery = z.infer<typeof listSchedulesQuerySchema>;

export const scheduleViewSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  contactId: z.number().int(),
  contact: z.object({ id: z.number().int(), name: z.string(), number: z.string().nullable() }),
  userId: z.number().int().nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  sendAt: z.string(),
  sentAt: z.string().nullable(),
  status: z.enum(SCHEDULE_STATUSES),
  /** Why the last attempt failed (a catalogue code), when status is ERRO. */
  failedReason: z.string().nullable(),
  ticketId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ScheduleView = z.infer<typeof scheduleViewSchema>;

export const scheduleListAnswerSchema = z.object({
  schedules: z.array(scheduleViewSchema),
  count: z.number().int(),
  hasMore: z.boolean(),
});
export type ScheduleListAnswer = z.infer<typeof scheduleListAnswerSchema>;
