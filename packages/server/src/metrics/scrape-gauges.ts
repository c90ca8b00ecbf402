import { CONNECTION_CHANNELS, CONNECTION_STATUSES } from '@guiche/shared';
import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/database.js';
import { queueDepthReader, type QueueDepthRow } from '../jobs/queue-depth.js';
import { connectionsReader } from '../modules/connections/index.js';
import { ScrapeReading } from './scrape-reading.js';

/**
 * Database readings are taken at most this often (Prometheus scrapes every 15 s or so; several servers, or a
 * human refreshing, share a reading) and waited for at most this long (the pool waits up to
 * DATABASE_POOL_TIMEOUT_MS for a connection: a scrape must answer before the scraper gives up).
 */
const READING = { maxAgeMs: 5000, timeoutMs: 2000 };

/** What the gauges read when scraped; sockets are known once the realtime server runs. */
export interface ScrapeSources {
  database: Database;
  logger: FastifyBaseLogger;
  sockets: () => number;
}

/**
 * Gauges read at scrape time: the database pool, the job queue's depth and wait, connections by status, sockets.
 * A source that fails (the database down) leaves its gauges out of that scrape and reports
 * guiche_metrics_source_up{source} 0; the rest (process, HTTP, pool, counters) are still answered.
 */
export function registerScrapeGauges(registry: Registry, sources: ScrapeSources): void {
  const { database, logger } = sources;
  const reading = <T>(source: string, read: () => Promise<T>) =>
    new ScrapeReading(read, {
      ...READING,
      onError: (error) => logger.warn({ err: error, source }, 'metrics: reading failed'),
    });
  const queues = reading('job_queue', () => queueDepthReader.read(database));
  const sessions = reading('sessions', () => connectionsReader.countByChannelAndStatus(database.db));

  new Gauge({
    name: 'guiche_metrics_source_up',
    help: 'Whether this scrape could read a source from the database (1) or not (0: failed, or slower than 2 s).',
    labelNames: ['source'] as const,
    registers: [registry],
    async collect() {
      // The same readings the gauges below take: shared, not read twice.
      const [queueRows, sessionRows] = await Promise.all([queues.get(), sessions.get()]);
      this.set({ source: 'job_queue' }, queueRows ? 1 : 0);
      this.set({ source: 'sessions' }, sessionRows ? 1 : 0);
    },
  });
  new Gauge({
    name: 'guiche_db_info',
    help: 'The database engine this process uses (label kind), always 1.',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      this.set({ kind: database.kind }, 1);
    },
  });
  registerPoolGauges(registry, database);

  // A queue seen once is reported 0 when empty, rather than vanishing (an alert on it would go silent).
  const knownQueues = new Set<string>();
  const queuesIn = (rows: readonly QueueDepthRow[]) => {
    for (const row of rows) knownQueues.add(row.queue);
    return knownQueues;
  };
  new Gauge({
    name: 'guiche_job_queue_jobs',
    help: 'Jobs in the job queue by queue and state (created and retry wait, active run); per-connection queues summed.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const rows = await queues.get();
      this.reset();
      if (!rows) return;
      for (const queue of queuesIn(rows))
        for (const state of ['created', 'retry', 'active'] as const)
          this.set({ queue, state }, countOf(rows, queue, state));
    },
  });
  new Gauge({
    name: 'guiche_job_queue_oldest_waiting_seconds',
    help: 'How long the longest-waiting due job of each queue has waited for a worker (0 when none waits).',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const rows = await queues.get();
      this.reset();
      if (!rows) return;
      for (const queue of queuesIn(rows)) {
        const ages = rows
          .filter((row) => row.queue === queue && row.oldestWaitingSeconds !== null)
          .map((row) => row.oldestWaitingSeconds ?? 0);
        this.set({ queue }, Math.max(0, ...ages));
      }
    },
  });

  new Gauge({
    name: 'guiche_channel_sessions',
    help: "Connections of every company by channel and session status (the connection's status).",
    labelNames: ['channel', 'status'] as const,
    registers: [registry],
    async collect() {
      const rows = await sessions.get();
      this.reset();
      if (!rows) return;
      // Every channel and status (a fixed 30 series), 0 when none, so that a status emptied reads 0.
      for (const channel of CONNECTION_CHANNELS) {
        for (const status of CONNECTION_STATUSES) {
          this.set(
            { channel, status },
            rows.find((row) => row.channel === channel && row.status === status)?.connections ?? 0,
          );
        }
      }
    },
  });

  new Gauge({
    name: 'guiche_realtime_sockets',
    help: 'Sockets (socket.io) connected to this process, every namespace.',
    registers: [registry],
    collect() {
      this.set(sources.sockets());
    },
  });
}

function countOf(rows: readonly QueueDepthRow[], queue: string, state: QueueDepthRow['state']): number {
  return rows.find((row) => row.queue === queue && row.state === state)?.jobs ?? 0;
}

/** The pool's connections (PostgreSQL); nothing on PGlite, which has none (guiche_db_info says which). */
function registerPoolGauges(registry: Registry, database: Database): void {
  const stats = database.poolStats?.bind(database);
  if (!stats) return;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('guiche_db_pool_connections', 'Open connections of the PostgreSQL pool, idle or in use.', () => stats().total);
  gauge('guiche_db_pool_idle_connections', 'Idle connections of the PostgreSQL pool.', () => stats().idle);
  gauge(
    'guiche_db_pool_waiting_queries',
    'Queries waiting for a connection of the PostgreSQL pool.',
    () => stats().waiting,
  );
  gauge('guiche_db_pool_max_connections', 'The PostgreSQL pool size limit (DATABASE_POOL_MAX).', () => stats().max);
}
