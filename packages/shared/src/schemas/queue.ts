import { z } from 'zod';
import { nameField, optionalText } from './common.js';
import { flag, numberOr, optionalId, optionalNumber, readAs, rowId, writeBody } from './liberal.js';

export const WEEKDAYS_EN = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekdayEn = (typeof WEEKDAYS_EN)[number];

/** A time of a shift: HH:MM on a 24-hour clock, or "" where the shift has none. */
const SHIFT_TIME = /^(?:(?:[01]\d|2[0-3]):[0-5]\d)?$/;

/** A shift's time as a form holds it: an empty field is "" (none), and so are null and a left-out key. */
const shiftTime = readAs((value) => value ?? '', z.string().regex(SHIFT_TIME, { message: 'validation.invalidTime' }));

/** The two shifts of a weekday (spec 2 §3 "Schedule entry": ranges A and B), each as its start and end fields. */
export const SERVICE_HOURS_SHIFTS = [
  ['startTimeA', 'endTimeA'],
  ['startTimeB', 'endTimeB'],
] as const;
export type ServiceHoursField = (typeof SERVICE_HOURS_SHIFTS)[number][number];

/**
 * Service hours of one weekday (spec 2 §3), as stored and answered: two shifts, A and B. A blank shift is none, so a
 * blank second shift leaves one shift and a blank day is closed.
 */
export const serviceHoursSchema = z.object({
  weekday: z.string().max(30),
  weekdayEn: z.enum(WEEKDAYS_EN),
  startTimeA: shiftTime,
  endTimeA: shiftTime,
  startTimeB: shiftTime,
  endTimeB: shiftTime,
});
export type ServiceHours = z.infer<typeof serviceHoursSchema>;
type DayTimes = Pick<ServiceHours, ServiceHoursField>;

/**
 * A shift that is none: blank, or 00:00 to 00:00, which is how a closed day (or a single shift) had to be written
 * while every time was required, and what existing hours still hold.
 */
export const isNoShift = (start: string, end: string) =>
  (start === '' && end === '') || (start === '00:00' && end === '00:00');

/** A day with neither shift: closed all day. */
export const isClosedDay = (day: DayTimes) =>
  SERVICE_HOURS_SHIFTS.every(([start, end]) => isNoShift(day[start], day[end]));

/**
 * A shift that opens: both times, the end after the start (HH:MM compares as text). An end not after its start opens
 * nothing; the web editor refuses it as typed, but it stays well-formed on the wire, as hours saved before held it.
 */
export const isOpenShift = (start: string, end: string) => start !== '' && end !== '' && end > start;

/** The shifts of a day that open, as [start, end]. */
export function openShifts(day: DayTimes): [string, string][] {
  return SERVICE_HOURS_SHIFTS.flatMap(([start, end]): [string, string][] =>
    isOpenShift(day[start], day[end]) ? [[day[start], day[end]]] : [],
  );
}

export interface ServiceHoursIssue {
  field: ServiceHoursField;
  /** A translation key, as zod messages are. */
  message: string;
}

/**
 * The half-filled shifts of a day, on the missing time: a start without its end, or an end without its start. A
 * malformed time is its own field's issue, not one of these.
 */
export function halfShiftIssues(day: DayTimes): ServiceHoursIssue[] {
  return SERVICE_HOURS_SHIFTS.flatMap(([startField, endField]): ServiceHoursIssue[] => {
    const [start, end] = [day[startField], day[endField]];
    if (!SHIFT_TIME.test(start) || !SHIFT_TIME.test(end)) return [];
    if (start === '' && end !== '') return [{ field: startField, message: 'validation.shiftStartRequired' }];
    if (end === '' && start !== '') return [{ field: endField, message: 'validation.shiftEndRequired' }];
    return [];
  });
}

/** The default of every weekday: 08:00–12:00 and 13:00–18:00. `weekday` is the Portuguese label. */
export const DEFAULT_SERVICE_HOURS: ServiceHours[] = [
  ['Segunda-feira', 'monday'],
  ['Terça-feira', 'tuesday'],
  ['Quarta-feira', 'wednesday'],
  ['Quinta-feira', 'thursday'],
  ['Sexta-feira', 'friday'],
  ['Sábado', 'saturday'],
  ['Domingo', 'sunday'],
].map(([weekday, weekdayEn]) => ({
  weekday: weekday as string,
  weekdayEn: weekdayEn as WeekdayEn,
  startTimeA: '08:00',
  endTimeA: '12:00',
  startTimeB: '13:00',
  endTimeB: '18:00',
}));

