import type { ChatbotOption } from '@guiche/shared';
import type { ChatbotRow } from './queues.repository.js';

/** Nests flat option rows (one queue's tree) under `parentId`, children ordered by position. */
export function nestOptions(rows: readonly ChatbotRow[], parentId: number | null = null): ChatbotOption[] {
  const byParent = new Map<number | null, ChatbotRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parent: number | null): ChatbotOption[] =>
    (byParent.get(parent) ?? [])
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((row) => ({ ...toOption(row), options: build(row.id) }));
  return build(parentId);
}

export function toOption(row: ChatbotRow): ChatbotOption {
  return {
    id: row.id,
    name: row.name,
    greetingMessage: row.greetingMessage,
    queueType: row.queueType,
    optQueueId: row.optQueueId,
    optUserId: row.optUserId,
    optIntegrationId: row.optIntegrationId,
    optFileId: row.optFileId,
    closeTicket: row.closeTicket,
  };
}

/** The level of option `id` in its queue's tree (a root option is level 1), from the queue's flat rows. */
export function levelOf(rows: readonly ChatbotRow[], id: number): number {
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  let level = 0;
  // Bounded by the row count, so even a corrupt cycle ends.
  for (
    let current: number | null | undefined = id;
    current != null && level <= rows.length;
    current = parentOf.get(current)
  )
    level += 1;
  return level;
}

/** Queue, user, integration and file-list ids a tree points at (those its options' types keep), each once. */
export function collectTargets(options: readonly ChatbotOption[] | undefined): {
  queueIds: number[];
  userIds: number[];
  integrationIds: number[];
  fileListIds: number[];
} {
  const queueIds = new Set<number>();
  const userIds = new Set<number>();
  const integrationIds = new Set<number>();
  const fileListIds = new Set<number>();
  const walk = (nodes: readonly ChatbotOption[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.queueType === 'queue' && node.optQueueId) queueIds.add(node.optQueueId);
      if (node.queueType === 'attendent' && node.optUserId) userIds.add(node.optUserId);
      if (node.queueType === 'integration' && node.optIntegrationId) integrationIds.add(node.optIntegrationId);
      if (node.queueType === 'file' && node.optFileId) fileListIds.add(node.optFileId);
      walk(node.options);
    }
  };
  walk(options);
  return {
    queueIds: [...queueIds],
    userIds: [...userIds],
    integrationIds: [...integrationIds],
    fileListIds: [...fileListIds],
  };
}

/** The columns of one option as stored: only the target of its type is kept. */
export function optionColumns(option: ChatbotOption) {
  return {
    name: option.name,
    greetingMessage: option.greetingMessage ?? null,
    queueType: option.queueType,
    optQueueId: option.queueType === 'queue' ? (option.optQueueId ?? null) : null,
    optUserId: option.queueType === 'attendent' ? (option.optUserId ?? null) : null,
    optIntegrationId: option.queueType === 'integration' ? (option.optIntegrationId ?? null) : null,
    optFileId: option.queueType === 'file' ? (option.optFileId ?? null) : null,
    closeTicket: option.closeTicket ?? false,
  };
}
