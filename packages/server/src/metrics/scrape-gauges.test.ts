import { Registry } from 'prom-client';
import { expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { registerScrapeGauges } from './scrape-gauges.js';

const silent = { warn: () => undefined } as unknown as Parameters<typeof registerScrapeGauges>[1]['logger']; // only warn is called

it('answers the scrape with what it can when the database is down', async () => {
  const down = new Error('connect ECONNREFUSED');
  const database = {
    kind: 'postgres',
    executeSql: () => Promise.reject(down),
    // The sessions reading goes through Drizzle: a database that refuses the statement.
    db: { select: () => ({ from: () => ({ groupBy: () => Promise.reject(down) }) }) },
    poolStats: () => ({ total: 3, idle: 1, waiting: 4, max: 10 }),
  } as unknown as Database; // what the gauges read: kind, executeSql, db, poolStats
  const registry = new Registry();
  registerScrapeGauges(registry, { database, logger: silent, sockets: () => 2 });
  const text = await registry.metrics();
  expect(text).toContain('guiche_metrics_source_up{source="job_queue"} 0');
  expect(text).toContain('guiche_metrics_source_up{source="sessions"} 0');
  expect(text).toContain('guiche_db_info{kind="postgres"} 1');
  expect(text).toContain('guiche_db_pool_connections 3');
  expect(text).toContain('guiche_db_pool_idle_connections 1');
  expect(text).toContain('guiche_db_pool_waiting_queries 4');
  expect(text).toContain('guiche_db_pool_max_connections 10');
  expect(text).toContain('guiche_realtime_sockets 2');
  expect(text).not.toMatch(/^guiche_job_queue_jobs\{/m);
  expect(text).not.toMatch(/^guiche_channel_sessions\{/m);
});

it('does not hold the scrape for a stalled database', async () => {
  const database = {
    kind: 'pglite',
    executeSql: () => new Promise(() => undefined),
    db: { select: () => ({ from: () => ({ groupBy: () => new Promise(() => undefined) }) }) },
  } as unknown as Database; // as above; PGlite has no pool
  const registry = new Registry();
  registerScrapeGauges(registry, { database, logger: silent, sockets: () => 0 });
  const started = Date.now();
  const text = await registry.metrics();
  expect(Date.now() - started).toBeLessThan(5000);
  expect(text).toContain('guiche_metrics_source_up{source="job_queue"} 0');
  expect(text).not.toContain('guiche_db_pool_connections');
});
