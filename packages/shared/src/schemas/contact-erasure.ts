import { z } from 'zod';
import { writeBody } from './liberal.js';

/**
 * How long an erased contact's number may not be added again as a contact (by hand, by a contact list, by a picker)
 * after its erasure: the person asked to be forgotten, so an old spreadsheet must not bring them back at once. The
 * person writing again lifts it.
 */
export const ERASED_NUMBER_GRACE_DAYS = 30;

/** The name an erased contact keeps (its tickets stay, for the company's figures). */
export const ERASED_CONTACT_NAME = 'Contato apagado';

/** An erased contact's number is `apagado-<erasure id>`: unique in its company, and no phone anyone could write from. */
export const ERASED_NUMBER_PREFIX = 'apagado-';

export function isErasedNumber(number: string | null | undefined): boolean {
  return typeof number === 'string' && number.startsWith(ERASED_NUMBER_PREFIX);
}

/** pending: queued; running: its job is erasing, batch by batch; done: nothing of the contact's data is left. */
export const CONTACT_ERASURE_STATUSES = ['pending', 'running', 'done'] as const;
export type ContactErasureStatus = (typeof CONTACT_ERASURE_STATUSES)[number];

/**
 * POST /contacts/{id}/erase: the contact's name typed again, as the dialog asks (compared trimmed and ignoring
 * case), so that no click alone erases someone.
 */
export const eraseContactSchema = writeBody({
  confirm: z.string({ message: 'validation.required' }).max(200, { message: 'validation.tooLong' }),
});
export type EraseContactInput = z.infer<typeof eraseContactSchema>;

/** What an erasure removed, counted as it went: never the data itself. */
export const contactErasureCountsSchema = z.object({
  messagesReplaced: z.number().int(),
  /** What the person wrote in other contacts' WhatsApp groups (their files counted in mediaRemoved). */
  groupMessagesReplaced: z.number().int(),
  mediaRemoved: z.number().int(),
  ticketsKept: z.number().int(),
  notesDeleted: z.number().int(),
  extraInfoDeleted: z.number().int(),
  schedulesCleared: z.number().int(),
  campaignSendsCleared: z.number().int(),
  contactListEntriesRemoved: z.number().int(),
  simulatorMessagesDeleted: z.number().int(),
});
export type ContactErasureCounts = z.infer<typeof contactErasureCountsSchema>;
export const CONTACT_ERASURE_COUNT_KEYS = Object.keys(
  contactErasureCountsSchema.shape,
) as (keyof ContactErasureCounts)[];

/** POST /contacts/{id}/erase and GET /contacts/{id}/erasure: the erasure's progress, who asked and when. */
export const contactErasureViewSchema = z.object({
  id: z.number().int(),
  contactId: z.number().int().nullable(),
  status: z.enum(CONTACT_ERASURE_STATUSES),
  counts: contactErasureCountsSchema,
  requestedByName: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Until when the number may not be added again as a contact (null: no number, or the person wrote again). */
  blockedUntil: z.string().nullable(),
});
export type ContactErasureView = z.infer<typeof contactErasureViewSchema>;

/** Retention periods are whole days (COMPANY_SETTING_RULES' 'days'); the preview takes the same range. */
const retentionDays = () =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ message: 'validation.outOfRange' })
      .int({ message: 'validation.outOfRange' })
      .min(1, { message: 'validation.outOfRange' })
      .max(3650, { message: 'validation.outOfRange' })
      .optional(),
  );

/** GET /privacy/retention/preview: the periods the settings screen is about to save (either may be left out). */
export const retentionPreviewQuerySchema = z.object({
  mediaDays: retentionDays(),
  messagesDays: retentionDays(),
});
export type RetentionPreviewQuery = z.infer<typeof retentionPreviewQuerySchema>;

/** What a retention run would remove if it ran now with those periods (a dry run). */
export const retentionPreviewSchema = z.object({
  mediaFiles: z.number().int(),
  messages: z.number().int(),
});
export type RetentionPreview = z.infer<typeof retentionPreviewSchema>;