/** A weekday as written (company, queue and connection bodies): no half-filled shift. */
const serviceHoursInputSchema = serviceHoursSchema.superRefine((day, context) => {
  for (const { field, message } of halfShiftIssues(day)) context.addIssue({ code: 'custom', path: [field], message });
});

export const serviceHoursListSchema = z
  .array(serviceHoursInputSchema)
  .max(7)
  .refine((days) => new Set(days.map((d) => d.weekdayEn)).size === days.length, {
    message: 'validation.duplicateWeekday',
  });

export const CHATBOT_OPTION_TYPES = ['text', 'attendent', 'queue', 'integration', 'file'] as const;
export type ChatbotOptionType = (typeof CHATBOT_OPTION_TYPES)[number];

export const ROTATION_MINUTES = [2, 5, 10, 15, 30, 45, 60] as const;

/** The fixed palette of 50 queue colours of the queue dialog. */
export const QUEUE_COLORS = [
  '#B80000',
  '#DB3E00',
  '#FCCB00',
  '#008B02',
  '#006B76',
  '#1273DE',
  '#004DCF',
  '#5300EB',
  '#EB9694',
  '#FAD0C3',
  '#FEF3BD',
  '#C1E1C5',
  '#BEDADC',
  '#C4DEF6',
  '#BED3F3',
  '#D4C4FB',
  '#4D4D4D',
  '#999999',
  '#FFFFFF',
  '#F44E3B',
  '#FE9200',
  '#FCDC00',
  '#DBDF00',
  '#A4DD00',
  '#68CCCA',
  '#73D8FF',
  '#AEA1FF',
  '#FDA1FF',
  '#333333',
  '#808080',
  '#CCCCCC',
  '#D33115',
  '#E27300',
  '#FCC400',
  '#B0BC00',
  '#68BC00',
  '#16A5A5',
  '#009CE0',
  '#7B64FF',
  '#FA28FF',
  '#000000',
  '#666666',
  '#B3B3B3',
  '#9F0500',
  '#C45100',
  '#FB9E00',
  '#808900',
  '#194D33',
  '#0C797D',
  '#653294',
] as const;

export interface ChatbotOption {
  id?: number | undefined;
  name: string;
  greetingMessage?: string | null | undefined;
  queueType: ChatbotOptionType;
  optQueueId?: number | null | undefined;
  optUserId?: number | null | undefined;
  optIntegrationId?: number | null | undefined;
  optFileId?: number | null | undefined;
  closeTicket?: boolean | undefined;
  options?: ChatbotOption[] | undefined;
}

/** Deepest chatbot level accepted; the editor stays usable far below it, and it bounds recursion. */
export const MAX_CHATBOT_DEPTH = 10;

const chatbotNodeFields = {
  id: rowId(),
  name: z.string().trim().min(4, { message: 'validation.optionTooShort' }).max(100, { message: 'validation.tooLong' }),
  greetingMessage: optionalText(4000),
  queueType: z.enum(CHATBOT_OPTION_TYPES),
  optQueueId: optionalId(),
  optUserId: optionalId(),
  optIntegrationId: optionalId(),
  optFileId: optionalId(),
  closeTicket: flag().optional(),
};

/** A chatbot option and its nested options, to any depth up to MAX_CHATBOT_DEPTH. */
export const chatbotOptionSchema: z.ZodType<ChatbotOption> = z.lazy(() =>
  z
    .object({ ...chatbotNodeFields, options: z.array(chatbotOptionSchema).max(50).optional() })
    .superRefine((node, ctx) => {
      const target = {
        attendent: node.optUserId,
        queue: node.optQueueId,
        integration: node.optIntegrationId,
        file: node.optFileId,
      } as Record<string, unknown>;
      if (node.queueType !== 'text' && !target[node.queueType]) {
        ctx.addIssue({ code: 'custom', path: ['queueType'], message: 'validation.chatbotTargetRequired' });
      }
    }),
);

