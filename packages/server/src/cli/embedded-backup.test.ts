import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, acquireDataDirLock } from '../db/data-dir-lock.js';
import { createPglite } from '../db/database.js';
import { testDbKind } from '../test/test-database.js';
import { CliError } from './cli-support.js';
import { backupDataDir, restoreDataDir } from './embedded-backup.js';
import { MEDIA_BYTES, populatedDataDir, type PopulatedDataDir } from './testing/populated-data-dir.js';
import { tar } from './tar.js';

/** What a reader of the database sees: the rows of the tables the test wrote, in order, as JSON. */
async function readRows(dataDir: string) {
  const pglite = await createPglite(dataDir);
  try {
    const read = async (table: string) =>
      (await pglite.query<{ row: unknown }>(`select to_jsonb(t) as row from ${table} t order by 1`)).rows.map(
        (r) => r.row,
      );
    return {
      companies: await read('companies'),
      users: await read('users'),
      contacts: await read('contacts'),
      tickets: await read('tickets'),
      messages: await read('messages'),
      tags: await read('ticket_tags'),
      schedules: await read('schedules'),
      jobs: await read('pgboss.job'),
    };
  } finally {
    await pglite.close();
  }
}

// The data folder is built from the PGlite test snapshot, which the server-pglite project provides.
describe.skipIf(testDbKind() !== 'pglite')('embedded backup and restore', () => {
  let source: PopulatedDataDir;
  const scratch = mkdtempSync(join(tmpdir(), 'guiche-backups-'));
  beforeAll(async () => {
    source = await populatedDataDir();
  });
  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
    if (source) rmSync(source.dataDir, { recursive: true, force: true });
  });

  it('round trip: a restored folder reads the same rows and holds the uploads', async () => {
    const before = await readRows(source.dataDir);
    expect(before.messages).toHaveLength(3);
    expect(before.jobs.length).toBeGreaterThan(0);

    const archive = join(scratch, 'backup.tar.gz');
    const { manifest } = await backupDataDir(source.dataDir, archive);
    expect(manifest.rows['public.messages']).toBe(3);
    const names = (await tar(['--list', '--gzip', '--file', archive])).split('\n');
    expect(names).toContain('./guiche-backup.json');
    expect(names.some((name) => name.startsWith('./guiche.lock'))).toBe(false);

    const restored = join(scratch, 'restored');
    await restoreDataDir(restored, archive);
    expect(await readRows(restored)).toEqual(before);
    expect(readFileSync(join(restored, 'uploads', source.mediaKey))).toEqual(MEDIA_BYTES);
    expect(existsSync(join(restored, 'guiche-backup.json'))).toBe(false);
    expect(existsSync(join(restored, 'guiche.lock'))).toBe(false);
  });

  it('refuses while the folder is in use, and does not overwrite an archive', async () => {
    const lock = await acquireDataDirLock(source.dataDir, 'the server');
    try {
      await expect(backupDataDir(source.dataDir, join(scratch, 'while-running.tar.gz'))).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
      expect(existsSync(join(scratch, 'while-running.tar.gz'))).toBe(false);
    } finally {
      lock.release();
    }
    writeFileSync(join(scratch, 'taken.tar.gz'), 'x');
    await expect(backupDataDir(source.dataDir, join(scratch, 'taken.tar.gz'))).rejects.toThrow('already exists');
    await expect(backupDataDir(source.dataDir, join(source.dataDir, 'inside.tar.gz'))).rejects.toThrow(
      'outside the data folder',
    );
  });

  it('restores into a non-empty folder only with force, and leaves it alone when the archive is not a backup', async () => {
    const archive = join(scratch, 'force.tar.gz');
    await backupDataDir(source.dataDir, archive);
    const target = mkdtempSync(join(scratch, 'occupied-'));
    writeFileSync(join(target, 'old-file'), 'old');
    await expect(restoreDataDir(target, archive)).rejects.toThrow('is not empty (old-file)');

    const foreign = join(scratch, 'foreign.tar.gz');
    await tar(['--create', '--gzip', '--file', foreign, '--directory', target, './old-file']);
    await expect(restoreDataDir(target, foreign, { force: true })).rejects.toBeInstanceOf(CliError);
    expect(readFileSync(join(target, 'old-file'), 'utf8')).toBe('old');

    await restoreDataDir(target, archive, { force: true });
    expect(existsSync(join(target, 'old-file'))).toBe(false);
    expect(existsSync(join(target, 'uploads', source.mediaKey))).toBe(true);
  });
});
