import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ConnectionChannel } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import { KeyedSerialQueue } from '../../lib/keyed-serial-queue.js';
import { connectionsReader, connectionsWriter, type ConnectionRow } from '../../modules/connections/index.js';
import type { InboundPipeline } from '../../modules/inbound/inbound.pipeline.js';
import type { InboundConnection } from '../../modules/inbound/inbound.types.js';
import { leaseRepository } from '../lease/lease.repository.js';
import { SessionLease, type Fence } from '../lease/session-lease.js';
import type { ChannelAdapter, ChannelEvent } from '../types.js';
import { HistoryImport } from './history-import.js';
import { connectionStatusOf } from './session-status.js';

/** Channels with no session to own (plain HTTP): every process runs their adapter, no lease is taken. */
const STATELESS_CHANNELS = new Set<string>(['whatsappapi', 'facebook', 'instagram']);

/** The fence of a stateless channel: nothing to lose, writes go straight to the database. */
function unfenced(db: Db): Fence {
  return {
    held: true,
    runFenced: (work) => db.transaction(work),
    writeFenced: (write) => write(db, sql`true`),
    check: async () => true,
    once: () => undefined,
    off: () => undefined,
  };
}

/** What the inbound pipeline needs of the connection. */
function inboundOf(connection: ConnectionRow): InboundConnection {
  return { id: connection.id, companyId: connection.companyId, channel: connection.channel };
}

export interface ChannelManagerOptions {
  /** How long the message import waits after the last history chunk when the phone never says it is done. */
  importSettleMs?: number | undefined;
  now?: (() => Date) | undefined;
  /** How often a running process looks for sessions no process holds (default 3 s). */
  adoptEveryMs?: number | undefined;
}

/** The phone sends its history in bursts; this long without a chunk means it has sent what it will. */
const DEFAULT_IMPORT_SETTLE_MS = 45_000;

/**
 * A lease released by a stopping process, or let expire by a dead one, is taken over by a running process within
 * this long. The sweep is one small query per process; a few seconds keep a session's downtime during a
 * rolling restart well under WhatsApp's own reconnection delays.
 */
const DEFAULT_ADOPT_EVERY_MS = 3_000;

/** A session that failed to start here is tried again after this, doubled per failure up to the cap. */
const ADOPT_RETRY_MIN_MS = 10_000;
const ADOPT_RETRY_MAX_MS = 300_000;

/** States after which the adapter does not reconnect on its own. */
const TERMINAL_STATES = new Set(['logged_out', 'forbidden', 'replaced']);

/** May answer a promise: an adapter whose library is heavy is loaded when its first session starts. */
export type AdapterFactory = (context: {
  connection: ConnectionRow;
  fence: Fence;
}) => ChannelAdapter | Promise<ChannelAdapter>;

interface LiveSession {
  companyId: number;
  /** Replaced in place when a stateless channel's credentials change (see `apply`). */
  adapter: ChannelAdapter;
  /** Null for stateless channels, whose adapter runs in every process. */
  lease: SessionLease | null;
  /** The message import of this session, from the first history chunk on. */
  history?: HistoryImport | undefined;
  /** Set once the lease is lost or the session is stopping: nothing more is written for it. */
  ended: boolean;
  unsubscribe: () => void;
}

/**
 * Runs the live sessions of stateful channels (WhatsApp through Baileys, the simulator) owned by this process.
 * A session starts only under a lease, so one process at a time holds it; losing the lease ends it here without a
 * further write. Channel events go to the inbound pipeline; status changes update the connection and are announced.
 *
 * Starts, stops and ends of one connection run one after another (`lifecycle`): a new connection's start and the
 * sweep's adoption of it, or a "try again" during a start, would otherwise interleave, and a start that failed
 * half-way would end the session that replaced it.
 */
