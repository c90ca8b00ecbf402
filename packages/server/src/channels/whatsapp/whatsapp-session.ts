import type { BaileysEventMap, ConnectionState, WAMessage } from 'baileys';
import { ChannelError, type ChannelEvent } from '../types.js';
import { loadAuthState, type WhatsAppAuthState } from './auth-state.js';
import { phoneOf, selfIdentity } from './jids.js';
import { mapBatch } from './map-batch.js';
import { RecentIds } from './recent-ids.js';
import { backoffDelay, closeAction, statusCodeOf } from './reconnect-policy.js';
import type { SessionDeps } from './session-deps.js';
import { socketConfig, type BaileysSocket } from './socket.js';

/**
 * One run of a connection in this process, under the lease its host holds: the auth state and the successive
 * sockets (a 515 restart or a backoff reconnect makes a new socket with the same auth). Socket events are handled
 * one batch at a time, in order; events of a socket that is no longer current are dropped. The session never
 * releases the lease: when it ends (logged out, banned, replaced), its host decides what becomes of the lease.
 */
export class WhatsAppSession {
  private running = true;
  private socket: BaileysSocket | undefined;
  private detach: (() => void) | undefined;
  private open = false;
  private attempt = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private pairingRequested = false;
  private readonly subscribed = new Set<string>();
  private readonly reactions = new RecentIds(1_000);
  private queue: Promise<void> = Promise.resolve();

  /** Loads the auth state and opens a socket; refuses when the lease is no longer this process's. */
  static async start(deps: SessionDeps, pairingPhone: string | undefined): Promise<WhatsAppSession> {
    if (!deps.fence.held)
      throw new ChannelError('NOT_CONNECTED', 'this process no longer holds the WhatsApp session lease');
    const auth = await loadAuthState({
      db: deps.db,
      scope: deps.scope,
      secretBox: deps.secretBox,
      fence: deps.fence,
      logger: deps.logger,
    });
    const session = new WhatsAppSession(deps, auth, pairingPhone);
    try {
      await session.openSocket();
    } catch (error) {
      session.end();
      throw error;
    }
    return session;
  }

  private constructor(
    private readonly deps: SessionDeps,
    private readonly auth: WhatsAppAuthState,
    private readonly pairingPhone: string | undefined,
  ) {
    deps.fence.once('lost', this.onLeaseLost);
  }

  /** The socket while the connection is open, for commands. */
  get liveSocket(): BaileysSocket | undefined {
    return this.running && this.open ? this.socket : undefined;
  }

  /** Presence updates of a chat only flow after subscribing to it, once per socket. */
  async subscribePresence(socket: BaileysSocket, chatId: string): Promise<void> {
    if (this.subscribed.has(chatId)) return;
    await socket.presenceSubscribe(chatId);
    this.subscribed.add(chatId);
  }

  /** Closes the socket; with `logout` the device is unlinked and the auth state deleted. */
  async stop(logout: boolean): Promise<void> {
    if (!this.running) return;
    const socket = this.end();
    await this.enqueue(async () => {
      if (socket && logout) await socket.logout().catch(this.warnOn('logout failed'));
      await socket?.end(undefined).catch(this.warnOn('socket end failed'));
      if (logout) await this.auth.clear().catch(this.warnOn('clearing the auth state failed'));
      await this.deps.emit({ type: 'status', state: logout ? 'logged_out' : 'closed' });
    });
  }

  private async openSocket(): Promise<void> {
    this.open = false;
    this.pairingRequested = false;
    this.subscribed.clear();
    await this.deps.emit({ type: 'status', state: 'connecting' });
    const { version, logger, getMessage, importWindow } = this.deps;
    const socket = this.deps.makeSocket(
      socketConfig({ auth: this.auth.state, version, logger, getMessage, fullHistory: importWindow !== undefined }),
    );
    this.socket = socket;
    this.detach = socket.ev.process((events) => this.enqueue(() => this.handle(socket, events)));
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    this.queue = this.queue
      .then(work)
      .catch((error: unknown) => this.deps.logger.error({ err: error }, 'whatsapp: event handling failed'));
    return this.queue;
  }

  private current(socket: BaileysSocket): boolean {
    return this.running && this.socket === socket;
  }

  private async handle(socket: BaileysSocket, events: Partial<BaileysEventMap>): Promise<void> {
    if (!this.current(socket)) return;
    // The socket already merged the update into auth.state.creds; saving writes the whole object.
    if (events['creds.update']) await this.auth.saveCreds().catch(this.warnOn('saving credentials failed'));
    const connection = events['connection.update'];
    if (connection) await this.onConnectionUpdate(socket, connection);
    const context = {
      allowGroup: this.deps.allowGroup(),
      self: selfIdentity(socket.user),
      download: (message: WAMessage) => this.download(socket, message),
    };
    for (const event of mapBatch(events, context, this.reactions, this.deps.importWindow))
      await this.emitFrom(socket, event);
    // Closing last: whatever else the batch carried happened before the socket went down.
    if (connection?.connection === 'close') await this.onClose(socket, connection);
  }

