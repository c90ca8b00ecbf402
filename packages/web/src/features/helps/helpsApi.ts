import { z } from 'zod';
import { helpViewSchema, type HelpForm, type HelpView } from '@guiche/shared';
import { api } from '../../api/client';

export const helpsKeys = { list: ['helps', 'list'] as const };

/** GET /helps/list (spec 2 §7): every help entry. */
export function fetchHelps(): Promise<HelpView[]> {
  return api.get('/helps/list', z.array(helpViewSchema));
}

export function createHelp(input: HelpForm): Promise<HelpView> {
  return api.post('/helps', input, helpViewSchema);
}

export function updateHelp(id: number, input: HelpForm): Promise<HelpView> {
  return api.put(`/helps/${id}`, input, helpViewSchema);
}

export function deleteHelp(id: number): Promise<void> {
  return api.delete(`/helps/${id}`);
}
