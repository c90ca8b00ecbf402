import {
  DisconnectReason,
  proto,
  WAMessageStatus,
  type AnyMessageContent,
  type AuthenticationCreds,
  type BaileysEventMap,
  type Contact,
  type MiscMessageGenerationOptions,
  type UserFacingSocketConfig,
  type WAMessage,
  type WAMessageKey,
  type WAMessageUpdate,
  type WAPresence,
} from 'baileys';
import type { BaileysSocket, MakeSocket } from '../socket.js';

type Events = Partial<BaileysEventMap>;
type Listeners = { [T in keyof BaileysEventMap]?: ((arg: BaileysEventMap[T]) => void)[] };

/** Baileys' event emitter, reduced to what the adapter and the fake use; `emit` resolves once handlers finished. */
export class FakeEvents {
  private readonly listeners: Listeners = {};
  private readonly handlers = new Set<(events: Events) => void | Promise<void>>();

  on<T extends keyof BaileysEventMap>(event: T, listener: (arg: BaileysEventMap[T]) => void): void {
    const list: ((arg: BaileysEventMap[T]) => void)[] = this.listeners[event] ?? [];
    list.push(listener);
    // TypeScript cannot relate a generic key's value type back to the mapped type; the list is of that type.
    this.listeners[event] = list as Listeners[T];
  }

  process(handler: (events: Events) => void | Promise<void>): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  get processHandlers(): number {
    return this.handlers.size;
  }

  async emit<T extends keyof BaileysEventMap>(event: T, arg: BaileysEventMap[T]): Promise<void> {
    for (const listener of this.listeners[event] ?? []) listener(arg);
    // Like Baileys' buffered `process`: a handler receives a map of event name to payload.
    const batch: Events = { [event]: arg };
    await Promise.all([...this.handlers].map((handler) => handler(batch)));
  }
}

/** The error Baileys closes with: a Boom carrying `output.statusCode`. */
export function disconnectError(statusCode: number, message = `Connection closed (${statusCode})`): Error {
  return Object.assign(new Error(message), { isBoom: true, output: { statusCode, payload: { statusCode, message } } });
}

export interface SentMessage {
  jid: string;
  content: AnyMessageContent;
  options: MiscMessageGenerationOptions | undefined;
}

/** Our own account as WhatsApp reports it: phone JID with a device suffix, plus the LID. */
export const OWN_USER: Contact = { id: '5511900000001:7@s.whatsapp.net', lid: '98765432101234:7@lid', name: 'Guichê' };

/**
 * A stand-in for a Baileys socket: records every call the adapter makes and emits the real event names and payload
 * shapes (Baileys 7) on demand. No network.
 */
export class FakeSocket implements BaileysSocket {
  readonly ev = new FakeEvents();
  readonly authState: { creds: AuthenticationCreds };
  user: Contact | undefined;
  ended = false;
  loggedOut = false;
  readonly sent: SentMessage[] = [];
  readonly reads: WAMessageKey[][] = [];
  readonly blockUpdates: { jid: string; action: 'block' | 'unblock' }[] = [];
  readonly presenceUpdates: { type: WAPresence; jid: string | undefined }[] = [];
  readonly presenceSubscriptions: string[] = [];
  readonly pairingRequests: string[] = [];
  readonly reuploads: WAMessage[] = [];
  readonly profilePictures = new Map<string, string>();
  /** When set, sendMessage rejects with it (a Boom-like error, say). */
  failSendsWith: Error | undefined;

  constructor(readonly config: UserFacingSocketConfig) {
    this.authState = { creds: config.auth.creds };
    // The real socket merges every credentials update into the creds object it was given.
    this.ev.on('creds.update', (update) => Object.assign(this.authState.creds, update));
  }

  sendMessage: BaileysSocket['sendMessage'] = async (jid, content, options) => {
    if (this.failSendsWith) throw this.failSendsWith;
    this.sent.push({ jid, content, options });
    return {
      key: { remoteJid: jid, fromMe: true, id: options?.messageId ?? `3EB0FAKE${this.sent.length}` },
      messageTimestamp: Math.floor(Date.now() / 1000),
      status: WAMessageStatus.PENDING,
    };
  };

  readMessages: BaileysSocket['readMessages'] = async (keys) => {
    this.reads.push(keys);
  };

  updateBlockStatus: BaileysSocket['updateBlockStatus'] = async (jid, action) => {
    this.blockUpdates.push({ jid, action });
  };

