import { z } from 'zod';
import {
  promptViewSchema,
  queueIntegrationViewSchema,
  fileListViewSchema,
  type QueueIntegrationFormInput,
  type QueueIntegrationView,
} from '@guiche/shared';
import { api } from '../../api/client';

/** The queue integration calls of spec 3 §7 "Queue integrations". */
export const queueIntegrationsKeys = {
  lists: ['queueIntegrations', 'list'] as const,
  list: (search: string) => ['queueIntegrations', 'list', search] as const,
  detail: (id: number) => ['queueIntegrations', 'detail', id] as const,
  /** The first pages of integrations, prompts and file lists the queue dialog and connection modal offer. */
  choices: ['queueIntegrations', 'choices'] as const,
};

const pageSchema = z.object({
  queueIntegrations: z.array(queueIntegrationViewSchema),
  count: z.number().int(),
  hasMore: z.boolean(),
});
export type QueueIntegrationPage = z.infer<typeof pageSchema>;

export function fetchQueueIntegrationPage(search: string, pageNumber: number): Promise<QueueIntegrationPage> {
  const params = new URLSearchParams({ pageNumber: String(pageNumber) });
  if (search) params.set('searchParam', search);
  return api.get(`/queueIntegration?${params.toString()}`, pageSchema);
}

export function fetchQueueIntegration(id: number): Promise<QueueIntegrationView> {
  return api.get(`/queueIntegration/${id}`, queueIntegrationViewSchema);
}

export function saveQueueIntegration(
  id: number | null,
  input: QueueIntegrationFormInput,
): Promise<QueueIntegrationView> {
  return id === null
    ? api.post('/queueIntegration', input, queueIntegrationViewSchema)
    : api.put(`/queueIntegration/${id}`, input, queueIntegrationViewSchema);
}

export function deleteQueueIntegration(id: number): Promise<void> {
  return api.delete(`/queueIntegration/${id}`);
}

export function testDialogflow(input: {
  projectName: string;
  jsonContent: string;
  language: string;
}): Promise<{ message: string }> {
  return api.post('/queueIntegration/testSession', input, z.object({ message: z.string() }));
}

/** A choice of the queue dialog's and connection modal's selects. */
export interface BotChoice {
  id: number;
  name: string;
}

const named = z.array(z.object({ id: z.number().int(), name: z.string() }));

/**
 * What a queue or connection may hand its contacts to. Each list answers 403 when the plan lacks it (or for
 * non-admins): that list is then simply empty.
 */
export async function fetchBotChoices(): Promise<{
  integrations: BotChoice[];
  prompts: BotChoice[];
  fileLists: BotChoice[];
}> {
  const orEmpty = <T>(load: Promise<T[]>) => load.catch(() => [] as T[]);
  const [integrations, prompts, fileLists] = await Promise.all([
    orEmpty(
      api.get('/queueIntegration', z.object({ queueIntegrations: named })).then((page) => page.queueIntegrations),
    ),
    orEmpty(
      api
        .get('/prompt', z.object({ prompts: z.array(promptViewSchema.pick({ id: true, name: true })) }))
        .then((page) => page.prompts),
    ),
    orEmpty(
      api
        .get('/files', z.object({ files: z.array(fileListViewSchema.pick({ id: true, name: true })) }))
        .then((page) => page.files),
    ),
  ]);
  return { integrations, prompts, fileLists };
}
