import { z } from 'zod';
import {
  displayPhone,
  PLANTAO_DEFAULT_INTERVAL,
  PLANTAO_WEEKDAYS,
  plantaoFormSchema,
  phoneToSend,
  type PhoneRegion,
  type PlantaoFormInput,
  type PlantaoView,
  type PlantaoWeekdayEn,
} from '@guiche/shared';

/** One weekday row of the dialog: both times as typed through the HH:MM mask ('' while blank). */
export interface PlantaoDayValues {
  weekday: string;
  weekdayEn: PlantaoWeekdayEn;
  startTime: string;
  endTime: string;
}

/** The dialog's values: the user select empty ('') until one is chosen, the interval as its input gives it. */
export interface PlantaoFormValues {
  userId: number | '';
  phone: string;
  interval: number | string;
  days: PlantaoDayValues[];
}

/**
 * The form for an on-call entry, or for a new one: no user, the spec's interval of 1, seven blank weekdays. The phone
 * is shown as `region` reads it (national when it is one of its numbers).
 */
export function plantaoValuesOf(plantao: PlantaoView | null, region: PhoneRegion): PlantaoFormValues {
  const stored = new Map(plantao?.days.map((day) => [day.weekdayEn, day]));
  return {
    userId: plantao?.userId ?? '',
    phone: plantao ? displayPhone(plantao.phone, region) : '',
    interval: plantao?.interval ?? PLANTAO_DEFAULT_INTERVAL,
    // Monday to Sunday whatever order (or subset) was stored, so the dialog always shows the seven rows.
    days: PLANTAO_WEEKDAYS.map(({ weekday, weekdayEn }) => ({
      weekday,
      weekdayEn,
      startTime: stored.get(weekdayEn)?.startTime ?? '',
      endTime: stored.get(weekdayEn)?.endTime ?? '',
    })),
  };
}

/**
 * What goes to POST /plantao or PUT /plantao/{id}; an unchosen user is left out, so the schema asks for it. The phone,
 * typed in `region`, goes with its '+' (phones.ts), which the server reads the same way.
 */
export function plantaoPayload(
  values: PlantaoFormValues,
  region: PhoneRegion,
): Omit<z.input<typeof plantaoFormSchema>, 'userId'> & { userId?: number } {
  const { userId, phone, interval, days } = values;
  return { ...(userId === '' ? {} : { userId }), phone: phoneToSend(phone, region), interval, days };
}

/**
 * The form field of an issue's path: one on the list itself ('at least one day') goes to `days.root`, react-hook-form's
 * place for a list's own error. On `days` it would replace the rows' errors whenever the days are checked again.
 */
export function plantaoFieldOf(path: string): string {
  return path === 'days' ? 'days.root' : path;
}

/**
 * The client check: the shared rules (spec 3 §5 texts, on the field they concern: `days.2.endTime`, or `days` for
 * 'at least one day'; a phone that is no valid number in the person's region).
 */
export const plantaoDialogSchema = (region: PhoneRegion) =>
  z.custom<PlantaoFormValues>().superRefine((values, ctx) => {
    const issues = plantaoFormSchema.safeParse(plantaoPayload(values, region)).error?.issues ?? [];
    for (const issue of issues)
      ctx.addIssue({
        code: 'custom',
        path: plantaoFieldOf(issue.path.map(String).join('.')).split('.'),
        message: issue.message,
      });
    // zod checks 'at least one day' only once every field passes; the dialog says everything missing at once.
    const oneDay = 'plantao.validation.oneDay';
    if (!values.days.some((day) => day.startTime && day.endTime) && !issues.some((issue) => issue.message === oneDay))
      ctx.addIssue({ code: 'custom', path: ['days', 'root'], message: oneDay });
  });

/** The payload once the dialog's check passed: the phone with its '+', as the server is to read it. */
export function plantaoInput(values: PlantaoFormValues, region: PhoneRegion): PlantaoFormInput {
  return { ...plantaoFormSchema.parse(plantaoPayload(values, region)), phone: phoneToSend(values.phone, region) };
}

/** The hours the table shows (spec 3 §2): only days with both times, Monday to Sunday, as 'weekday - start às end'. */
export function plantaoHours(
  days: PlantaoView['days'],
): { weekdayEn: PlantaoWeekdayEn; startTime: string; endTime: string }[] {
  return PLANTAO_WEEKDAYS.flatMap(({ weekdayEn }) => {
    const day = days.find((entry) => entry.weekdayEn === weekdayEn);
    return day?.startTime && day.endTime ? [{ weekdayEn, startTime: day.startTime, endTime: day.endTime }] : [];
  });
}
