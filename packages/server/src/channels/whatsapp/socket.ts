import {
  Browsers,
  fetchLatestBaileysVersion,
  isJidBroadcast,
  isJidNewsletter,
  makeWASocket,
  type AuthenticationCreds,
  type AuthenticationState,
  type SocketConfig,
  type UserFacingSocketConfig,
  type WASocket,
  type WAVersion,
} from 'baileys';

/** Baileys' logger contract (pino satisfies it); the package does not export the type by name. */
export type BaileysLogger = SocketConfig['logger'];

/** The part of a Baileys socket the adapter uses: the real socket has it, and the test fake implements exactly it. */
export type BaileysSocket = Pick<
  WASocket,
  | 'sendMessage'
  | 'readMessages'
  | 'updateBlockStatus'
  | 'sendPresenceUpdate'
  | 'presenceSubscribe'
  | 'profilePictureUrl'
  | 'requestPairingCode'
  | 'updateMediaMessage'
  | 'logout'
  | 'end'
  | 'user'
> & {
  ev: Pick<WASocket['ev'], 'process'>;
  authState: { creds: AuthenticationCreds };
};

export type MakeSocket = (config: UserFacingSocketConfig) => BaileysSocket;

export const makeBaileysSocket: MakeSocket = (config) => makeWASocket(config);

export interface SocketSettings {
  auth: AuthenticationState;
  version: WAVersion;
  logger: BaileysLogger;
  getMessage: SocketConfig['getMessage'];
  /** Ask the phone for its whole history when it pairs (a message import); otherwise only the recent sync. */
  fullHistory: boolean;
}

export function socketConfig({ fullHistory, ...settings }: SocketSettings): UserFacingSocketConfig {
  return {
    ...settings,
    // Online on connect would silence notifications on the phone of the agent's company.
    markOnlineOnConnect: false,
    syncFullHistory: fullHistory,
    // The phone sends its full history only to a desktop client, and Baileys drops FULL chunks unless told to keep them.
    ...(fullHistory ? { browser: Browsers.macOS('Desktop'), shouldSyncHistoryMessage: () => true } : {}),
    // Status updates, broadcast lists and channels are not conversations; ignoring them also skips their decryption.
    shouldIgnoreJid: (jid) => isJidBroadcast(jid) || isJidNewsletter(jid),
  };
}

/** Used when WhatsApp's current version cannot be fetched (the one Baileys 7.0.0-rc14 was published with). */
export const PINNED_WA_VERSION: WAVersion = [2, 3000, 1043857760];
const VERSION_FETCH_TIMEOUT_MS = 5_000;

/**
 * The WhatsApp Web version to announce; a network call, so never made in tests (they inject a version). Baileys'
 * fetch ignores abort signals, hence the race against a timer.
 */
export async function fetchWaVersion(timeoutMs = VERSION_FETCH_TIMEOUT_MS): Promise<WAVersion> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<WAVersion>((resolve) => {
    timer = setTimeout(() => resolve(PINNED_WA_VERSION), timeoutMs);
    timer.unref();
  });
  const fetched = fetchLatestBaileysVersion().then(
    ({ version, error }) => (error === undefined ? version : PINNED_WA_VERSION),
    () => PINNED_WA_VERSION,
  );
  try {
    return await Promise.race([fetched, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
