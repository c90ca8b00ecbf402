/** backup: the embedded database and the uploads of a data folder, in one .tar.gz (docs/backups.md). */
import { dataDirOf } from '../config.js';
import { CliError, parseOptions, pathFromUser, print, runCli } from './cli-support.js';
import { backupDataDir } from './embedded-backup.js';

const USAGE = `usage: backup --out <file.tar.gz> [--data-dir <dir>]

  --out       the archive to write (outside the data folder; an existing file is not overwritten)
  --data-dir  the data folder (default: DATA_DIR, as the server resolves it)

Stop the server first: the backup refuses while it runs. On PostgreSQL, use pg_dump (docs/backups.md).`;

runCli(async () => {
  const options = parseOptions(USAGE, { out: { type: 'string' }, 'data-dir': { type: 'string' } });
  if (!options.out) throw new CliError(`Name the archive to write: --out <file.tar.gz>.\n\n${USAGE}`);
  const dataDir = options['data-dir'] ? pathFromUser(options['data-dir']) : dataDirOf(process.env);
  const out = pathFromUser(options.out);
  const { manifest, bytes } = await backupDataDir(dataDir, out);
  const rows = Object.values(manifest.rows).reduce((sum, count) => sum + count, 0);
  print(
    `backed up ${dataDir} to ${out} (${(bytes / 1024 / 1024).toFixed(1)} MB; ${Object.keys(manifest.rows).length} tables, ${rows} rows, and the uploads)`,
  );
  return 0;
});
