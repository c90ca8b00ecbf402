import type { QueueIntegrationView } from '@guiche/shared';
import type { QueueIntegrationRow } from './queue-integrations.repository.js';

/**
 * Spec 3 §3 fields; the service-account JSON stays sealed (hasJsonContent says whether one is stored). Optional
 * texts answer "" for none: spec clients' forms validate them as strings.
 */
export function presentQueueIntegration(row: QueueIntegrationRow): QueueIntegrationView {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    projectName: row.projectName ?? '',
    hasJsonContent: row.jsonContentSealed !== null,
    language: row.language ?? '',
    urlN8N: row.urlN8N ?? '',
    typebotSlug: row.typebotSlug ?? '',
    typebotExpires: row.typebotExpires,
    typebotDelayMessage: row.typebotDelayMessage,
    typebotKeywordFinish: row.typebotKeywordFinish ?? '',
    typebotKeywordRestart: row.typebotKeywordRestart ?? '',
    typebotRestartMessage: row.typebotRestartMessage ?? '',
    typebotUnknownMessage: row.typebotUnknownMessage ?? '',
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
