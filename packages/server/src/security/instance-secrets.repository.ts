import type { Tx } from '../db/database.js';
import { instanceSecrets } from '../db/schema/index.js';

export type InstanceSecretRow = typeof instanceSecrets.$inferSelect;

/** The platform's own secrets (instance-secrets.ts): not a company's, so keyed by name alone. */
export const instanceSecretsRepository = {
  async all(tx: Tx): Promise<InstanceSecretRow[]> {
    return tx.select().from(instanceSecrets);
  },

  async insert(tx: Tx, row: Pick<InstanceSecretRow, 'name' | 'value' | 'sealed'>): Promise<void> {
    await tx.insert(instanceSecrets).values(row);
  },
};
