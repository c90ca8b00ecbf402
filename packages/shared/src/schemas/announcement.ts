import { z } from 'zod';
import { pageNumberField, searchParamField } from './common.js';
import { flag, writeBody } from './liberal.js';

/** Spec 3 §3: 1 high, 2 medium, 3 low (the default). */
export const ANNOUNCEMENT_PRIORITIES = [1, 2, 3] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];
export const ANNOUNCEMENT_DEFAULT_PRIORITY: AnnouncementPriority = 3;
/** Spec 3 §2: the image types an announcement may carry (.png, .jpg, .jpeg). */
export const ANNOUNCEMENT_MEDIA_TYPES = ['image/png', 'image/jpeg'] as const;

/** POST /announcements and PUT /announcements/{id}: title and text required ('Obrigatório'). */
export const announcementFormSchema = writeBody({
  title: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(200, { message: 'validation.tooLong' }),
  text: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(5000, { message: 'validation.tooLong' }),
  priority: z.coerce
    .number()
    .int()
    .refine((value): value is AnnouncementPriority => (ANNOUNCEMENT_PRIORITIES as readonly number[]).includes(value), {
      message: 'validation.invalidOption',
    })
    .default(ANNOUNCEMENT_DEFAULT_PRIORITY),
  status: flag().default(true),
});
export type AnnouncementFormInput = z.input<typeof announcementFormSchema>;
export type AnnouncementForm = z.output<typeof announcementFormSchema>;

/**
 * GET /announcements/ (searchParam over the title, pageNumber). Users always get the active ones; the super
 * administrator gets every one unless `active=true` (an addition to spec 3 §7: the app bar's popover and its count).
 */
export const listAnnouncementsQuerySchema = z.object({
  searchParam: searchParamField(),
  pageNumber: pageNumberField(),
  active: z.enum(['true', 'false']).optional(),
});
export type ListAnnouncementsQuery = z.infer<typeof listAnnouncementsQuerySchema>;

export const announcementViewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  priority: z.number().int(),
  status: z.boolean(),
  /** A link to the image, signed by the server; null without one. */
  mediaPath: z.string().nullable(),
  mediaName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AnnouncementView = z.infer<typeof announcementViewSchema>;

export const announcementListAnswerSchema = z.object({
  records: z.array(announcementViewSchema),
  count: z.number().int(),
  hasMore: z.boolean(),
});
export type AnnouncementListAnswer = z.infer<typeof announcementListAnswerSchema>;

/** Payload of the live `company-announcement` channel (spec 3 §7), sent to every signed-in user. */
export type AnnouncementEventPayload =
  { action: 'create' | 'update'; record: AnnouncementView } | { action: 'delete'; id: number };
