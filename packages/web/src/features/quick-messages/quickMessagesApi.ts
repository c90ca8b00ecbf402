import { z } from 'zod';
import { quickMessageViewSchema, type QuickMessageFormInput, type QuickMessageView } from '@guiche/shared';
import { api } from '../../api/client';

const quickMessagePageSchema = z.object({ records: z.array(quickMessageViewSchema), hasMore: z.boolean() });
export type QuickMessagePage = z.infer<typeof quickMessagePageSchema>;

/** The quick messages calls of spec 3 §7 "Quick messages". */
export const quickMessagesKeys = {
  all: ['quickMessages'] as const,
  lists: ['quickMessages', 'list'] as const,
  list: (search: string) => ['quickMessages', 'list', search] as const,
  categories: ['quickMessages', 'categories'] as const,
};

export function fetchQuickMessagePage(search: string, pageNumber: number): Promise<QuickMessagePage> {
  const params = new URLSearchParams({ pageNumber: String(pageNumber) });
  if (search) params.set('searchParam', search);
  return api.get(`/quick-messages?${params.toString()}`, quickMessagePageSchema);
}

export function fetchCategories(): Promise<QuickMessageView[]> {
  return api.get('/quick-messages/categoriesMessages', z.array(quickMessageViewSchema));
}

export function createQuickMessage(input: QuickMessageFormInput): Promise<QuickMessageView> {
  return api.post('/quick-messages', input, quickMessageViewSchema);
}

export function updateQuickMessage(id: number, input: QuickMessageFormInput): Promise<QuickMessageView> {
  return api.put(`/quick-messages/${id}`, input, quickMessageViewSchema);
}

export function deleteQuickMessage(id: number): Promise<void> {
  return api.delete(`/quick-messages/${id}`);
}

/** POST /quick-messages/{id}/media-upload (form: file, typeArch quickMessage). */
export function uploadQuickMessageMedia(id: number, file: File): Promise<QuickMessageView> {
  const form = new FormData();
  form.append('typeArch', 'quickMessage');
  form.append('file', file);
  return api.postForm(`/quick-messages/${id}/media-upload`, form, quickMessageViewSchema);
}

export function removeQuickMessageMedia(id: number): Promise<QuickMessageView> {
  return api.deleteAndRead(`/quick-messages/${id}/media-upload`, quickMessageViewSchema);
}