export function chatbotDepth(options: readonly ChatbotOption[] | undefined): number {
  if (!options || options.length === 0) return 0;
  return 1 + Math.max(...options.map((o) => chatbotDepth(o.options)));
}

const queueFieldsSchema = writeBody({
  name: nameField(),
  color: z.string().trim().min(3, { message: 'validation.tooShort' }).max(9, { message: 'validation.tooLong' }),
  greetingMessage: optionalText(4000),
  outOfHoursMessage: optionalText(4000),
  orderQueue: optionalNumber(z.number().int().min(0).max(10_000)),
  ativarRoteador: flag().optional(),
  // "" (no rotation picked) is 0, rotation off.
  tempoRoteador: numberOr(z.union([z.literal(0), ...ROTATION_MINUTES.map((m) => z.literal(m))]), 0).optional(),
  integrationId: optionalId(),
  fileListId: optionalId(),
  promptId: optionalId(),
  closeTicket: flag().optional(),
  schedules: serviceHoursListSchema.optional(),
  chatbots: z.array(chatbotOptionSchema).max(50).optional(),
});

const withinDepth = (q: { chatbots?: ChatbotOption[] | undefined }) => chatbotDepth(q.chatbots) <= MAX_CHATBOT_DEPTH;
const depthIssue = { path: ['chatbots'], message: 'validation.chatbotTooDeep' };

/** POST /queue. */
export const queueInputSchema = queueFieldsSchema.refine(withinDepth, depthIssue);
export type QueueInput = z.infer<typeof queueInputSchema>;
/** PUT /queue/{id}: any subset of the fields; `chatbots`, when sent, replaces the tree. */
export const queueUpdateSchema = queueFieldsSchema.partial().refine(withinDepth, depthIssue);
export type QueueUpdate = z.infer<typeof queueUpdateSchema>;

/** GET /queue/{id}/deletion: what deleting the queue takes with it, for the confirmation to say. */
export const queueDeletionImpactSchema = z.object({
  /** Waiting and open tickets: left without a queue, or handed to `moveTicketsTo`. */
  activeTickets: z.number().int(),
  /** Options of other queues' chatbots that send contacts to this one: they then hand over to a person. */
  chatbotOptions: z.number().int(),
  users: z.number().int(),
  connections: z.number().int(),
});
export type QueueDeletionImpact = z.infer<typeof queueDeletionImpactSchema>;

/** DELETE /queue/{id}?moveTicketsTo={queueId}: the queue the active tickets go to (none: they stay without one). */
export const queueDeleteQuerySchema = z.object({ moveTicketsTo: optionalId() });
export type QueueDeleteQuery = z.infer<typeof queueDeleteQuerySchema>;

export const queueSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  color: z.string(),
  /** "" when none: spec clients' forms validate these texts as strings (issue 34). */
  greetingMessage: z.string(),
  outOfHoursMessage: z.string(),
  orderQueue: z.number().int().nullable(),
  ativarRoteador: z.boolean(),
  tempoRoteador: z.number().int(),
  integrationId: z.number().int().nullable(),
  fileListId: z.number().int().nullable(),
  promptId: z.number().int().nullable(),
  closeTicket: z.boolean(),
  schedules: z.array(serviceHoursSchema),
});
export type Queue = z.infer<typeof queueSchema> & { chatbots?: ChatbotOption[] };

/** POST /chatbot: a node under a queue (root) or under another option. */
export const chatbotCreateSchema = writeBody({
  ...chatbotNodeFields,
  queueId: optionalId(),
  parentId: optionalId(),
  options: z.array(chatbotOptionSchema).max(50).optional(),
})
  .refine((n) => Boolean(n.queueId) !== Boolean(n.parentId), {
    message: 'validation.chatbotParentRequired',
    path: ['parentId'],
  })
  // The node itself is one level; where it lands under its parent is checked by the server.
  .refine((n) => 1 + chatbotDepth(n.options) <= MAX_CHATBOT_DEPTH, {
    message: 'validation.chatbotTooDeep',
    path: ['options'],
  });
export const chatbotUpdateSchema = writeBody(chatbotNodeFields).partial();
