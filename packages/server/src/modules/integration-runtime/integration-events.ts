/**
 * The domain events of queue integrations, AI prompts and file lists, added to the application's event map here so
 * the three features stay in their own folders (realtime/integration-listeners.ts turns them into socket events).
 */
declare module '../../events/domain-events.js' {
  interface DomainEventMap {
    'queueIntegration.saved': { companyId: number; integrationId: number; created: boolean };
    'queueIntegration.deleted': { companyId: number; integrationId: number };
    'prompt.saved': { companyId: number; promptId: number; created: boolean };
    'prompt.deleted': { companyId: number; promptId: number };
    'fileList.saved': { companyId: number; fileListId: number; created: boolean };
    'fileList.deleted': { companyId: number; fileListId: number };
  }
}

export {};
