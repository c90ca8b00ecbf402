import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { channelAuthKeys } from '../../db/schema/index.js';

/** One connection's session state. */
export interface AuthScope {
  companyId: number;
  whatsappId: number;
}

/** A sealed value: the repository never sees plaintext. */
export interface SealedKey {
  type: string;
  keyId: string;
  value: Buffer;
}

const ofConnection = (scope: AuthScope) =>
  and(eq(channelAuthKeys.whatsappId, scope.whatsappId), eq(channelAuthKeys.companyId, scope.companyId));

export const authStateRepository = {
  async find(tx: DbOrTx, scope: AuthScope, type: string, keyIds: string[]): Promise<SealedKey[]> {
    if (keyIds.length === 0) return [];
    return tx
      .select({ type: channelAuthKeys.type, keyId: channelAuthKeys.keyId, value: channelAuthKeys.value })
      .from(channelAuthKeys)
      .where(and(ofConnection(scope), eq(channelAuthKeys.type, type), inArray(channelAuthKeys.keyId, keyIds)));
  },

  async upsert(tx: DbOrTx, scope: AuthScope, keys: SealedKey[]): Promise<void> {
    if (keys.length === 0) return;
    await tx
      .insert(channelAuthKeys)
      .values(keys.map((key) => ({ ...key, ...scope })))
      .onConflictDoUpdate({
        target: [channelAuthKeys.whatsappId, channelAuthKeys.type, channelAuthKeys.keyId],
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        // The primary key has no company column: never overwrite a row another company's connection owns.
        setWhere: eq(channelAuthKeys.companyId, scope.companyId),
      });
  },

  async delete(tx: DbOrTx, scope: AuthScope, type: string, keyIds: string[]): Promise<void> {
    if (keyIds.length === 0) return;
    await tx
      .delete(channelAuthKeys)
      .where(and(ofConnection(scope), eq(channelAuthKeys.type, type), inArray(channelAuthKeys.keyId, keyIds)));
  },

  async deleteAll(tx: DbOrTx, scope: AuthScope): Promise<void> {
    await tx.delete(channelAuthKeys).where(ofConnection(scope));
  },

  async list(tx: DbOrTx, scope: AuthScope): Promise<SealedKey[]> {
    return tx
      .select({ type: channelAuthKeys.type, keyId: channelAuthKeys.keyId, value: channelAuthKeys.value })
      .from(channelAuthKeys)
      .where(ofConnection(scope));
  },
};
