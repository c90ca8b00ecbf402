import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { chatbots, queues, whatsapps } from '../../db/schema/index.js';

/** Which queues, connections and chatbot options name a queue integration, prompt or file list. */
export const usageRepository = {
  /** True when something of the company still names the target: deleting it would leave a dangling hand-off. */
  async inUse(
    tx: DbOrTx,
    companyId: number,
    target: { integrationId: number } | { promptId: number } | { fileListId: number },
  ): Promise<boolean> {
    const checks: Promise<unknown[]>[] = [];
    const first = (table: typeof queues | typeof whatsapps | typeof chatbots, where: SQL | undefined) =>
      tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.companyId, companyId), where))
        .limit(1);
    if ('integrationId' in target) {
      checks.push(first(queues, eq(queues.integrationId, target.integrationId)));
      checks.push(first(whatsapps, eq(whatsapps.integrationId, target.integrationId)));
      checks.push(
        first(
          chatbots,
          and(eq(chatbots.queueType, 'integration'), eq(chatbots.optIntegrationId, target.integrationId)),
        ),
      );
    } else if ('promptId' in target) {
      checks.push(first(queues, eq(queues.promptId, target.promptId)));
      checks.push(first(whatsapps, eq(whatsapps.promptId, target.promptId)));
    } else {
      checks.push(first(queues, eq(queues.fileListId, target.fileListId)));
      checks.push(first(chatbots, and(eq(chatbots.queueType, 'file'), eq(chatbots.optFileId, target.fileListId))));
    }
    return (await Promise.all(checks)).some((rows) => rows.length > 0);
  },
};
