import type { SocketConfig, WAMessage, WAVersion } from 'baileys';
import type { Db } from '../../db/database.js';
import type { SecretBox } from '../../security/secret-box.js';
import type { Fence } from '../lease/session-lease.js';
import type { ChannelEvent } from '../types.js';
import type { AuthScope } from './auth-state.repository.js';
import type { ImportWindow } from './history.js';
import type { BackoffOptions } from './reconnect-policy.js';
import type { BaileysLogger, MakeSocket } from './socket.js';
import type { WhatsAppSession } from './whatsapp-session.js';

export interface MediaDownloadContext {
  reuploadRequest: (message: WAMessage) => Promise<WAMessage>;
  logger: BaileysLogger;
}

/** What a session needs from its adapter: configuration, collaborators and where its events go. */
export interface SessionDeps {
  db: Db;
  scope: AuthScope;
  /** The connection's lease, held by the session's host: every auth write goes through it. */
  fence: Fence;
  secretBox: SecretBox;
  /** Read per batch of socket events: the connection's allowGroup may be saved while the session runs. */
  allowGroup: () => boolean;
  /** Set while the connection imports old messages: the phone is asked for its full history. */
  importWindow: ImportWindow | undefined;
  makeSocket: MakeSocket;
  version: WAVersion;
  logger: BaileysLogger;
  getMessage: SocketConfig['getMessage'];
  downloadMedia: (message: WAMessage, context: MediaDownloadContext) => Promise<Buffer>;
  backoff: BackoffOptions;
  emit: (event: ChannelEvent) => Promise<void>;
  /** The session ended (stopped, logged out, banned, replaced, fenced): the adapter forgets it. */
  onEnd: (session: WhatsAppSession) => void;
}