export class ChannelManager {
  readonly instanceId = randomUUID();
  private readonly sessions = new Map<number, LiveSession>();
  private readonly lifecycle = new KeyedSerialQueue();
  private adoptTimer: NodeJS.Timeout | undefined;
  private adopting: Promise<void> | undefined;
  /** Connections whose start failed here, and when the sweep may try them again. */
  private readonly adoptRetry = new Map<number, { failures: number; notBefore: number }>();
  private closing = false;
  /** Set while sweeps fail (the database is away), so the outage is logged once rather than every sweep. */
  private sweepFailing = false;

  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly pipeline: InboundPipeline,
    private readonly logger: FastifyBaseLogger,
    private readonly factories: Partial<Record<ConnectionChannel, AdapterFactory>>,
    private readonly options: ChannelManagerOptions = {},
  ) {}

  /** Resolves once the message import under way on the connection here (if any) is over. */
  importSettled(whatsappId: number): Promise<void> {
    return this.sessions.get(whatsappId)?.history?.settled() ?? Promise.resolve();
  }

  /** The live adapter of a connection when this process runs its session. */
  adapter(whatsappId: number): ChannelAdapter | undefined {
    return this.sessions.get(whatsappId)?.adapter;
  }

  /** Whether this process can run sessions of the channel (Baileys is off in offline runs). */
  supports(channel: string): boolean {
    return Object.hasOwn(this.factories, channel);
  }

  /**
   * The connection was saved (here or in another process): the session running here takes its settings at once. A
   * stateless channel's adapter is rebuilt from the stored connection (a renewed token), in place: nothing is
   * reconnected, and replies keep flowing through the same session. A stateful one is reconfigured.
   */
  apply(companyId: number, whatsappId: number): Promise<void> {
    return this.serially(whatsappId, () => this.reapply(companyId, whatsappId));
  }

  private async reapply(companyId: number, whatsappId: number): Promise<void> {
    const session = this.sessions.get(whatsappId);
    if (!session || session.ended) return;
    const connection = await connectionsReader.findById(this.db, companyId, whatsappId);
    if (!connection) return;
    if (session.lease) {
      session.adapter.reconfigure?.({ allowGroup: connection.allowGroup });
      return;
    }
    const factory = this.factories[connection.channel];
    if (!factory) return;
    const adapter = await factory({ connection, fence: unfenced(this.db) });
    session.unsubscribe();
    session.adapter = adapter;
    session.unsubscribe = adapter.on((event) => this.onEvent(session, whatsappId, inboundOf(connection), event));
  }

  /** Starts the session here; a session already here is ended first (the "try again" of a stuck or closed one). */
  start(companyId: number, whatsappId: number): Promise<void> {
    return this.serially(whatsappId, () => this.launchOrRefuse(companyId, whatsappId));
  }

  /**
   * Starts the session of a new connection, unless it already runs (the sweep may have adopted it first) or another
   * process holds it; answers whether it runs here.
   */
  startIfIdle(companyId: number, whatsappId: number): Promise<boolean> {
    return this.serially(whatsappId, async () => this.sessions.has(whatsappId) || this.launch(companyId, whatsappId));
  }

  private async launchOrRefuse(companyId: number, whatsappId: number): Promise<void> {
    if (!(await this.launch(companyId, whatsappId))) {
      throw new AppError('ERR_WAPP_NOT_INITIALIZED', { message: 'Another server process runs this session' });
    }
  }

  /** `start`, answering false (nothing started) when another process holds the session's lease. */
  private async launch(companyId: number, whatsappId: number): Promise<boolean> {
    await this.endCurrent(whatsappId, { logout: false, write: true });
    const connection = await connectionsReader.findById(this.db, companyId, whatsappId);
    if (!connection) throw new AppError('ERR_NO_WAPP_FOUND');
    const factory = this.factories[connection.channel];
    if (!factory)
      throw new AppError('ERR_WAPP_NOT_INITIALIZED', {
        message: `No live session for ${connection.channel} connections`,
      });
    const stateless = STATELESS_CHANNELS.has(connection.channel);
    const lease = stateless
      ? null
      : await SessionLease.acquire(this.db, { companyId, whatsappId, owner: this.instanceId });
    if (!stateless && !lease) return false;

    const adapter = await factory({ connection, fence: lease ?? unfenced(this.db) });
    const session: LiveSession = { companyId, adapter, lease, ended: false, unsubscribe: () => undefined };
    session.unsubscribe = adapter.on((event) => this.onEvent(session, whatsappId, inboundOf(connection), event));
    lease?.once('lost', () => {
      this.logger.warn({ whatsappId }, 'session lease lost: closing the session here');
      void this.serially(whatsappId, () => this.end(whatsappId, session, { logout: false, write: false }));
    });
    this.sessions.set(whatsappId, session);
    try {
      await adapter.connect();
    } catch (error) {
      await this.end(whatsappId, session, { logout: false, write: true });
      throw error;
    }
    this.events.emit('channel.sessionStarted', { companyId, whatsappId });
    return true;
  }

  /** Disconnects; with `logout` the channel's credentials are dropped and the next start asks for a new QR. */
  stop(companyId: number, whatsappId: number, options: { logout: boolean }): Promise<void> {
    return this.serially(whatsappId, () => this.halt(companyId, whatsappId, options));
  }

  restart(companyId: number, whatsappId: number, options: { logout: boolean } = { logout: false }): Promise<void> {
    return this.serially(whatsappId, async () => {
      await this.halt(companyId, whatsappId, options);
      await this.launchOrRefuse(companyId, whatsappId);
    });
  }

  private async halt(companyId: number, whatsappId: number, options: { logout: boolean }): Promise<void> {
    // Marked disconnected before the lease is released, so that no other process's sweep finds a session that ought
    // to run with nobody holding it, and starts it again. What the closing adapter reports is not written over it.
    await connectionsWriter.saveSessionState(this.db, companyId, whatsappId, { status: 'DISCONNECTED', qrcode: '' });
    await this.endCurrent(whatsappId, { logout: options.logout, write: false });
    this.events.emit('connection.session', { companyId, whatsappId });
  }

  /**
   * At process start: brings back every session that was live, where no other process holds it. From then on the
   * process sweeps for sessions that ought to run and that nobody holds, and adopts them (see `adoptUnowned`).
   */
  async resumeAll(): Promise<void> {
    for (const connection of await connectionsReader.listResumable(this.db)) {
      if (!this.factories[connection.channel]) continue;
      await this.start(connection.companyId, connection.id).catch((error: unknown) =>
        this.logger.info({ whatsappId: connection.id, err: error }, 'session not resumed here'),
      );
    }
    if (this.closing || this.adoptTimer) return;
    this.adoptTimer = setInterval(() => void this.adoptUnowned(), this.options.adoptEveryMs ?? DEFAULT_ADOPT_EVERY_MS);
    this.adoptTimer.unref();
  }

  /**
   * One sweep: starts here the sessions that ought to run (not deliberately disconnected) whose lease was released
   * by a stopping process or expired with a dead one. Every running process sweeps; the lease's acquisition lets
   * exactly one of them win, and the others stop before creating an adapter.
   */
  adoptUnowned(): Promise<void> {
    this.adopting ??= this.adoptOnce().finally(() => {
      this.adopting = undefined;
    });
    return this.adopting;
  }

  private async adoptOnce(): Promise<void> {
    const channels = (Object.keys(this.factories) as ConnectionChannel[]).filter(
      (channel) => !STATELESS_CHANNELS.has(channel),
    );
    const unowned = await leaseRepository.listUnowned(this.db, channels).catch((error: unknown) => {
      // The database is away: the next sweep tries again.
      if (!this.sweepFailing) this.logger.warn({ err: error }, 'lease sweep failed; retrying on the next one');
      this.sweepFailing = true;
      return null;
    });
    if (!unowned) return;
    this.sweepFailing = false;
    for (const { companyId, whatsappId } of unowned) {
      if (this.closing) return;
      if (this.sessions.has(whatsappId) || (this.adoptRetry.get(whatsappId)?.notBefore ?? 0) > Date.now()) continue;
      try {
        // False when another process's sweep took it first, or a start here did since the list was read: not a failure.
        const adopted = await this.serially(
          whatsappId,
          async () => !this.sessions.has(whatsappId) && this.launch(companyId, whatsappId),
        );
        if (adopted) this.logger.info({ whatsappId }, 'adopted a session no process held');
        this.adoptRetry.delete(whatsappId);
      } catch (error) {
        const failures = (this.adoptRetry.get(whatsappId)?.failures ?? 0) + 1;
        const delay = Math.min(ADOPT_RETRY_MAX_MS, ADOPT_RETRY_MIN_MS * 2 ** (failures - 1));
        this.adoptRetry.set(whatsappId, { failures, notBefore: Date.now() + delay });
        this.logger.warn({ whatsappId, err: error, retryInMs: delay }, 'unowned session did not start here');
      }
    }
  }

  /** The connection is gone: ends its session here without touching its (deleted) rows. */
  forget(whatsappId: number): Promise<void> {
    return this.endRunning(whatsappId, { logout: true, write: false });
  }

  /** Graceful shutdown: closes sockets and hands the leases back so another process can take over at once. */
  async closeAll(): Promise<void> {
    // No adoption once shutting down: a sweep under way finishes first, and what it started is closed below.
    this.closing = true;
    clearInterval(this.adoptTimer);
    await this.adopting;
    await Promise.all([...this.sessions.keys()].map((id) => this.endRunning(id, { logout: false, write: false })));
  }

  private async onEvent(
    session: LiveSession,
    whatsappId: number,
    inbound: InboundConnection,
    event: ChannelEvent,
  ): Promise<void> {
    if (session.ended) return;
    if (event.type === 'status') {
      await connectionsWriter.saveSessionState(this.db, session.companyId, whatsappId, connectionStatusOf(event));
      this.events.emit('connection.session', { companyId: session.companyId, whatsappId });
      // The channel will not come back by itself: free the lease so any process can start it again.
      if (TERMINAL_STATES.has(event.state))
        void this.serially(whatsappId, () => this.end(whatsappId, session, { logout: false, write: false }));
      return;
    }
    if (event.type === 'history') {
      session.history ??= new HistoryImport({
        db: this.db,
        events: this.events,
        pipeline: this.pipeline,
        logger: this.logger,
        connection: inbound,
        settleMs: this.options.importSettleMs ?? DEFAULT_IMPORT_SETTLE_MS,
        now: this.options.now ?? (() => new Date()),
      });
      await session.history.add(event);
      return;
    }
    try {
      await this.pipeline.handle(inbound, event);
    } catch (error) {
      this.logger.error({ err: error, whatsappId, event: event.type }, 'inbound event failed');
    }
  }

  /** Runs one lifecycle step of a connection's session once the previous one is over. */
  private serially<T>(whatsappId: number, step: () => Promise<T>): Promise<T> {
    return this.lifecycle.run(String(whatsappId), step);
  }

  /** Ends whatever session of the connection runs here, after the lifecycle steps already queued. */
  private endRunning(whatsappId: number, options: { logout: boolean; write: boolean }): Promise<void> {
    return this.serially(whatsappId, () => this.endCurrent(whatsappId, options));
  }

  /** Ends the connection's session here, if one runs (within a lifecycle step). */
  private async endCurrent(whatsappId: number, options: { logout: boolean; write: boolean }): Promise<void> {
    const running = this.sessions.get(whatsappId);
    if (running) await this.end(whatsappId, running, options);
  }

  /** Ends `session` if it is still the connection's session here: a late end never closes the one that replaced it. */
  private async end(
    whatsappId: number,
    session: LiveSession,
    options: { logout: boolean; write: boolean },
  ): Promise<void> {
    if (this.sessions.get(whatsappId) !== session) return;
    this.sessions.delete(whatsappId);
    if (!options.write) session.ended = true;
    session.history?.stop();
    try {
      await session.adapter.disconnect({ logout: options.logout });
    } catch (error) {
      this.logger.warn({ err: error, whatsappId }, 'adapter disconnect failed');
    }
    session.ended = true;
    session.unsubscribe();
    this.events.emit('channel.sessionEnded', { companyId: session.companyId, whatsappId });
    await session.lease?.release().catch(() => undefined);
  }
}
