import type { DbOrTx } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { integrationTargetsRepository, type TargetKind } from './integration-targets.repository.js';

/** One id a write stores, where it sits in the request (the issue's path), and the message shown when unknown. */
export interface TargetRef {
  kind: TargetKind;
  id: number | null | undefined;
  path: string;
  message?: string;
}

/**
 * Every integration, prompt and file-list id a write stores must name a row of the writer's company: reads are
 * company-scoped, so a foreign or missing id would only sit there dangling, but it must never be stored. Null or
 * absent ids (clearing the field, or leaving it alone) pass. Used by every writer of such ids (queues and their
 * chatbot options, connections, tickets), so the rule is one.
 */
export async function assertTargetsOwned(tx: DbOrTx, companyId: number, refs: readonly TargetRef[]): Promise<void> {
  const named = refs.filter((ref): ref is TargetRef & { id: number } => typeof ref.id === 'number');
  if (named.length === 0) return;
  const kinds = [...new Set(named.map((ref) => ref.kind))];
  const owned = new Map(
    await Promise.all(
      kinds.map(
        async (kind) =>
          [
            kind,
            await integrationTargetsRepository.ownedIds(tx, companyId, kind, [
              ...new Set(named.filter((ref) => ref.kind === kind).map((ref) => ref.id)),
            ]),
          ] as const,
      ),
    ),
  );
  const unknown = named.filter((ref) => !owned.get(ref.kind)?.has(ref.id));
  if (unknown.length === 0) return;
  const issues = [
    ...new Map(
      unknown.map((ref) => [ref.path, { path: ref.path, message: ref.message ?? 'validation.invalidOption' }]),
    ).values(),
  ];
  throw new AppError('ERR_VALIDATION', { issues });
}

/** The refs of a record's own integrationId, promptId and fileListId fields, each under its field's name. */
export function fieldTargets(fields: {
  integrationId?: number | null | undefined;
  promptId?: number | null | undefined;
  fileListId?: number | null | undefined;
}): TargetRef[] {
  return [
    { kind: 'integration', id: fields.integrationId, path: 'integrationId' },
    { kind: 'prompt', id: fields.promptId, path: 'promptId' },
    { kind: 'fileList', id: fields.fileListId, path: 'fileListId' },
  ];
}
