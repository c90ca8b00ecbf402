import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { fileLists, prompts, queueIntegrations } from '../../db/schema/index.js';

/** What a queue, connection, ticket or chatbot option may hand a conversation to. */
export type TargetKind = 'integration' | 'prompt' | 'fileList';

const TABLE_OF = { integration: queueIntegrations, prompt: prompts, fileList: fileLists } as const;

export const integrationTargetsRepository = {
  /** Which of `ids` name a row of this kind in the company. */
  async ownedIds(tx: DbOrTx, companyId: number, kind: TargetKind, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const table = TABLE_OF[kind];
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.companyId, companyId), inArray(table.id, [...ids])));
    return new Set(rows.map((row) => row.id));
  },
};
