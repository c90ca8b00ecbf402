import { downloadMediaMessage, type SocketConfig, type WAMessage, type WAVersion } from 'baileys';
import { pino } from 'pino';
import type { Db } from '../../db/database.js';
import type { SecretBox } from '../../security/secret-box.js';
import type { Fence } from '../lease/session-lease.js';
import {
  ChannelError,
  type ChannelAdapter,
  type ChannelCapabilities,
  type ChannelEvent,
  type ChannelListener,
  type LiveSessionSettings,
  type MessageRef,
  type OutboundContent,
  type SendOptions,
} from '../types.js';
import { loadAuthState } from './auth-state.js';
import { jidOfAddress, keyOf, refOf } from './jids.js';
import { DEFAULT_BACKOFF, type BackoffOptions } from './reconnect-policy.js';
import { messageIdFor, toBaileysContent, toChannelError } from './send-content.js';
import {
  fetchWaVersion,
  makeBaileysSocket,
  type BaileysLogger,
  type BaileysSocket,
  type MakeSocket,
} from './socket.js';
import type { ImportWindow } from './history.js';
import type { SessionDeps } from './session-deps.js';
import { WhatsAppSession } from './whatsapp-session.js';

export interface BaileysAdapterOptions {
  db: Db;
  companyId: number;
  whatsappId: number;
  /**
   * The connection's lease (a SessionLease), acquired and released by the adapter's host: the auth state writes
   * through it, and the adapter closes its socket the moment it is lost.
   */
  fence: Fence;
  secretBox: SecretBox;
  /** Deliver group messages (the connection's `allowGroup`); otherwise they are dropped. */
  allowGroup?: boolean | undefined;
  /** The connection's message import (spec 2 §4): history inside it comes as `history` events. */
  importWindow?: ImportWindow | undefined;
  /** Tests inject a fake; the default opens a real WhatsApp Web socket. */
  makeSocket?: MakeSocket | undefined;
  /** WhatsApp Web version; fetched (with a timeout and a pinned fallback) on first connect when absent. */
  version?: WAVersion | undefined;
  logger?: BaileysLogger | undefined;
  /** Baileys asks for a message it sent when a recipient requests a retry; answer from the message store. */
  getMessage?: SocketConfig['getMessage'] | undefined;
  /**
   * The stored WhatsApp message a reply quotes. Without it (or when it answers undefined) the quote carries the
   * message id only: phones that still hold the original show it, others show an empty quote.
   */
  loadMessage?: ((ref: MessageRef) => Promise<WAMessage | undefined>) | undefined;
  /** Defaults to Baileys' downloadMediaMessage (network); tests inject bytes. */
  downloadMedia?: SessionDeps['downloadMedia'] | undefined;
  backoff?: Partial<BackoffOptions> | undefined;
}

const CAPABILITIES: ChannelCapabilities = { qr: true, pairingCode: true, edit: true, delete: true, presence: true };

/**
 * WhatsApp through Baileys (WhatsApp Web multi-device): one adapter per connection, run by the process holding the
 * connection's lease, so one live socket per cluster.
 */
export class BaileysAdapter implements ChannelAdapter {
  readonly kind = 'whatsapp' as const;
  /** The message id comes from the idempotency key (messageIdFor), and WhatsApp shows one message per id. */
  readonly repeatIsHarmless = true;
  readonly capabilities = CAPABILITIES;
  private readonly listeners = new Set<ChannelListener>();
  private readonly logger: BaileysLogger;
  private session: WhatsAppSession | undefined;
  private version: WAVersion | undefined;
  private connecting: Promise<void> | undefined;
  private allowGroup: boolean;

  constructor(private readonly options: BaileysAdapterOptions) {
    this.logger = options.logger ?? pino({ level: 'warn' });
    this.version = options.version;
    this.allowGroup = options.allowGroup === true;
  }

  reconfigure(settings: LiveSessionSettings): void {
    this.allowGroup = settings.allowGroup;
  }

