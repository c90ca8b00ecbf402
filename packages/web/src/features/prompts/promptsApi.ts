import { z } from 'zod';
import { promptViewSchema, type PromptFormInput, type PromptView } from '@guiche/shared';
import { api } from '../../api/client';

/** The prompt calls of spec 3 §7 "Prompts". */
export const promptsKeys = {
  lists: ['prompts', 'list'] as const,
  detail: (id: number) => ['prompts', 'detail', id] as const,
};

const pageSchema = z.object({ prompts: z.array(promptViewSchema), count: z.number().int(), hasMore: z.boolean() });
export type PromptPage = z.infer<typeof pageSchema>;

export function fetchPromptPage(pageNumber: number): Promise<PromptPage> {
  return api.get(`/prompt?pageNumber=${pageNumber}`, pageSchema);
}

export function fetchPrompt(id: number): Promise<PromptView> {
  return api.get(`/prompt/${id}`, promptViewSchema);
}

export function savePrompt(id: number | null, input: PromptFormInput): Promise<PromptView> {
  return id === null ? api.post('/prompt', input, promptViewSchema) : api.put(`/prompt/${id}`, input, promptViewSchema);
}

export function deletePrompt(id: number): Promise<void> {
  return api.delete(`/prompt/${id}`);
}
