import {
  BufferJSON,
  initAuthCreds,
  makeCacheableSignalKeyStore,
  proto,
  type AuthenticationCreds,
  type AuthenticationState,
  type SignalDataSet,
  type SignalDataTypeMap,
  type SignalKeyStore,
} from 'baileys';
import type { Db } from '../../db/database.js';
import type { SecretBox } from '../../security/secret-box.js';
import type { Fence } from '../lease/session-lease.js';
import { authStateRepository, type AuthScope, type SealedKey } from './auth-state.repository.js';
import type { BaileysLogger } from './socket.js';

const CREDS = 'creds';

export interface AuthStateDeps {
  db: Db;
  scope: AuthScope;
  secretBox: SecretBox;
  /** Every write runs through it: a process that lost the connection's lease writes nothing. */
  fence: Fence;
  logger?: BaileysLogger | undefined;
}

/** Baileys' credentials and Signal keys of one connection, kept encrypted in `channel_auth_keys`. */
export interface WhatsAppAuthState {
  /** What makeWASocket takes as `auth`; the socket mutates `creds` in place on `creds.update`. */
  readonly state: AuthenticationState;
  /** Persists the current credentials (call on every `creds.update`). */
  saveCreds(): Promise<void>;
  /** Deletes the connection's whole session (logged out): the next connect starts with a new QR. */
  clear(): Promise<void>;
}

/** Loads the connection's credentials, or fresh ones when it never paired. */
export async function loadAuthState(deps: AuthStateDeps): Promise<WhatsAppAuthState> {
  const codec = sealedCodec(deps);
  const [stored] = await authStateRepository.find(deps.db, deps.scope, CREDS, [CREDS]);
  const creds = stored ? (codec.open(stored) as AuthenticationCreds) : initAuthCreds();
  const keys = makeCacheableSignalKeyStore(keyStore(deps, codec), deps.logger);

  // Writes of the credentials run one after the other, each sealing the object as it is then: a slow write can
  // never land after, and overwrite, a newer one.
  let credsWrites: Promise<void> = Promise.resolve();
  const saveCreds = () => {
    const write = () =>
      deps.fence.runFenced((tx) => authStateRepository.upsert(tx, deps.scope, [codec.seal(CREDS, CREDS, creds)]));
    credsWrites = credsWrites.then(write, write);
    return credsWrites;
  };

  return {
    state: { creds, keys },
    saveCreds,
    clear: async () => {
      await keys.clear?.();
    },
  };
}

function keyStore(deps: AuthStateDeps, codec: SealedCodec): SignalKeyStore {
  return {
    async get<T extends keyof SignalDataTypeMap>(type: T, ids: string[]) {
      const rows = await authStateRepository.find(deps.db, deps.scope, type, ids);
      const found: { [id: string]: SignalDataTypeMap[T] } = {};
      for (const row of rows) {
        const value = codec.open(row);
        // JSON loses the protobuf class; Baileys calls its methods on app-state sync keys.
        // The casts restate what was stored under this type: set() only receives SignalDataTypeMap values.
        found[row.keyId] = (
          type === 'app-state-sync-key' ? proto.Message.AppStateSyncKeyData.fromObject(value as object) : value
        ) as SignalDataTypeMap[T];
      }
      return found;
    },

    async set(data: SignalDataSet) {
      const upserts: SealedKey[] = [];
      const deletes = new Map<string, string[]>();
      for (const [type, values] of Object.entries(data)) {
        for (const [id, value] of Object.entries(values ?? {})) {
          if (value === null || value === undefined) deletes.set(type, [...(deletes.get(type) ?? []), id]);
          else upserts.push(codec.seal(type, id, value));
        }
      }
      if (upserts.length === 0 && deletes.size === 0) return;
      await deps.fence.runFenced(async (tx) => {
        await authStateRepository.upsert(tx, deps.scope, upserts);
        for (const [type, ids] of deletes) await authStateRepository.delete(tx, deps.scope, type, ids);
      });
    },

    async clear() {
      await deps.fence.runFenced((tx) => authStateRepository.deleteAll(tx, deps.scope));
    },
  };
}

interface SealedCodec {
  seal(type: string, keyId: string, value: unknown): SealedKey;
  open(row: SealedKey): unknown;
}

/**
 * BufferJSON keeps the key bytes through JSON; the sealing context binds each value to its connection, type and id,
 * so a row copied elsewhere does not open.
 */
function sealedCodec({ secretBox, scope }: AuthStateDeps): SealedCodec {
  const context = (type: string, keyId: string) => `whatsapp:${scope.whatsappId}:${type}:${keyId}`;
  return {
    seal: (type, keyId, value) => ({
      type,
      keyId,
      value: secretBox.seal(JSON.stringify(value, BufferJSON.replacer), context(type, keyId)),
    }),
    open: (row) =>
      JSON.parse(
        secretBox.open(row.value, context(row.type, row.keyId)).toString('utf8'),
        BufferJSON.reviver,
      ) as unknown,
  };
}
