import { z } from 'zod';

/** Rules of the phone page's small forms, with the same `validation.*` keys the other forms use. */

/** A simulated contact: a number of 8 to 15 digits, as the server takes it, and an optional name. */
export const newContactSchema = z.object({
  number: z
    .string()
    .transform((typed) => typed.replace(/\D/g, ''))
    .pipe(
      z
        .string()
        .min(1, { message: 'validation.required' })
        .regex(/^\d{8,15}$/, { message: 'validation.invalidPhone' }),
    ),
  name: z.string().trim().max(80, { message: 'validation.tooLong' }),
});
export type NewContactInput = z.input<typeof newContactSchema>;
export type NewContact = z.output<typeof newContactSchema>;

const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    // A comma is the decimal mark in Portuguese and Spanish: accept it.
    .transform((typed) => Number(typed.replace(',', '.')))
    .pipe(
      z
        .number({ message: 'validation.invalidCoordinate' })
        .min(-limit, { message: 'validation.invalidCoordinate' })
        .max(limit, { message: 'validation.invalidCoordinate' }),
    );

export const locationSchema = z.object({ latitude: coordinate(90), longitude: coordinate(180) });
export type LocationInput = z.input<typeof locationSchema>;
export type Location = z.output<typeof locationSchema>;