  private async onConnectionUpdate(socket: BaileysSocket, update: Partial<ConnectionState>): Promise<void> {
    if (update.qr) await this.onQr(socket, update.qr);
    if (update.connection === 'open') {
      this.open = true;
      this.attempt = 0;
      await this.deps.emit({ type: 'status', state: 'open', number: phoneOf(socket.user?.id) });
    }
  }

  private async onQr(socket: BaileysSocket, qr: string): Promise<void> {
    if (!this.pairingPhone || socket.authState.creds.registered) {
      await this.deps.emit({ type: 'status', state: 'qr', qr });
      return;
    }
    // The QR keeps refreshing while the user types the code; one code per socket is enough.
    if (this.pairingRequested) return;
    this.pairingRequested = true;
    try {
      const code = await socket.requestPairingCode(this.pairingPhone);
      await this.deps.emit({ type: 'status', state: 'pairing_code', code });
    } catch (error) {
      this.warnOn('pairing code request failed; offering the QR instead')(error);
      await this.deps.emit({ type: 'status', state: 'qr', qr });
    }
  }

  private async onClose(socket: BaileysSocket, update: Partial<ConnectionState>): Promise<void> {
    const reason = statusCodeOf(update.lastDisconnect?.error);
    this.dropSocket();
    switch (closeAction(reason)) {
      case 'restart':
        return this.reconnect();
      case 'logged_out':
        this.end();
        await this.auth.clear().catch(this.warnOn('clearing the auth state failed'));
        return this.deps.emit({ type: 'status', state: 'logged_out', reason });
      case 'forbidden':
        this.end();
        return this.deps.emit({ type: 'status', state: 'forbidden', reason });
      case 'replaced': {
        this.end();
        // Replaced by another process of ours (the lease moved) or by a foreign client: either way, no reconnect.
        const stillOurs = await this.deps.fence.check().catch(() => false);
        this.deps.logger.warn(
          { whatsappId: this.deps.scope.whatsappId, stillOurs, socketUser: socket.user?.id },
          'whatsapp: connection replaced',
        );
        return this.deps.emit({ type: 'status', state: 'replaced', reason });
      }
      case 'reconnect':
        // An unpaired session ends here: Baileys closes it once nobody scanned the QR for a while, and showing new
        // QRs forever would keep a socket busy for an abandoned pairing. Pairing restarts on request.
        if (!this.auth.state.creds.registered) {
          this.end();
          return this.deps.emit({ type: 'status', state: 'closed', reason });
        }
        await this.deps.emit({ type: 'status', state: 'closed', reason });
        this.scheduleReconnect();
    }
  }

  private scheduleReconnect(): void {
    const delay = backoffDelay(this.attempt++, this.deps.backoff);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.enqueue(() => this.reconnect());
    }, delay);
    this.reconnectTimer.unref();
  }

  private async reconnect(): Promise<void> {
    if (!this.running || !this.deps.fence.held) return;
    try {
      await this.openSocket();
    } catch (error) {
      this.warnOn('socket creation failed')(error);
      this.scheduleReconnect();
    }
  }

  /** The lease moved to another process: drop the socket at once; the auth state already refuses writes. */
  private readonly onLeaseLost = (): void => {
    if (!this.running) return;
    const socket = this.end();
    void socket?.end(undefined).catch(this.warnOn('socket end failed'));
    void this.enqueue(() => this.deps.emit({ type: 'status', state: 'replaced' }));
  };

  /** Stops everything synchronously (no more reconnects or events) and answers the socket to close. */
  private end(): BaileysSocket | undefined {
    const socket = this.socket;
    this.running = false;
    clearTimeout(this.reconnectTimer);
    this.deps.fence.off('lost', this.onLeaseLost);
    this.dropSocket();
    this.deps.onEnd(this);
    return socket;
  }

  private dropSocket(): void {
    this.detach?.();
    this.detach = undefined;
    this.socket = undefined;
    this.open = false;
  }

  private async emitFrom(socket: BaileysSocket, event: ChannelEvent): Promise<void> {
    if (this.current(socket)) await this.deps.emit(event);
  }

  private async download(socket: BaileysSocket, message: WAMessage): Promise<Buffer> {
    // Expired media is re-uploaded by the phone on request, through whichever socket is live by then.
    const reuploadRequest = (expired: WAMessage) => (this.socket ?? socket).updateMediaMessage(expired);
    try {
      return await this.deps.downloadMedia(message, { reuploadRequest, logger: this.deps.logger });
    } catch (error) {
      throw new ChannelError(
        'MEDIA_DOWNLOAD_FAILED',
        `WhatsApp media download failed: ${error instanceof Error ? error.message : String(error)}`,
        true,
      );
    }
  }

  private warnOn(message: string): (error: unknown) => void {
    return (error) =>
      this.deps.logger.warn({ err: error, whatsappId: this.deps.scope.whatsappId }, `whatsapp: ${message}`);
  }
}
