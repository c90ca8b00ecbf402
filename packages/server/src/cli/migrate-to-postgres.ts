/**
 * migrate-to-postgres: moves the embedded database of a data folder into an empty PostgreSQL database and checks
 * the row counts of every table on both sides (docs/backups.md). Exits 1 when any count differs.
 */
import { dataDirOf } from '../config.js';
import { CliError, parseOptions, pathFromUser, print, runCli } from './cli-support.js';
import { migrateToPostgres } from './transfer/migrate-to-postgres.js';
import { formatMoveReport } from './transfer/move-report.js';

const USAGE = `usage: migrate-to-postgres [--data-dir <dir>] [--to <postgres url>]

  --data-dir  the data folder of the embedded database (default: DATA_DIR, as the server resolves it)
  --to        the empty PostgreSQL database to move into (default: DATABASE_URL)

Stop the server first. Uploads stay in the data folder: start the server on PostgreSQL with the same DATA_DIR.`;

runCli(async () => {
  const options = parseOptions(USAGE, { 'data-dir': { type: 'string' }, to: { type: 'string' } });
  const dataDir = options['data-dir'] ? pathFromUser(options['data-dir']) : dataDirOf(process.env);
  const targetUrl = options.to ?? process.env.DATABASE_URL;
  if (!targetUrl)
    throw new CliError(`Name the PostgreSQL database to move into: --to <url> or DATABASE_URL.\n\n${USAGE}`);
  print(`moving the embedded database of ${dataDir} into ${redacted(targetUrl)}`);
  const result = await migrateToPostgres({ dataDir, targetUrl, log: print });
  print();
  for (const line of formatMoveReport(result, dataDir)) print(line);
  return result.ok ? 0 : 1;
});

/** The URL without its password, for the output. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(the given URL)';
  }
}
