import { z } from 'zod';
import { phoneField, type PhoneRegion } from '../phones.js';
import { timeOfDayField } from './common.js';
import { requiredId, writeBody } from './liberal.js';

/** Spec 3 §2: seven weekday rows, Monday to Sunday, with the Portuguese labels the table shows. */
export const PLANTAO_WEEKDAYS = [
  { weekday: 'Segunda-feira', weekdayEn: 'monday' },
  { weekday: 'Terça-feira', weekdayEn: 'tuesday' },
  { weekday: 'Quarta-feira', weekdayEn: 'wednesday' },
  { weekday: 'Quinta-feira', weekdayEn: 'thursday' },
  { weekday: 'Sexta-feira', weekdayEn: 'friday' },
  { weekday: 'Sábado', weekdayEn: 'saturday' },
  { weekday: 'Domingo', weekdayEn: 'sunday' },
] as const;
export type PlantaoWeekdayEn = (typeof PLANTAO_WEEKDAYS)[number]['weekdayEn'];

/** Spec 3 §9: minutes between notifications by default. */
export const PLANTAO_DEFAULT_INTERVAL = 1;

const optionalTime = () => z.union([z.literal(''), timeOfDayField()]).nullish();

const daySchema = z
  .object({
    weekday: z.string().max(20),
    weekdayEn: z.enum(PLANTAO_WEEKDAYS.map((day) => day.weekdayEn) as [PlantaoWeekdayEn, ...PlantaoWeekdayEn[]]),
    startTime: optionalTime(),
    endTime: optionalTime(),
  })
  .superRefine((day, context) => {
    // Spec 3 §5: one time without the other is refused, each with its own text.
    if (day.endTime && !day.startTime)
      context.addIssue({ code: 'custom', path: ['startTime'], message: 'plantao.validation.startRequired' });
    if (day.startTime && !day.endTime)
      context.addIssue({ code: 'custom', path: ['endTime'], message: 'plantao.validation.endRequired' });
  });
export type PlantaoDay = {
  weekday: string;
  weekdayEn: PlantaoWeekdayEn;
  startTime: string | null;
  endTime: string | null;
};

/** The on-call phone, required with the spec's text, in its stored form (the notices go to it). */
export const plantaoPhoneField = (region?: PhoneRegion) =>
  z
    .string({ message: 'plantao.validation.phoneRequired' })
    .trim()
    .min(1, { message: 'plantao.validation.phoneRequired' })
    .pipe(phoneField(region));

/** POST /plantao and PUT /plantao/{id} (spec 3 §5). */
export const plantaoFormSchema = writeBody({
  userId: requiredId({ message: 'plantao.validation.userRequired' }),
  phone: plantaoPhoneField(),
  interval: z.coerce
    .number({ message: 'plantao.validation.intervalRequired' })
    .int()
    .min(1, { message: 'plantao.validation.intervalRequired' })
    .max(1440),
  days: z.array(daySchema).length(7),
}).refine((form) => form.days.some((day) => day.startTime && day.endTime), {
  path: ['days'],
  message: 'plantao.validation.oneDay',
});
export type PlantaoFormInput = z.infer<typeof plantaoFormSchema>;

export const plantaoViewSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  phone: z.string(),
  interval: z.number().int(),
  days: z.array(
    z.object({
      weekday: z.string(),
      weekdayEn: z.string(),
      startTime: z.string().nullable(),
      endTime: z.string().nullable(),
    }),
  ),
});
export type PlantaoView = z.infer<typeof plantaoViewSchema>;

/** The days of a form as stored: empty times become null. */
export function normalisePlantaoDays(days: PlantaoFormInput['days']): PlantaoDay[] {
  return days.map((day) => ({
    weekday: day.weekday,
    weekdayEn: day.weekdayEn,
    startTime: day.startTime || null,
    endTime: day.endTime || null,
  }));
}
