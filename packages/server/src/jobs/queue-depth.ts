import type { Database } from '../db/database.js';
import { BOSS_SCHEMA } from './job-schema-move.js';

/** The jobs of one queue family in one state. */
export interface QueueDepthRow {
  /** The queue, per-connection queues folded into their family (`outbound.12` → `outbound`). */
  queue: string;
  state: 'created' | 'retry' | 'active';
  jobs: number;
  /** Seconds the longest-waiting due job of this state has waited (from its start_after); null for active jobs. */
  oldestWaitingSeconds: number | null;
}

/**
 * The one statement /metrics reads the job queue with; the only SQL on pg-boss's tables outside JobQueue.
 *
 * Columns: only name, state, created_on and start_after. pg-boss also keeps counts in pgboss.queue, but its monitor
 * refreshes them every 30 s and they carry no age. Waiting jobs (created, retry: `state < 'active'`, the enum's
 * order) and active ones are covered by pg-boss's indexes job_i11 and job_i14; completed jobs stay in the table for
 * 7 days, so the statement must not scan it: the caller reads at most once per interval (see scrape-gauges.ts).
 *
 * A job waits from when it became due: greatest(created_on, start_after), so a message scheduled for next week
 * (or a retry after its backoff) is not "waiting" before its time. Per-connection queues (`outbound.<id>`) are
 * summed into their family: one series per connection would grow with the tenants.
 */
const QUEUE_DEPTH_SQL = `
  SELECT regexp_replace(name, '\\.[0-9]+$', '') AS queue, state, sum(jobs)::int AS jobs,
         extract(epoch FROM now() - min(oldest_due))::float8 AS oldest_waiting_seconds
  FROM (
    SELECT name, state::text AS state, count(*) AS jobs, min(greatest(created_on, start_after)) FILTER (WHERE start_after <= now()) AS oldest_due
    FROM ${BOSS_SCHEMA}.job WHERE state < 'active' GROUP BY name, state
    UNION ALL
    SELECT name, 'active', count(*), NULL FROM ${BOSS_SCHEMA}.job WHERE state = 'active' GROUP BY name
  ) AS counted
  GROUP BY 1, 2
`;

export const queueDepthReader = {
  async read(database: Database): Promise<QueueDepthRow[]> {
    const { rows } = await database.executeSql(QUEUE_DEPTH_SQL);
    return (
      rows as { queue: string; state: QueueDepthRow['state']; jobs: number; oldest_waiting_seconds: number | null }[]
    ).map((row) => ({
      queue: row.queue,
      state: row.state,
      jobs: Number(row.jobs),
      oldestWaitingSeconds:
        row.oldest_waiting_seconds === null ? null : Math.max(0, Number(row.oldest_waiting_seconds)),
    }));
  },
};
