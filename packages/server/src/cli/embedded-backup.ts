import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { LOCK_FILE, acquireDataDirLock } from '../db/data-dir-lock.js';
import { createPglite } from '../db/database.js';
import { CliError } from './cli-support.js';
import { tar } from './tar.js';
import { APP_SCHEMA, JOB_SCHEMA, JOURNAL_SCHEMA, countRows, listTables } from './transfer/catalog.js';
import { pgliteSql } from './transfer/sql.js';

/**
 * Backups of a data folder on the embedded database: one .tar.gz of the whole folder (the PGlite database under
 * pglite/, the uploads, anything else kept there) plus a manifest of what the database held.
 *
 * Stop-copy-start: the backup takes the data folder's lock, so it refuses while the server runs. An online copy
 * would need the running server to make it (PGlite's dumpDataDir holds the whole database in memory and only the
 * process that has the folder open may call it), and the uploads would still change under it.
 */
export const MANIFEST = 'guiche-backup.json';
const FORMAT = 'guiche-embedded-backup';

export interface BackupManifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  /** Rows per table when the backup was made: a restore checks the database it unpacked against them. */
  rows: Record<string, number>;
}

/** Entries of a data folder that are not data: its lock (and a takeover's guard), a restore's unfinished staging. */
const isHousekeeping = (name: string) => name.startsWith(LOCK_FILE) || name.startsWith('.restore-');

export async function backupDataDir(
  dataDir: string,
  outFile: string,
): Promise<{ manifest: BackupManifest; bytes: number }> {
  const out = resolve(outFile);
  if (!relative(resolve(dataDir), out).startsWith('..'))
    throw new CliError(`Write the backup outside the data folder ${dataDir} (it would contain itself).`);
  if (existsSync(out)) throw new CliError(`${out} already exists: choose another name.`);
  const lock = await acquireDataDirLock(dataDir, 'a backup');
  const staging = mkdtempSync(join(tmpdir(), 'guiche-backup-'));
  const partial = `${out}.partial`;
  try {
    requireEmbeddedDatabase(dataDir);
    // Opened once before the copy: a folder left by a crash is recovered and checkpointed, so the archive holds a
    // cleanly shut down database, and a folder that no longer opens fails now rather than on the day of a restore.
    const rows = await withPglite(dataDir, async (pglite) => {
      const counted = await tableRows(pglite);
      await pglite.exec('checkpoint');
      return counted;
    });
    const manifest: BackupManifest = { format: FORMAT, version: 1, createdAt: new Date().toISOString(), rows };
    writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = readdirSync(dataDir)
      .filter((name) => !isHousekeeping(name))
      .sort();
    // `./` before each name: one starting with a dash is not read as an option.
    await tar([
      '--create',
      '--gzip',
      '--file',
      partial,
      '--directory',
      staging,
      `./${MANIFEST}`,
      '--directory',
      dataDir,
      ...entries.map((name) => `./${name}`),
    ]);
    renameSync(partial, out);
    return { manifest, bytes: statSync(out).size };
  } finally {
    rmSync(partial, { force: true });
    rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}

/**
 * Unpacks a backup into a data folder that is empty (or, with `force`, whose contents it replaces). The archive is
 * unpacked beside the folder's contents first and its database opened and counted against the manifest; only then
 * are the old contents removed and the new ones moved in, so a damaged archive leaves the folder as it was.
 */
export async function restoreDataDir(
  dataDir: string,
  archive: string,
  { force = false } = {},
): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new CliError(`${archive} does not exist.`);
  const lock = await acquireDataDirLock(dataDir, 'a restore');
  let staging: string | undefined;
  try {
    const existing = readdirSync(dataDir).filter((name) => !isHousekeeping(name));
    if (existing.length > 0 && !force) {
      throw new CliError(
        `The data folder ${dataDir} is not empty (${existing.join(', ')}): restore into an empty folder, or pass --force to replace its contents.`,
      );
    }
    const manifest = await readManifest(archive);
    staging = mkdtempSync(join(dataDir, '.restore-'));
    await tar(['--extract', '--gzip', '--file', archive, '--directory', staging, '--no-same-owner']);
    rmSync(join(staging, MANIFEST));
    requireEmbeddedDatabase(staging);
    const rows = await withPglite(staging, tableRows);
    const differing = Object.keys({ ...manifest.rows, ...rows }).filter(
      (table) => manifest.rows[table] !== rows[table],
    );
    if (differing.length > 0)
      throw new CliError(
        `The restored database does not hold what the backup recorded (${differing.join(', ')}): the folder was left as it was.`,
      );
    for (const name of existing) rmSync(join(dataDir, name), { recursive: true, force: true });
    for (const name of readdirSync(staging)) renameSync(join(staging, name), join(dataDir, name));
    return manifest;
  } finally {
    if (staging) rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}

/** The manifest, after checking that every entry is a plain file or folder inside the archive's root. */
async function readManifest(archive: string): Promise<BackupManifest> {
  const names = (await tar(['--list', '--gzip', '--file', archive])).split('\n').filter(Boolean);
  const kinds = (await tar(['--list', '--verbose', '--gzip', '--file', archive]))
    .split('\n')
    .filter(Boolean)
    .map((line) => line[0]);
  const unsafe = names.filter((name, i) => !isInsideRoot(name) || (kinds[i] !== '-' && kinds[i] !== 'd'));
  if (unsafe.length > 0)
    throw new CliError(`${archive} has entries a backup never holds (${unsafe.slice(0, 3).join(', ')}): not restored.`);
  if (!names.includes(`./${MANIFEST}`))
    throw new CliError(`${archive} is not a Guichê backup (it has no ${MANIFEST}).`);
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(
      await tar(['--extract', '--gzip', '--file', archive, '--to-stdout', `./${MANIFEST}`]),
    ) as Partial<BackupManifest>;
  } catch (error) {
    throw new CliError(
      `${archive}: its ${MANIFEST} cannot be read (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  if (manifest.format !== FORMAT || manifest.version !== 1 || typeof manifest.rows !== 'object')
    throw new CliError(`${archive} is not a backup this version can restore.`);
  return manifest as BackupManifest;
}

/** `./` or a relative path below it, without `..` (tar itself refuses those, but the archive is checked first). */
function isInsideRoot(name: string): boolean {
  if (!name.startsWith('./')) return false;
  return !name.split('/').some((segment) => segment === '..');
}

function requireEmbeddedDatabase(dataDir: string): void {
  if (!existsSync(join(dataDir, 'pglite', 'PG_VERSION')))
    throw new CliError(`There is no embedded database in ${join(dataDir, 'pglite')}.`);
}

async function withPglite<T>(dataDir: string, work: (pglite: PGlite) => Promise<T>): Promise<T> {
  const pglite = await createPglite(dataDir);
  try {
    return await work(pglite);
  } finally {
    await pglite.close();
  }
}

async function tableRows(pglite: PGlite): Promise<Record<string, number>> {
  const sql = pgliteSql(pglite);
  const rows: Record<string, number> = {};
  for (const table of await listTables(sql, [APP_SCHEMA, JOB_SCHEMA, JOURNAL_SCHEMA]))
    rows[table.label] = await countRows(sql, table);
  return rows;
}
