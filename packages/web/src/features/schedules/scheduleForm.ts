import { z } from 'zod';
import { scheduleFormSchema, scheduleViewSchema, type ScheduleFormInput, type ScheduleView } from '@guiche/shared';
import { defaultSendAt, localInputToIso, toDateTimeLocal } from './scheduleFormat';

/** The contact a schedule goes to, as the dialog's picker holds it. */
export const scheduleContactSchema = scheduleViewSchema.shape.contact;
export type ScheduleContact = z.infer<typeof scheduleContactSchema>;

/**
 * The schedule dialog's form (spec 3 §5): the body by the shared rule ('Mensagem muito curta'), a contact picked
 * ('Obrigatório') and the moment typed in a datetime-local field ('Obrigatório'), turned into an instant with the
 * browser's offset. Whether that moment is still ahead is the server's call (validation.sendAtPast).
 */
export const scheduleDialogSchema = z.object({
  body: scheduleFormSchema.shape.body,
  contact: scheduleContactSchema.nullable().transform((contact, context) => {
    if (contact) return contact;
    context.addIssue({ code: 'custom', message: 'validation.required' });
    return z.NEVER;
  }),
  sendAt: z.string().transform((value, context) => {
    const iso = localInputToIso(value);
    if (iso) return iso;
    context.addIssue({ code: 'custom', message: 'validation.required' });
    return z.NEVER;
  }),
});
export type ScheduleDialogValues = z.input<typeof scheduleDialogSchema>;
export type ScheduleDialogOutput = z.output<typeof scheduleDialogSchema>;
type ScheduleDialogField = keyof ScheduleDialogValues;

/** A new schedule: the contact it was opened for (if any), sent in an hour unless changed. */
export function newScheduleValues(contact: ScheduleContact | null, now: Date): ScheduleDialogValues {
  return { body: '', contact, sendAt: defaultSendAt(now) };
}

export function scheduleValuesOf(schedule: ScheduleView): ScheduleDialogValues {
  return { body: schedule.body, contact: schedule.contact, sendAt: toDateTimeLocal(new Date(schedule.sendAt)) };
}

/** POST /schedules or PUT /schedules/{id}. An edit keeps the attendant the message goes out in the name of. */
export function schedulePayload(values: ScheduleDialogOutput, editing: ScheduleView | null): ScheduleFormInput {
  const payload: ScheduleFormInput = { body: values.body, contactId: values.contact.id, sendAt: values.sendAt };
  return editing?.userId ? { ...payload, userId: editing.userId } : payload;
}

/** The dialog field a server issue belongs to (the API names the contact `contactId`), or null for none. */
export function dialogFieldOf(path: string): ScheduleDialogField | null {
  if (path === 'contactId') return 'contact';
  return path === 'body' || path === 'sendAt' ? path : null;
}