  sendPresenceUpdate: BaileysSocket['sendPresenceUpdate'] = async (type, jid) => {
    this.presenceUpdates.push({ type, jid });
  };

  presenceSubscribe: BaileysSocket['presenceSubscribe'] = async (jid) => {
    this.presenceSubscriptions.push(jid);
  };

  profilePictureUrl: BaileysSocket['profilePictureUrl'] = async (jid) => {
    const url = this.profilePictures.get(jid);
    if (!url) throw disconnectError(404, 'item-not-found');
    return url;
  };

  requestPairingCode: BaileysSocket['requestPairingCode'] = async (phoneNumber) => {
    this.pairingRequests.push(phoneNumber);
    this.authState.creds.pairingCode = 'ABCD2345';
    return 'ABCD2345';
  };

  updateMediaMessage: BaileysSocket['updateMediaMessage'] = async (message) => {
    this.reuploads.push(message);
    return message;
  };

  logout: BaileysSocket['logout'] = async () => {
    this.loggedOut = true;
    await this.end(disconnectError(DisconnectReason.loggedOut, 'Intentional Logout'));
  };

  end: BaileysSocket['end'] = async (error) => {
    if (this.ended) return;
    this.ended = true;
    await this.ev.emit('connection.update', { connection: 'close', lastDisconnect: { error, date: new Date() } });
  };

  // Scenario helpers: what WhatsApp would make the real socket emit.

  async showQr(qr = '2@fakeRef,fakeNoiseKey,fakeIdentityKey,fakeAdvSecret'): Promise<void> {
    await this.ev.emit('connection.update', { qr });
  }

  /** The phone accepted the QR or pairing code: new credentials, then the expected 515 restart. */
  async pair(user: Contact = OWN_USER): Promise<void> {
    await this.ev.emit('creds.update', { me: user, registered: true, platform: 'android' });
    await this.close(DisconnectReason.restartRequired);
  }

  async open(user: Contact = OWN_USER): Promise<void> {
    this.user = user;
    await this.ev.emit('connection.update', { connection: 'open', isNewLogin: false });
  }

  async close(statusCode: number): Promise<void> {
    this.ended = true;
    await this.ev.emit('connection.update', {
      connection: 'close',
      lastDisconnect: { error: disconnectError(statusCode), date: new Date() },
    });
  }

  async upsert(type: 'notify' | 'append', ...messages: WAMessage[]): Promise<void> {
    await this.ev.emit('messages.upsert', { messages, type });
  }

  /**
   * A history sync chunk as Baileys 7 emits it after downloading the phone's HistorySyncNotification: chats,
   * contacts and messages (newest first), the LID mappings, and the sync's type and progress.
   */
  async history(
    messages: WAMessage[],
    sync: { progress?: number; syncType?: proto.HistorySync.HistorySyncType; isLatest?: boolean } = {},
  ): Promise<void> {
    const chats = [...new Set(messages.map((message) => message.key.remoteJid ?? ''))]
      .filter(Boolean)
      .map((id) => ({ id, conversationTimestamp: 1_760_000_000 }));
    await this.ev.emit('messaging-history.set', {
      chats,
      contacts: chats.map(({ id }) => ({ id })),
      messages: [...messages].sort((a, b) => Number(b.messageTimestamp) - Number(a.messageTimestamp)),
      lidPnMappings: [],
      isLatest: sync.isLatest ?? true,
      progress: sync.progress ?? null,
      syncType: sync.syncType ?? proto.HistorySync.HistorySyncType.RECENT,
      chunkOrder: 1,
      peerDataRequestSessionId: null,
    });
  }

  async update(...updates: WAMessageUpdate[]): Promise<void> {
    await this.ev.emit('messages.update', updates);
  }

  async react(...reactions: BaileysEventMap['messages.reaction']): Promise<void> {
    await this.ev.emit('messages.reaction', reactions);
  }

  async presence(update: BaileysEventMap['presence.update']): Promise<void> {
    await this.ev.emit('presence.update', update);
  }
}

/** A makeSocket that hands out fakes and keeps them for the test to drive. */
export function fakeSocketFactory(): { makeSocket: MakeSocket; sockets: FakeSocket[]; latest(): FakeSocket } {
  const sockets: FakeSocket[] = [];
  return {
    makeSocket: (config) => {
      const socket = new FakeSocket(config);
      sockets.push(socket);
      return socket;
    },
    sockets,
    latest() {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was made');
      return socket;
    },
  };
}
