import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import pino from 'pino';
import { PGLITE_EXTENSIONS, openDatabase, type Database } from '../db/database.js';
import { JobQueue } from '../jobs/job-queue.js';
import { seedDatabase } from '../db/seed.js';
import { TEST_ADMIN, databaseUrlFor, requireDatabaseUrl, withAdminClient } from './test-database.js';

/** Migrates and seeds one database per test run; each test file then copies it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const seed = { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password };
  // The project's `env` applies to its test workers, not to this setup, which runs in the main process.
  if (project.config.env['TEST_DB'] === 'postgres') {
    const adminUrl = requireDatabaseUrl();
    const template = `guiche_tpl_${randomBytes(6).toString('hex')}`;
    await withAdminClient(adminUrl, (client) => client.query(`create database ${template}`));
    const database = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, template) });
    await database.migrate();
    await seedDatabase(database.db, seed);
    await createJobSchema(database);
    await database.close();
    project.provide('postgresTemplate', template);
    return async () => {
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${template} with (force)`));
    };
  }
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite });
  await database.migrate();
  await seedDatabase(database.db, seed);
  await createJobSchema(database);
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'guiche-pglite-'));
  const file = join(dir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}

/** The job queue's own tables, made once here rather than by every test app. */
async function createJobSchema(database: Database): Promise<void> {
  const jobs = new JobQueue(database, pino({ level: 'silent' }));
  await jobs.start();
  await jobs.stop();
}
