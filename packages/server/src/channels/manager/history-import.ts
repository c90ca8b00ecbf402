import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_STATUS_DONE, IMPORT_STATUS_RUNNING } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { connectionsReader, connectionsWriter } from '../../modules/connections/index.js';
import type { InboundPipeline } from '../../modules/inbound/inbound.pipeline.js';
import type { InboundConnection } from '../../modules/inbound/inbound.types.js';
import type { ChannelEvent, InboundMessage } from '../types.js';

export interface HistoryImportDeps {
  db: Db;
  events: DomainEvents;
  pipeline: InboundPipeline;
  logger: FastifyBaseLogger;
  connection: InboundConnection;
  /** Quiet time after the last history chunk before what arrived is imported, when the phone never says it is done. */
  settleMs: number;
  now: () => Date;
}

/** Messages handed to the pipeline at once (they share its write transactions). */
const BATCH = 100;
/** Progress is announced about this many times over an import, and at its end. */
const PROGRESS_STEPS = 100;

type HistoryChunk = Extract<ChannelEvent, { type: 'history' }>;

/**
 * One connection's message import (spec 2 §4), run where its session runs. While the phone sends its history the
 * import is 'preparing' (statusImportMessages holds the moment it began, progress -1); once the phone says the sync
 * is over, or no chunk came for `settleMs`, the messages are stored oldest first through the inbound pipeline as
 * imported ('Running', progress announced as processed/total). At the end the connection forgets its import window
 * and offers to close the imported tickets, or closes them itself when closedTicketsPostImported is on. History that
 * arrives after that starts another round.
 */
export class HistoryImport {
  private readonly waiting: InboundMessage[] = [];
  private readonly seen = new Set<string>();
  private stage: 'idle' | 'preparing' | 'running' = 'idle';
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private processed = 0;
  private total = 0;
  private announcedStep = -1;
  private current: Promise<void> = Promise.resolve();

  constructor(private readonly deps: HistoryImportDeps) {}

  /** Takes a chunk; never waits for the import itself, so the session's own events keep flowing. */
  async add(chunk: HistoryChunk): Promise<void> {
    if (this.stopped) return;
    const fresh = chunk.messages.filter((message) => {
      const key = `${message.ref.chatId}|${message.ref.messageId}`;
      if (this.seen.has(key)) return false;
      this.seen.add(key);
      return true;
    });
    this.waiting.push(...fresh);
    if (this.stage === 'running') {
      this.total += fresh.length;
      return;
    }
    if (this.stage === 'idle') {
      // A sync with nothing inside the window imports nothing and shows nothing.
      if (fresh.length === 0) return;
      await this.prepare();
    }
    if (chunk.complete) this.begin();
    else this.wait();
  }

  /** The session ended here: nothing more is awaited, and a running import stops after its current batch. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** Resolves once the round under way (if any) is over. */
  settled(): Promise<void> {
    return this.current;
  }

  private async prepare(): Promise<void> {
    this.stage = 'preparing';
    await this.saveStatus(String(this.deps.now().getTime()));
    this.announce({ processed: -1, total: -1, state: 'preparing' });
  }

  private wait(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.begin(), this.deps.settleMs);
    this.timer.unref();
  }

  private begin(): void {
    clearTimeout(this.timer);
    if (this.stage !== 'preparing' || this.stopped) return;
    this.stage = 'running';
    this.current = this.run().catch((error: unknown) => {
      this.stage = 'idle';
      this.deps.logger.error({ err: error, whatsappId: this.deps.connection.id }, 'message import failed');
    });
  }

  private async run(): Promise<void> {
    this.processed = 0;
    this.total = this.waiting.length;
    this.announcedStep = -1;
    await this.saveStatus(IMPORT_STATUS_RUNNING);
    this.progress();
    while (this.waiting.length > 0 && !this.stopped) {
      // Oldest first, so every ticket ends on its latest message; chunks that arrived meanwhile are merged in.
      this.waiting.sort((a, b) => a.at.getTime() - b.at.getTime());
      const batch = this.waiting.splice(0, BATCH);
      try {
        await this.deps.pipeline.handleAll(
          this.deps.connection,
          batch.map((message): ChannelEvent => ({ type: 'message', message })),
        );
      } catch (error) {
        // What failed stays out; the rest of the history is still worth having.
        this.deps.logger.warn(
          { err: error, whatsappId: this.deps.connection.id },
          'message import: a batch was not stored',
        );
      }
      this.processed += batch.length;
      this.progress();
    }
    if (this.stopped) return;
    await this.finish();
    this.stage = 'idle';
    // History that came in while the end was being written makes the next round.
    if (this.waiting.length > 0) {
      await this.prepare();
      this.wait();
    }
  }

  /** The import is over: the window is forgotten, and the imported tickets are closed or offered for closing. */
  private async finish(): Promise<void> {
    const { companyId, id } = this.deps.connection;
    const closed = await this.deps.db.transaction(async (tx) => {
      const row = await connectionsReader.findById(tx, companyId, id);
      if (!row) return [];
      const close = row.closedTicketsPostImported;
      const ticketIds = close ? await connectionsWriter.closeImportedTickets(tx, companyId, id, this.deps.now()) : [];
      await connectionsWriter.update(tx, companyId, id, {
        statusImportMessages: close ? null : IMPORT_STATUS_DONE,
        importOldMessages: null,
        importRecentMessages: null,
      });
      return ticketIds;
    });
    for (const ticketId of closed) this.deps.events.emit('ticket.updated', { companyId, ticketId });
    this.deps.events.emit('connection.import', { companyId, whatsappId: id, progress: null });
    this.deps.events.emit('connection.saved', { companyId, whatsappId: id });
  }

  private async saveStatus(statusImportMessages: string): Promise<void> {
    const { companyId, id } = this.deps.connection;
    await connectionsWriter.update(this.deps.db, companyId, id, { statusImportMessages });
    this.deps.events.emit('connection.saved', { companyId, whatsappId: id });
  }

  /** Announced at each hundredth of the way and at the end, not per message. */
  private progress(): void {
    const step = this.total === 0 ? PROGRESS_STEPS : Math.floor((this.processed * PROGRESS_STEPS) / this.total);
    if (step === this.announcedStep && this.processed < this.total) return;
    this.announcedStep = step;
    this.announce({ processed: this.processed, total: this.total, state: IMPORT_STATUS_RUNNING });
  }

  private announce(progress: { processed: number; total: number; state: string }): void {
    const { companyId, id } = this.deps.connection;
    this.deps.events.emit('connection.import', { companyId, whatsappId: id, progress });
  }
}
