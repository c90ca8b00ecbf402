import {
  rooms,
  serverEvents,
  type FileListEventPayload,
  type PromptEventPayload,
  type QueueIntegrationEventPayload,
} from '@guiche/shared';
import type { DomainEvents } from '../events/domain-events.js';
import type { FileListsService } from '../modules/file-lists/file-lists.service.js';
import '../modules/integration-runtime/integration-events.js';
import type { PromptsService } from '../modules/prompts/prompts.service.js';
import type { QueueIntegrationsService } from '../modules/queue-integrations/queue-integrations.service.js';
import type { Broadcaster } from './broadcaster.js';

interface IntegrationServices {
  queueIntegrations: QueueIntegrationsService;
  prompts: PromptsService;
  fileLists: FileListsService;
}

/**
 * Queue integrations, prompts and file lists → the company's sockets (spec 3 §7 live channels). Their screens are
 * for company admins, but what the events carry (no credentials, keys masked) is what any member may know.
 */
export function registerIntegrationListeners(
  io: Broadcaster,
  events: DomainEvents,
  services: IntegrationServices,
): void {
  const company = (companyId: number) => io.to(rooms.company(companyId));
  const action = (created: boolean) => (created ? 'create' : 'update');

  events.on('queueIntegration.saved', async ({ companyId, integrationId, created }) => {
    const queueIntegration = await services.queueIntegrations.snapshot(companyId, integrationId);
    if (queueIntegration)
      company(companyId).emit(serverEvents.queueIntegration(companyId), {
        action: action(created),
        queueIntegration,
      } satisfies QueueIntegrationEventPayload);
  });
  events.on('queueIntegration.deleted', ({ companyId, integrationId }) => {
    company(companyId).emit(serverEvents.queueIntegration(companyId), {
      action: 'delete',
      integrationId,
    } satisfies QueueIntegrationEventPayload);
  });

  events.on('prompt.saved', async ({ companyId, promptId, created }) => {
    const prompt = await services.prompts.snapshot(companyId, promptId);
    if (prompt)
      company(companyId).emit(serverEvents.prompt(companyId), {
        action: action(created),
        prompt,
      } satisfies PromptEventPayload);
  });
  events.on('prompt.deleted', ({ companyId, promptId }) => {
    company(companyId).emit(serverEvents.prompt(companyId), {
      action: 'delete',
      promptId,
    } satisfies PromptEventPayload);
  });

  events.on('fileList.saved', async ({ companyId, fileListId, created }) => {
    const fileList = await services.fileLists.snapshot(companyId, fileListId);
    if (fileList)
      company(companyId).emit(serverEvents.file(companyId), {
        action: action(created),
        fileList,
      } satisfies FileListEventPayload);
  });
  events.on('fileList.deleted', ({ companyId, fileListId }) => {
    company(companyId).emit(serverEvents.file(companyId), {
      action: 'delete',
      fileId: fileListId,
    } satisfies FileListEventPayload);
  });
}