  /** Opens the socket (status events follow); throws NOT_CONNECTED once the lease is no longer this process's. */
  async connect(options: { pairingPhone?: string | undefined } = {}): Promise<void> {
    if (this.session) return;
    // Concurrent calls share one start rather than racing for the lease.
    this.connecting ??= this.start(options.pairingPhone?.replace(/\D/g, '') || undefined).finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  async disconnect(options: { logout?: boolean } = {}): Promise<void> {
    const session = this.session;
    if (session) return session.stop(options.logout === true);
    if (options.logout) await this.dropStoredSession();
  }

  on(listener: ChannelListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async send(chatId: string, content: OutboundContent, options: SendOptions): Promise<MessageRef> {
    const socket = this.requireOpen();
    const quoted = options.quote ? await this.quotedMessage(options.quote) : undefined;
    const messageId = messageIdFor(this.options.whatsappId, options.idempotencyKey);
    const sent = await socket
      .sendMessage(chatId, toBaileysContent(content), { messageId, quoted })
      .catch((error: unknown) => {
        throw toChannelError(error, 'send');
      });
    const ref = sent ? refOf(sent.key) : undefined;
    return ref ?? { chatId, messageId, fromMe: true };
  }

  async edit(ref: MessageRef, text: string): Promise<void> {
    await this.command('edit', (socket) => socket.sendMessage(ref.chatId, { text, edit: keyOf(ref) }));
  }

  async delete(ref: MessageRef): Promise<void> {
    await this.command('delete', (socket) => socket.sendMessage(ref.chatId, { delete: keyOf(ref) }));
  }

  async markRead(refs: MessageRef[]): Promise<void> {
    if (refs.length === 0) return;
    await this.command('read receipt', (socket) => socket.readMessages(refs.map(keyOf)));
  }

  async setBlocked(chatId: string, blocked: boolean): Promise<void> {
    await this.command('block', (socket) =>
      socket.updateBlockStatus(jidOfAddress(chatId), blocked ? 'block' : 'unblock'),
    );
  }

  async setPresence(chatId: string, state: 'composing' | 'recording' | 'paused'): Promise<void> {
    const session = this.session;
    await this.command('presence', async (socket) => {
      await session?.subscribePresence(socket, chatId);
      await socket.sendPresenceUpdate(state, chatId);
    });
  }

  async profilePictureUrl(chatId: string): Promise<string | null> {
    const socket = this.requireOpen();
    // No picture, or hidden by the contact's privacy settings, comes back as an error.
    return (await socket.profilePictureUrl(chatId, 'image').catch(() => undefined)) ?? null;
  }

  private async start(pairingPhone: string | undefined): Promise<void> {
    this.version ??= await fetchWaVersion();
    this.session = await WhatsAppSession.start(this.sessionDeps(this.version), pairingPhone);
  }

  private sessionDeps(version: WAVersion): SessionDeps {
    const o = this.options;
    return {
      db: o.db,
      scope: { companyId: o.companyId, whatsappId: o.whatsappId },
      fence: o.fence,
      secretBox: o.secretBox,
      allowGroup: () => this.allowGroup,
      importWindow: o.importWindow,
      makeSocket: o.makeSocket ?? makeBaileysSocket,
      version,
      logger: this.logger,
      getMessage: o.getMessage ?? (async () => undefined),
      downloadMedia: o.downloadMedia ?? ((message, context) => downloadMediaMessage(message, 'buffer', {}, context)),
      backoff: { ...DEFAULT_BACKOFF, ...o.backoff },
      emit: (event) => this.emit(event),
      onEnd: (session) => {
        if (this.session === session) this.session = undefined;
      },
    };
  }

  /** Logging out while no socket runs (after a drop or a ban): the stored credentials still go. */
  private async dropStoredSession(): Promise<void> {
    const { db, companyId, whatsappId, secretBox, fence } = this.options;
    if (!fence.held) throw new ChannelError('NOT_CONNECTED', 'this process no longer holds the WhatsApp session lease');
    const auth = await loadAuthState({ db, scope: { companyId, whatsappId }, secretBox, fence, logger: this.logger });
    await auth.clear();
    await this.emit({ type: 'status', state: 'logged_out' });
  }

  private requireOpen(): BaileysSocket {
    const socket = this.session?.liveSocket;
    if (!socket) throw new ChannelError('NOT_CONNECTED', 'the WhatsApp connection is not open', true);
    return socket;
  }

  private async command<T>(action: string, work: (socket: BaileysSocket) => Promise<T>): Promise<T> {
    const socket = this.requireOpen();
    try {
      return await work(socket);
    } catch (error) {
      throw toChannelError(error, action);
    }
  }

  /** Baileys builds the quote from the whole quoted message; see `loadMessage` for what a bare reference gives. */
  private async quotedMessage(ref: MessageRef): Promise<WAMessage> {
    const stored = await this.options.loadMessage?.(ref);
    return stored ?? { key: keyOf(ref), message: { conversation: '' } };
  }

  private async emit(event: ChannelEvent): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(event);
      } catch (error) {
        this.logger.error({ err: error, event: event.type }, 'whatsapp: channel listener failed');
      }
    }
  }
}
