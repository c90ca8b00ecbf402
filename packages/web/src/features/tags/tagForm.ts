import { z } from 'zod';
import { tagFormSchema, type TagFormInput, type TagView } from '@guiche/shared';

/**
 * The tag dialog's form (spec 3 §5): name required ('Obrigatório') and at least 3 characters ('Mensagem muito
 * curta', the dialog's own text: the chat's tag picker says otherwise), a colour.
 */
export const tagDialogSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'tags.dialog.required' })
    .min(3, { message: 'tags.dialog.tooShort' })
    .pipe(tagFormSchema.shape.name),
  color: tagFormSchema.shape.color,
});
export type TagDialogValues = z.input<typeof tagDialogSchema>;
export type TagDialogOutput = z.output<typeof tagDialogSchema>;

/** A random opaque colour as #rrggbb (spec 3 §9: new tags get a random colour). */
export function randomTagColor(random: () => number = Math.random): string {
  return `#${Math.floor(random() * 0x1000000)
    .toString(16)
    .padStart(6, '0')}`;
}

export function tagValuesOf(tag: TagView | null, random?: () => number): TagDialogValues {
  return tag ? { name: tag.name, color: tag.color } : { name: '', color: randomTagColor(random) };
}

/** POST /tags or PUT /tags/{id}: an edit keeps the tag's kanban flag; a new tag is a lane only in the kanban variant. */
export function tagPayload(values: TagDialogOutput, editing: TagView | null, kanbanVariant: boolean): TagFormInput {
  const kanban = editing ? editing.kanban : kanbanVariant ? 1 : 0;
  return { name: values.name, color: values.color, kanban: kanban === 1 ? 1 : 0 };
}
