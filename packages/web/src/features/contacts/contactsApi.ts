import { z } from 'zod';
import {
  contactViewSchema,
  tagRefSchema,
  ticketViewSchema,
  type ConnectionChannel,
  type ContactFormInput,
  type ContactView,
  type CreateTicketInput,
  type TagRef,
  type TicketView,
} from '@guiche/shared';
import { api } from '../../api/client';

/** The contacts and tags calls of spec 1 §7 "Contacts" and "Tickets" (tags). */
export const contactsKeys = {
  all: ['contacts'] as const,
  lists: ['contacts', 'list'] as const,
  list: (filters: ContactFilters) => ['contacts', 'list', filters] as const,
  detail: (id: number) => ['contacts', 'detail', id] as const,
  tags: (contactId: number) => ['contacts', 'tags', contactId] as const,
};

export const tagsKeys = {
  list: ['tags', 'list'] as const,
};

/** What the contacts page filters by (GET /contacts params). `search` is already debounced and trimmed. */
export interface ContactFilters {
  search: string;
  channel: ConnectionChannel | null;
  tagIds: number[];
}

const contactPageSchema = z.object({
  contacts: z.array(contactViewSchema),
  count: z.number().int(),
  hasMore: z.boolean(),
});
export type ContactPage = z.infer<typeof contactPageSchema>;

/** A tag list, answered bare or wrapped as `{ tags }` (spec 1 §7 only says "tags"). */
const tagListSchema = z.union([
  z.array(tagRefSchema),
  z.object({ tags: z.array(tagRefSchema) }).transform((answer) => answer.tags),
]);

export function contactListParams(filters: ContactFilters, pageNumber: number): URLSearchParams {
  const params = new URLSearchParams({ pageNumber: String(pageNumber) });
  if (filters.search) params.set('searchParam', filters.search);
  if (filters.channel) params.set('channel', filters.channel);
  if (filters.tagIds.length > 0) params.set('contactTag', JSON.stringify(filters.tagIds));
  return params;
}

/** GET /contacts/export for the page's filters: every contact they find, as Excel or CSV. */
export function contactExportPath(filters: ContactFilters, format: 'xlsx' | 'csv'): string {
  const params = contactListParams(filters, 1);
  params.delete('pageNumber');
  params.set('format', format);
  return `/contacts/export?${params.toString()}`;
}

export function fetchContactPage(filters: ContactFilters, pageNumber: number): Promise<ContactPage> {
  return api.get(`/contacts?${contactListParams(filters, pageNumber).toString()}`, contactPageSchema);
}

export function fetchContact(id: number): Promise<ContactView> {
  return api.get(`/contacts/${id}`, contactViewSchema);
}

export function createContact(input: ContactFormInput): Promise<ContactView> {
  return api.post('/contacts', input, contactViewSchema);
}

export function updateContact(id: number, input: Partial<ContactFormInput>): Promise<ContactView> {
  return api.put(`/contacts/${id}`, input, contactViewSchema);
}

export function deleteContact(id: number): Promise<void> {
  return api.delete(`/contacts/${id}`);
}

/** PUT /contacts/block/{id}: `active` false blocks, true unblocks. */
export function setContactActive(id: number, active: boolean): Promise<ContactView> {
  return api.put(`/contacts/block/${id}`, { active }, contactViewSchema);
}

export function fetchContactTags(contactId: number): Promise<TagRef[]> {
  return api.get(`/contactTags/${contactId}`, tagListSchema);
}

export function fetchTagList(): Promise<TagRef[]> {
  return api.get('/tags/list', tagListSchema);
}

/** POST /tags from a tag picker: kanban 0 and a colour of its own (spec 3 §9). */
export function createTag(name: string, color: string): Promise<TagRef> {
  return api.post('/tags', { name, color, kanban: 0 }, tagRefSchema);
}

/** POST /tags/sync: the contact's (and its ticket's) whole tag set; answers the set as saved. */
export function syncTags(contactId: number, ticketId: number | undefined, tags: readonly TagRef[]): Promise<TagRef[]> {
  return api.post(
    '/tags/sync',
    { contactId, ...(ticketId === undefined ? {} : { ticketId }), tags: tags.map(({ id }) => ({ id })) },
    tagListSchema,
  );
}

/** POST /tickets for a contact from the contacts page; a 409 names who holds the open one. */
export function createTicket(input: CreateTicketInput): Promise<TicketView> {
  return api.post('/tickets', input, ticketViewSchema);
}
