import { getConstructionPlans } from 'pg-boss';
import type { Database, RawSql } from '../db/database.js';

/** The job schema (pg-boss's default, which JobQueue keeps). */
export const BOSS_SCHEMA = 'pgboss';
/** Where a pg-boss 10 schema is put aside while its waiting jobs are copied out of it. */
const V10_SCHEMA = 'pgboss_v10';
/** pg-boss 10's schema version. pg-boss 12 migrates from 25 (pg-boss 11) onwards only, and 11 migrates nothing older. */
const V10_SCHEMA_VERSION = 24;

/** How pg-boss wraps its construction script: its own transaction, which here would end the move's early. */
const WRAPPED = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

/**
 * A pg-boss 10 installation (schema version 24) made into a pg-boss 12 one, before pg-boss 12 starts: pg-boss 12
 * refuses a schema that old, and pg-boss 11, the only way between them, migrates nothing either; its release notes
 * (timgit/pg-boss #590) say to move the jobs across by hand. So the old schema is renamed, pg-boss 12's is built, its
 * queues are made from the old ones, and every job still to do is copied (see copyJobs). Finished jobs (completed,
 * failed, cancelled, and the archive) are history pg-boss would delete within days: they stay behind.
 *
 * One transaction under the migrations' lock (Database.migrationTransaction): a crash anywhere leaves the v10
 * schema as it was, to be moved at the next start, and two processes starting together move it once. The old schema
 * is dropped in that same transaction rather than kept: once this commits nothing reads it (pg-boss, the metrics and
 * the PostgreSQL copy tool read `pgboss` only), a kept one would hold the history's rows forever, and every job it
 * still had to run is already in the new schema. Any other start finds version 46+ (or no schema) and does nothing.
 *
 * All processes on pg-boss 10 must be stopped first: one still running would write to tables that are no longer
 * its own. Answers how many jobs were moved, or undefined when there was nothing to move.
 */
export async function moveJobSchemaFromV10(database: Database): Promise<number | undefined> {
  return database.migrationTransaction(async (sql) => {
    const { rows } = await sql(`SELECT to_regclass('${BOSS_SCHEMA}.version') IS NOT NULL AS installed`);
    if (!(rows[0] as { installed: boolean }).installed) return undefined;
    const version = await sql(`SELECT max(version) AS version FROM ${BOSS_SCHEMA}.version`);
    if (Number((version.rows[0] as { version: number | string | null }).version) !== V10_SCHEMA_VERSION)
      return undefined;
    await sql(`ALTER SCHEMA ${BOSS_SCHEMA} RENAME TO ${V10_SCHEMA}`);
    await sql(construction());
    await createQueues(sql);
    const moved = await copyJobs(sql);
    // The cron schedules of pg-boss 10 (its `schedule` table) are not copied: JobQueue runs with `schedule: false`
    // and never made one.
    await sql(`DROP SCHEMA ${V10_SCHEMA} CASCADE`);
    return moved;
  });
}

/** pg-boss 12's own script for a new schema, inside the move's transaction. */
function construction(): string {
  const wrapped = WRAPPED.exec(getConstructionPlans(BOSS_SCHEMA));
  if (!wrapped?.[1]) throw new Error('pg-boss construction script is not wrapped in BEGIN/COMMIT as expected');
  return wrapped[1];
}

/**
 * The queues, by pg-boss 12's create_queue with each v10 queue's policy and options: a retention in minutes becomes
 * seconds; options v10 left unset take v12's defaults, as they took v10's (the same values). Dead letter queues are
 * named afterwards, once every queue they may point to exists.
 */
async function createQueues(sql: RawSql): Promise<void> {
  await sql(`
    SELECT ${BOSS_SCHEMA}.create_queue(name, jsonb_strip_nulls(jsonb_build_object(
      'policy', COALESCE(policy, 'standard'),
      'retryLimit', retry_limit,
      'retryDelay', retry_delay,
      'retryBackoff', retry_backoff,
      'expireInSeconds', expire_seconds,
      'retentionSeconds', retention_minutes * 60
    )))
    FROM ${V10_SCHEMA}.queue ORDER BY name`);
  await sql(`
    UPDATE ${BOSS_SCHEMA}.queue q SET dead_letter = o.dead_letter
    FROM ${V10_SCHEMA}.queue o WHERE q.name = o.name AND o.dead_letter IS NOT NULL`);
}

/**
 * Every job still to do, column by column (same names unless said): created and retry jobs as they were, keeping
 * their id, data, priority, start_after (a delayed job still waits), singleton key and slot, retry settings and count,
 * and last output (a retry's error). An active job belonged to a process that is gone (all were stopped for this):
 * it becomes a retry due now (and kept for its queue's retention from now), as pg-boss's expiry would have made it, with the try it was on counted when it is
 * fetched again (started_on kept). Renamed or retyped: v10's expire_in (an interval) is v12's expire_seconds; the
 * policy and deletion delay are the v12 queue's (v10 deleted finished jobs after a global 7 days, v12's default).
 * Columns v12 added (groups, heartbeats, dependencies, dead letter provenance) keep their defaults.
 */
async function copyJobs(sql: RawSql): Promise<number> {
  const { rows } = await sql(`
    WITH moved AS (
      INSERT INTO ${BOSS_SCHEMA}.job (
        id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff, expire_seconds,
        deletion_seconds, singleton_key, singleton_on, start_after, created_on, started_on, keep_until, output,
        dead_letter, policy
      )
      SELECT j.id, j.name, j.priority, j.data,
        (CASE WHEN j.state::text = 'active' THEN 'retry' ELSE j.state::text END)::${BOSS_SCHEMA}.job_state,
        j.retry_limit, j.retry_count, j.retry_delay, j.retry_backoff,
        GREATEST(1, ceil(extract(epoch FROM j.expire_in)))::int,
        q.deletion_seconds, j.singleton_key, j.singleton_on,
        CASE WHEN j.state::text = 'active' THEN now() ELSE j.start_after END,
        j.created_on, j.started_on,
        CASE WHEN j.state::text = 'active' THEN GREATEST(j.keep_until, now() + q.retention_seconds * interval '1 second') ELSE j.keep_until END,
        j.output, j.dead_letter, q.policy
      FROM ${V10_SCHEMA}.job j JOIN ${BOSS_SCHEMA}.queue q ON q.name = j.name
      WHERE j.state::text IN ('created', 'retry', 'active')
      RETURNING 1
    )
    SELECT count(*)::int AS moved FROM moved`);
  return (rows[0] as { moved: number }).moved;
}
