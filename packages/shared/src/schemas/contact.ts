import { z } from 'zod';
import { CONNECTION_CHANNELS } from '../connections.js';
import { idField, idParam, listParam, nameField, pageNumberField, searchParamField } from './common.js';
import { flag, optionalId, readAs, requiredId, rowId, writeBody } from './liberal.js';
import { tagRefSchema } from './ticket.js';

export const contactExtraInfoSchema = z.object({
  id: rowId(),
  name: z.string().trim().min(1, { message: 'validation.required' }).max(100, { message: 'validation.tooLong' }),
  value: z.string().trim().max(1000, { message: 'validation.tooLong' }),
});

/**
 * The contact form of spec 1 §5: name 2–50, a valid phone number, email valid when given. The number is read by the
 * contacts service (phones.ts) rather than here: a number sent back as stored is kept as it is, valid phone or not
 * (a group's id, a masked number, a foreign number without its '+').
 */
export const contactFormSchema = writeBody({
  name: nameField(2, 50),
  number: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(50, { message: 'validation.tooLong' }),
  // A contact without email is read back as ""; older answers held null.
  email: readAs(
    (value) => value ?? '',
    z
      .string()
      .trim()
      .max(200)
      .refine((value) => value === '' || z.email().safeParse(value).success, { message: 'validation.invalidEmail' }),
  ).optional(),
  extraInfo: z.array(contactExtraInfoSchema).max(50).optional(),
  disableBot: flag().optional(),
  acceptAudioMessage: flag().optional(),
  /** Read only from the super administrator (another company's contact). */
  companyId: idField().optional(),
});
export type ContactFormInput = z.infer<typeof contactFormSchema>;

/** GET /contacts (spec 1 §7). */
export const listContactsQuerySchema = z.object({
  searchParam: searchParamField(),
  pageNumber: pageNumberField(),
  channel: z.enum(CONNECTION_CHANNELS).optional(),
  isGroup: z.enum(['true', 'false']).optional(),
  contactTag: listParam(idParam(), 100),
});
export type ListContactsQuery = z.infer<typeof listContactsQuerySchema>;

/** PUT /contacts/block/{id}. */
export const blockContactSchema = writeBody({ active: flag() });

/** A contact as the contacts list, the drawer and the live `contact` event carry it (spec 1 §3). */
export const contactViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  number: z.string().nullable(),
  /** "" when none: spec clients' forms validate it as a string (issue 34). */
  email: z.string(),
  /** The channel's picture URL, or a signed URL when the file is stored here; null when there is none. */
  profilePicUrl: z.string().nullable(),
  urlPicture: z.string().nullable(),
  active: z.boolean(),
  disableBot: z.boolean(),
  acceptAudioMessage: z.boolean(),
  lgpdAcceptedAt: z.string().nullable(),
  channel: z.enum(CONNECTION_CHANNELS),
  isGroup: z.boolean(),
  companyId: z.number().int(),
  tags: z.array(tagRefSchema),
  extraInfo: z.array(z.object({ id: z.number().int(), name: z.string(), value: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactView = z.infer<typeof contactViewSchema>;

export interface ContactListAnswer {
  contacts: ContactView[];
  count: number;
  hasMore: boolean;
}

/** POST /ticket-notes: at least 2 characters (spec 1 §5). */
export const ticketNoteSchema = writeBody({
  note: z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .min(2, { message: 'validation.tooShort' })
    .max(5000, { message: 'validation.tooLong' }),
  ticketId: optionalId(),
  contactId: requiredId(),
});
export type TicketNoteInput = z.infer<typeof ticketNoteSchema>;

export const ticketNoteViewSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  ticketId: z.number().int().nullable(),
  contactId: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TicketNoteView = z.infer<typeof ticketNoteViewSchema>;
