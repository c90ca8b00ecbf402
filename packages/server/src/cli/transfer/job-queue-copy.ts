import { getConstructionPlans } from 'pg-boss';
import { JOB_SCHEMA, type Table } from './catalog.js';
import { copyTable } from './copy-table.js';
import type { Sql } from './sql.js';

/**
 * pg-boss's jobs (scheduled messages, campaigns, billing runs) live in schema `pgboss`: one job table, partitioned,
 * whose partitions pg-boss's own `create_queue` makes (a shared one, or one per queue created with `partition`).
 * The target gets the same structure the way pg-boss makes it (its construction statements, then `create_queue`
 * per queue with the source's options), then the rows.
 */

/** The tables whose rows follow the queues (the version row is pg-boss's own, written by its construction). */
export const JOB_TABLES_COPIED_AS_ROWS = ['schedule', 'subscription', 'job_dependency', 'job'];

/**
 * pg-boss's own bookkeeping, rebuilt by the target's pg-boss as it runs: pending maintenance commands (some written
 * by `create_queue` itself), queue statistics, warnings and the instance registry. Neither copied nor counted.
 */
const JOB_BOOKKEEPING_TABLES = new Set(['bam', 'queue_stats', 'warning', 'instance']);

export function isJobBookkeeping(table: { schema: string; name: string }): boolean {
  return table.schema === JOB_SCHEMA && JOB_BOOKKEEPING_TABLES.has(table.name);
}

/** The schema version pg-boss recorded in a database, or undefined when it has no job queue. */
export async function jobSchemaVersion(sql: Sql): Promise<number | undefined> {
  const [found] = await sql.rows<{ table: string | null }>(
    `select to_regclass('${JOB_SCHEMA}.version')::text as table`,
  );
  if (!found?.table) return undefined;
  const [row] = await sql.rows<{ version: number }>(`select version from ${JOB_SCHEMA}.version`);
  return row?.version;
}

/**
 * Creates pg-boss's schema on the target unless it has one, and checks both sides are at the same pg-boss version:
 * a job row of another version's layout would be copied into columns that do not match, or read wrongly after.
 */
export async function prepareJobSchema(source: Sql, target: Sql): Promise<number | undefined> {
  const sourceVersion = await jobSchemaVersion(source);
  if (sourceVersion === undefined) return undefined;
  // The construction statements carry their own BEGIN and COMMIT (and an advisory lock against a starting pg-boss).
  if ((await jobSchemaVersion(target)) === undefined) await target.exec(getConstructionPlans(JOB_SCHEMA));
  const targetVersion = await jobSchemaVersion(target);
  if (targetVersion !== sourceVersion) {
    throw new Error(
      `pg-boss schema versions differ: the embedded database has ${sourceVersion}, the target ${targetVersion}. ` +
        'Start the server of this version once on the embedded database (it upgrades its job queue), stop it, and run this again.',
    );
  }
  return sourceVersion;
}

interface QueueRow {
  name: string;
  policy: string | null;
  retry_limit: number | null;
  retry_delay: number | null;
  retry_backoff: boolean | null;
  retry_delay_max: number | null;
  expire_seconds: number | null;
  retention_seconds: number | null;
  deletion_seconds: number | null;
  warning_queued: number | null;
  partition: boolean | null;
  heartbeat_seconds: number | null;
  notify: boolean | null;
  dead_letter: string | null;
  created_on: string;
  updated_on: string;
}

/** The queues, each through pg-boss's `create_queue` (its partition), a dead-letter queue before the queues naming it. */
export async function copyQueues(source: Sql, target: Sql): Promise<number> {
  const queues = await source.rows<QueueRow>(
    `select name, policy, retry_limit, retry_delay, retry_backoff, retry_delay_max, expire_seconds, retention_seconds,
       deletion_seconds, warning_queued, partition, heartbeat_seconds, notify, dead_letter, created_on::text as created_on, updated_on::text as updated_on from ${JOB_SCHEMA}.queue order by name`,
  );
  const created = new Set<string>();
  const byName = new Map(queues.map((queue) => [queue.name, queue]));
  const create = async (queue: QueueRow, path: Set<string>): Promise<void> => {
    if (created.has(queue.name)) return;
    const deadLetter = queue.dead_letter ? byName.get(queue.dead_letter) : undefined;
    // A dead-letter chain that loops back (pg-boss does not forbid it) is created in the order met.
    if (deadLetter && !path.has(deadLetter.name)) await create(deadLetter, new Set([...path, queue.name]));
    const options = {
      policy: queue.policy,
      retryLimit: queue.retry_limit,
      retryDelay: queue.retry_delay,
      retryBackoff: queue.retry_backoff,
      retryDelayMax: queue.retry_delay_max,
      expireInSeconds: queue.expire_seconds,
      retentionSeconds: queue.retention_seconds,
      deleteAfterSeconds: queue.deletion_seconds,
      warningQueueSize: queue.warning_queued,
      partition: queue.partition,
      heartbeatSeconds: queue.heartbeat_seconds,
      notify: queue.notify,
      deadLetter: queue.dead_letter,
    };
    await target.rows(`select ${JOB_SCHEMA}.create_queue($1, $2::jsonb)`, [queue.name, JSON.stringify(options)]);
    await target.rows(
      `update ${JOB_SCHEMA}.queue set created_on = $2::timestamptz, updated_on = $3::timestamptz where name = $1`,
      [queue.name, queue.created_on, queue.updated_on],
    );
    created.add(queue.name);
  };
  for (const queue of queues) await create(queue, new Set());
  return queues.length;
}

/** The job tables' rows (jobs, their dependencies, schedules, subscriptions), after the queues. */
export async function copyJobRows(
  source: Sql,
  target: Sql,
  tables: Table[],
  onTable: (table: Table, rows: number) => void,
): Promise<void> {
  for (const name of JOB_TABLES_COPIED_AS_ROWS) {
    const table = tables.find((candidate) => candidate.schema === JOB_SCHEMA && candidate.name === name);
    if (!table) continue;
    onTable(table, await copyTable(source, target, table));
  }
}
