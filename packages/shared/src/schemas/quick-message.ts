import { z } from 'zod';
import { idParam, pageNumberField, searchParamField } from './common.js';
import { flag, onOff, optionalId, writeBody } from './liberal.js';

/** Quick message fields (spec 3): shortcode required; only admin and supervisor may set geral. */
export const quickMessageFormSchema = writeBody({
  shortcode: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(100, { message: 'validation.tooLong' }),
  message: z.string().max(10_000, { message: 'validation.tooLong' }).default(''),
  geral: flag().default(false),
  // The spec's clients hold status as a switch (true / false).
  status: onOff(['active', 'inactive']).default('active'),
  isCategory: flag().default(false),
  categoryId: optionalId(),
});
export type QuickMessageFormInput = z.infer<typeof quickMessageFormSchema>;

export const listQuickMessagesQuerySchema = z.object({
  searchParam: searchParamField(),
  pageNumber: pageNumberField(),
  userId: idParam().optional(),
  companyId: idParam().optional(),
});

export const quickMessageViewSchema = z.object({
  id: z.number().int(),
  shortcode: z.string(),
  message: z.string(),
  geral: z.boolean(),
  status: z.string(),
  isCategory: z.boolean(),
  categoryId: z.number().int().nullable(),
  /** A short-lived signed URL to the stored file (docs/architecture.md, Files), or null. */
  mediaPath: z.string().nullable(),
  mediaName: z.string().nullable(),
  isMedia: z.boolean(),
  userId: z.number().int().nullable(),
});
export type QuickMessageView = z.infer<typeof quickMessageViewSchema>;
