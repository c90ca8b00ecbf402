import { z } from 'zod';
import { emailField, idParam, nameField, pageNumberField, searchParamField } from './common.js';
import { phoneOrMaskField } from '../phones.js';
import { requiredId, writeBody } from './liberal.js';

/** POST/PUT /contact-lists (spec 3 §5: name 2 to 50). */
export const contactListFormSchema = writeBody({ name: nameField(2, 50) });
export type ContactListFormInput = z.infer<typeof contactListFormSchema>;

/** GET /contact-lists and GET /contact-list-items (searchParam lower-cased by the client, pageNumber). */
export const listContactListsQuerySchema = z.object({ searchParam: searchParamField(), pageNumber: pageNumberField() });
export type ListContactListsQuery = z.infer<typeof listContactListsQuerySchema>;

export const listContactListItemsQuerySchema = listContactListsQuerySchema.extend({ contactListId: idParam() });
export type ListContactListItemsQuery = z.infer<typeof listContactListItemsQuerySchema>;

/** POST/PUT /contact-list-items (name 2–50, a valid phone number or the mask a viewer was shown, email valid or empty). */
export const contactListItemFormSchema = writeBody({
  name: nameField(2, 50),
  number: phoneOrMaskField(),
  email: z.union([z.literal(''), emailField()]).nullish(),
  contactListId: requiredId({ message: 'validation.required' }),
});
export type ContactListItemFormInput = z.infer<typeof contactListItemFormSchema>;

/** POST /contact-lists/{id}/tags: fills the list with the contacts carrying a tag. */
export const contactListFromTagSchema = writeBody({ tagId: requiredId({ message: 'validation.required' }) });

export const contactListViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contactsCount: z.number().int(),
  createdAt: z.string(),
});
export type ContactListView = z.infer<typeof contactListViewSchema>;

export const contactListItemViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  number: z.string(),
  email: z.string().nullable(),
  isWhatsappValid: z.boolean().nullable(),
  contactListId: z.number().int(),
  companyId: z.number().int(),
  variables: z.record(z.string(), z.string()),
});
export type ContactListItemView = z.infer<typeof contactListItemViewSchema>;

export interface ContactListListAnswer {
  records: ContactListView[];
  count: number;
  hasMore: boolean;
}

export interface ContactListItemListAnswer {
  contacts: ContactListItemView[];
  count: number;
  hasMore: boolean;
}

/** One refused row of an upload: its line in the file and why (a translation key). */
export interface ImportRowError {
  row: number;
  /** erasedNumber: the number's contact was erased on request, within its grace period (ERR_CONTACT_ERASED). */
  reason: 'invalidNumber' | 'invalidName' | 'invalidEmail' | 'erasedNumber';
}

/** Answer of POST /contact-lists/{id}/upload and the payload of its progress events. */
export interface ContactListImportReport {
  contactListId: number;
  /** Rows read so far (without the header). */
  rows: number;
  added: number;
  duplicates: number;
  errors: ImportRowError[];
  /** Errors beyond the first IMPORT_ERRORS_KEPT are counted only. */
  errorCount: number;
  done: boolean;
}

/** An upload reports at most this many row errors one by one. */
export const IMPORT_ERRORS_KEPT = 200;
