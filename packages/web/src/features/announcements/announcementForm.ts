import { z } from 'zod';
import {
  ANNOUNCEMENT_MEDIA_TYPES,
  announcementFormSchema,
  type AnnouncementForm,
  type AnnouncementPriority,
  type AnnouncementView,
} from '@guiche/shared';

/**
 * The announcement dialog's form: the shared rule for title and text, priority and status held as the strings their
 * selects give ('1' alta, '2' média, '3' baixa; active or inactive) and turned into the API's number and boolean.
 */
const PRIORITY_OF = { '1': 1, '2': 2, '3': 3 } as const satisfies Record<string, AnnouncementPriority>;

/** The locale key naming a priority (spec 3: Alta, Média, Baixa); anything unknown reads as the default, low. */
export function priorityName(priority: number): 'high' | 'medium' | 'low' {
  if (priority === 1) return 'high';
  return priority === 2 ? 'medium' : 'low';
}

export const announcementDialogSchema = z
  .object({
    title: announcementFormSchema.shape.title,
    text: announcementFormSchema.shape.text,
    priority: z.enum(['1', '2', '3']),
    status: z.enum(['active', 'inactive']),
  })
  .transform((values): AnnouncementForm => ({
    title: values.title,
    text: values.text,
    priority: PRIORITY_OF[values.priority],
    status: values.status === 'active',
  }));
export type AnnouncementDialogValues = z.input<typeof announcementDialogSchema>;

export const NEW_ANNOUNCEMENT_VALUES: AnnouncementDialogValues = {
  title: '',
  text: '',
  priority: '3',
  status: 'active',
};

export function announcementValuesOf(announcement: AnnouncementView): AnnouncementDialogValues {
  const priority = announcement.priority === 1 ? '1' : announcement.priority === 2 ? '2' : '3';
  return {
    title: announcement.title,
    text: announcement.text,
    priority,
    status: announcement.status ? 'active' : 'inactive',
  };
}

/** Spec 3 §2: an announcement carries a .png, .jpg or .jpeg image only; the server checks the bytes too. */
export function isAnnouncementImage(file: Pick<File, 'type'>): boolean {
  return (ANNOUNCEMENT_MEDIA_TYPES as readonly string[]).includes(file.type);
}
