/** restore: a backup made by `backup` into an empty data folder, or over one with --force (docs/backups.md). */
import { dataDirOf } from '../config.js';
import { CliError, parseOptions, pathFromUser, print, runCli } from './cli-support.js';
import { restoreDataDir } from './embedded-backup.js';

const USAGE = `usage: restore --from <file.tar.gz> [--data-dir <dir>] [--force]

  --from      the archive made by backup
  --data-dir  the data folder to restore into (default: DATA_DIR, as the server resolves it)
  --force     replace the folder's current contents (they are removed once the archive has been checked)

Stop the server first: the restore refuses while it runs.`;

runCli(async () => {
  const options = parseOptions(USAGE, {
    from: { type: 'string' },
    'data-dir': { type: 'string' },
    force: { type: 'boolean' },
  });
  if (!options.from) throw new CliError(`Name the archive to restore: --from <file.tar.gz>.\n\n${USAGE}`);
  const dataDir = options['data-dir'] ? pathFromUser(options['data-dir']) : dataDirOf(process.env);
  const manifest = await restoreDataDir(dataDir, pathFromUser(options.from), { force: options.force ?? false });
  const rows = Object.values(manifest.rows).reduce((sum, count) => sum + count, 0);
  print(`restored the backup of ${manifest.createdAt} into ${dataDir} (${rows} rows, counts checked, and the uploads)`);
  return 0;
});
