import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type StartupConfig } from '../config.js';
import type { Db, Tx } from '../db/database.js';
import { lockForTransaction } from '../db/locks.js';
import { instanceSecretsRepository } from './instance-secrets.repository.js';
import { SecretBox } from './secret-box.js';

export type SecretName = 'JWT_SECRET' | 'ENCRYPTION_KEY';

export interface InstanceSecrets {
  jwtSecret: string;
  encryptionKey: string;
  /** The ones the environment did not set, taken from the database (to say so at start). */
  fromDatabase: SecretName[];
}

/** The files earlier versions generated the secrets into, adopted the first time (see `generateOrAdopt`). */
const DATA_DIR_FILES: Record<SecretName, string> = { JWT_SECRET: 'jwt-secret', ENCRYPTION_KEY: 'encryption-key' };

/**
 * JWT_SECRET and ENCRYPTION_KEY for this process: the environment's, else the ones kept in the database, created
 * there once. Processes sharing one PostgreSQL (or restarting on one PGlite) then accept each other's tokens and
 * open each other's sealed credentials; when each kept its own in its data folder, they did not. The embedded
 * database follows the same rule so that there is one: its data folder holds the database anyway.
 *
 * Production never comes here without both (loadConfig refuses to start), since a database dump would otherwise
 * hold the keys next to what they protect. The alternative, refusing a second process on a shared PostgreSQL, would
 * have stopped a working setup with nothing to fix but two variables, which this sets up for the operator instead.
 */
export async function resolveInstanceSecrets(
  db: Db,
  given: Pick<StartupConfig, 'jwtSecret' | 'encryptionKey' | 'dataDir'>,
): Promise<InstanceSecrets> {
  if (given.jwtSecret && given.encryptionKey)
    return { jwtSecret: given.jwtSecret, encryptionKey: given.encryptionKey, fromDatabase: [] };
  return db.transaction(async (tx) => {
    // Several processes starting together: the first creates the missing secrets, the others read them.
    await lockForTransaction(tx, 'instance-secrets');
    const rows = await instanceSecretsRepository.all(tx);
    const stored = new Map(rows.map((row) => [row.name, row]));
    const fromDatabase: SecretName[] = [];

    let encryptionKey = given.encryptionKey;
    if (!encryptionKey) {
      // Kept as it is: nothing else could seal it.
      encryptionKey =
        stored.get('ENCRYPTION_KEY')?.value ??
        (await insert(tx, 'ENCRYPTION_KEY', generateOrAdopt('ENCRYPTION_KEY', given.dataDir), false));
      fromDatabase.push('ENCRYPTION_KEY');
    }

    let jwtSecret = given.jwtSecret;
    if (!jwtSecret) {
      // Sealed under the environment's ENCRYPTION_KEY, a database dump alone cannot sign tokens. When the key is
      // itself kept in this table, sealing with it would add nothing: whoever reads the row reads the key beside it.
      const box = given.encryptionKey ? new SecretBox(given.encryptionKey) : undefined;
      const row = stored.get('JWT_SECRET');
      if (row) {
        jwtSecret = row.sealed ? openJwtSecret(row.value, box) : row.value;
      } else {
        const secret = generateOrAdopt('JWT_SECRET', given.dataDir);
        await insert(
          tx,
          'JWT_SECRET',
          box ? box.seal(secret, SEAL_CONTEXT).toString('base64') : secret,
          box !== undefined,
        );
        jwtSecret = secret;
      }
      fromDatabase.push('JWT_SECRET');
    }
    return { jwtSecret, encryptionKey, fromDatabase };
  });
}

/** Binds a sealed value to its purpose (SecretBox's additional data). */
const SEAL_CONTEXT = 'instance-secret:JWT_SECRET';

function openJwtSecret(sealed: string, box: SecretBox | undefined): string {
  const mismatch = new ConfigError(
    'The JWT secret kept in the database was sealed with another ENCRYPTION_KEY: set the same ENCRYPTION_KEY on every process that shares the database (or set JWT_SECRET).',
  );
  if (!box) throw mismatch;
  try {
    return box.open(Buffer.from(sealed, 'base64'), SEAL_CONTEXT).toString();
  } catch {
    throw mismatch;
  }
}

async function insert(tx: Tx, name: SecretName, value: string, sealed: boolean): Promise<string> {
  await instanceSecretsRepository.insert(tx, { name, value, sealed });
  return value;
}

/**
 * A new random secret, or the one an earlier version generated into the data folder: an installation that already
 * sealed credentials or issued sessions with it keeps them working (the first process to start brings its own).
 */
function generateOrAdopt(name: SecretName, dataDir: string): string {
  const file = join(dataDir, DATA_DIR_FILES[name]);
  if (existsSync(file)) {
    const adopted = readFileSync(file, 'utf8').trim();
    if (adopted) return adopted;
  }
  return randomBytes(48).toString('base64url');
}
