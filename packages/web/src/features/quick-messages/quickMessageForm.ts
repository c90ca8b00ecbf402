import { z } from 'zod';
import { quickMessageFormSchema, type QuickMessageFormInput, type QuickMessageView } from '@guiche/shared';

/** The dialog's form: the shared rules (shortcode required, 'Obrigatório'); categoryId '' in the select is none. */
export const quickMessageDialogSchema = quickMessageFormSchema.extend({
  categoryId: z.union([z.number(), z.literal('')]).transform((value) => (value === '' ? null : value)),
});
export type QuickMessageDialogValues = z.input<typeof quickMessageDialogSchema>;
export type QuickMessageDialogOutput = z.output<typeof quickMessageDialogSchema>;

export function quickMessageValuesOf(message: QuickMessageView | null): QuickMessageDialogValues {
  if (!message)
    return { shortcode: '', message: '', geral: false, status: 'active', isCategory: false, categoryId: '' };
  return {
    shortcode: message.shortcode,
    message: message.message,
    geral: message.geral,
    status: message.status === 'inactive' ? 'inactive' : 'active',
    isCategory: message.isCategory,
    categoryId: message.categoryId ?? '',
  };
}

/** A category holds replies and sits in none itself. */
export function quickMessagePayload(values: QuickMessageDialogOutput): QuickMessageFormInput {
  return { ...values, categoryId: values.isCategory ? null : values.categoryId };
}

/** What happens to the attachment on save: a new file goes up, a removed one goes, or nothing changes. */
export type MediaChange = { kind: 'keep' } | { kind: 'upload'; file: File } | { kind: 'remove' };
