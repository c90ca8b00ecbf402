import webpush from 'web-push';
import type { PushConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { lockForTransaction } from '../../db/locks.js';
import { instanceSecretsRepository } from '../../security/instance-secrets.repository.js';
import type { SecretBox } from '../../security/secret-box.js';

/** The server's VAPID identity (RFC 8292): push services accept only pushes signed with the key a browser subscribed to. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const PUBLIC_NAME = 'VAPID_PUBLIC_KEY';
const PRIVATE_NAME = 'VAPID_PRIVATE_KEY';
const SEAL_CONTEXT = 'instance-secret:VAPID_PRIVATE_KEY';
/**
 * Without VAPID_SUBJECT: a contact push services accept (they refuse none but Apple's, which wants a reachable one;
 * docs/operations.md asks production to set it).
 */
const FALLBACK_SUBJECT = 'mailto:push@guiche.app';

/**
 * The environment's pair, else the one kept in the database, created there once under a lock so that every process
 * sharing the database signs with the same key: a browser subscribed through one process must accept pushes sent by
 * another. Changing the pair voids every subscription (browsers bind theirs to the public key), so it is never
 * regenerated; the private key is sealed with the ENCRYPTION_KEY like the channels' credentials.
 */
export async function resolveVapidKeys(
  db: Db,
  secretBox: SecretBox,
  config: PushConfig | undefined,
  publicUrl: string | undefined,
): Promise<VapidKeys> {
  const subject = config?.subject ?? (publicUrl?.startsWith('https://') ? publicUrl : FALLBACK_SUBJECT);
  if (config?.vapidPublicKey && config.vapidPrivateKey)
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject };
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, 'vapid-keys');
    const stored = new Map((await instanceSecretsRepository.all(tx)).map((row) => [row.name, row.value]));
    const publicKey = stored.get(PUBLIC_NAME);
    const sealed = stored.get(PRIVATE_NAME);
    if (publicKey && sealed) {
      const privateKey = secretBox.open(Buffer.from(sealed, 'base64'), SEAL_CONTEXT).toString();
      return { publicKey, privateKey, subject };
    }
    const pair = webpush.generateVAPIDKeys();
    await instanceSecretsRepository.insert(tx, { name: PUBLIC_NAME, value: pair.publicKey, sealed: false });
    await instanceSecretsRepository.insert(tx, {
      name: PRIVATE_NAME,
      value: secretBox.seal(pair.privateKey, SEAL_CONTEXT).toString('base64'),
      sealed: true,
    });
    return { publicKey: pair.publicKey, privateKey: pair.privateKey, subject };
  });
}

/** The keys resolved once per process, on first use; a failed resolution (the database was down) is tried again. */
export function vapidKeysOnce(resolve: () => Promise<VapidKeys>): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  return () => {
    keys ??= resolve().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
}
