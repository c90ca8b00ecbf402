import { z } from 'zod';
import {
  contactListItemViewSchema,
  contactListViewSchema,
  type ContactListImportReport,
  type ContactListItemFormInput,
  type ContactListItemListAnswer,
  type ContactListItemView,
  type ContactListListAnswer,
  type ContactListView,
} from '@guiche/shared';
import { api } from '../../api/client';

/** The contact lists calls of spec 3 §7 "Contact lists". */
export const contactListsKeys = {
  all: ['contact-lists'] as const,
  list: (search: string) => ['contact-lists', 'list', search] as const,
  detail: (id: number) => ['contact-lists', 'detail', id] as const,
  items: (listId: number, search: string) => ['contact-lists', 'items', listId, search] as const,
};

const listAnswerSchema: z.ZodType<ContactListListAnswer> = z.object({
  records: z.array(contactListViewSchema),
  count: z.number(),
  hasMore: z.boolean(),
});
const itemsAnswerSchema: z.ZodType<ContactListItemListAnswer> = z.object({
  contacts: z.array(contactListItemViewSchema),
  count: z.number(),
  hasMore: z.boolean(),
});
export const importReportSchema: z.ZodType<ContactListImportReport> = z.object({
  contactListId: z.number(),
  rows: z.number(),
  added: z.number(),
  duplicates: z.number(),
  errors: z.array(z.object({ row: z.number(), reason: z.enum(['invalidNumber', 'invalidName', 'invalidEmail']) })),
  errorCount: z.number(),
  done: z.boolean(),
});

const pageQuery = (search: string, pageNumber: number, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams({ pageNumber: String(pageNumber), ...extra });
  if (search) params.set('searchParam', search);
  return params.toString();
};

export const fetchContactListPage = (search: string, pageNumber: number) =>
  api.get(`/contact-lists?${pageQuery(search, pageNumber)}`, listAnswerSchema);
export const fetchContactList = (id: number) => api.get(`/contact-lists/${id}`, contactListViewSchema);
export const createContactList = (name: string): Promise<ContactListView> =>
  api.post('/contact-lists', { name }, contactListViewSchema);
export const renameContactList = (id: number, name: string): Promise<ContactListView> =>
  api.put(`/contact-lists/${id}`, { name }, contactListViewSchema);
export const deleteContactList = (id: number) => api.delete(`/contact-lists/${id}`);

/** POST /contact-lists/{id}/upload: the spreadsheet (its progress arrives live meanwhile). */
export function uploadContactSheet(id: number, file: File): Promise<ContactListImportReport> {
  const form = new FormData();
  form.append('file', file);
  return api.postForm(`/contact-lists/${id}/upload`, form, importReportSchema);
}

export const fetchContactListItems = (listId: number, search: string, pageNumber: number) =>
  api.get(`/contact-list-items?${pageQuery(search, pageNumber, { contactListId: String(listId) })}`, itemsAnswerSchema);
export const createContactListItem = (input: ContactListItemFormInput): Promise<ContactListItemView> =>
  api.post('/contact-list-items', input, contactListItemViewSchema);
export const updateContactListItem = (id: number, input: ContactListItemFormInput): Promise<ContactListItemView> =>
  api.put(`/contact-list-items/${id}`, input, contactListItemViewSchema);
export const deleteContactListItem = (id: number) => api.delete(`/contact-list-items/${id}`);
