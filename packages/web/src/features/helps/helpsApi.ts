import { z } from 'zod';
import { helpViewSchema, type HelpView } from '@guiche/shared';
import { api } from '../../api/client';

export const helpsKeys = { list: ['helps', 'list'] as const };

/** GET /helps/list (spec 2 §7): every help entry. */
export function fetchHelps(): Promise<HelpView[]> {
  return api.get('/helps/list', z.array(helpViewSchema));
}
