import { z } from 'zod';
import { writeBody } from './liberal.js';

/** POST /helps and PUT /helps/{id} (spec 2 §3 Help: title, description, video code). */
export const helpFormSchema = writeBody({
  title: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(100, { message: 'validation.tooLong' }),
  description: z.string().trim().max(1000, { message: 'validation.tooLong' }).default(''),
  /** A YouTube video id. */
  video: z
    .string()
    .trim()
    .max(50, { message: 'validation.tooLong' })
    .regex(/^[\w-]*$/, { message: 'validation.invalidOption' })
    .default(''),
});
export type HelpFormInput = z.input<typeof helpFormSchema>;
export type HelpForm = z.output<typeof helpFormSchema>;

export const helpViewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  video: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HelpView = z.infer<typeof helpViewSchema>;

/** Helps are few (a help centre's videos): the lists answer them all, at most this many. */
export const HELPS_MAX = 200;
