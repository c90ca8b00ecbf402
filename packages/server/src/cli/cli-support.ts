import { isAbsolute, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { DataDirLockedError } from '../db/data-dir-lock.js';

/** A refusal or failure the operator can act on: printed as its one line, without a stack trace. */
export class CliError extends Error {
  override name = 'CliError';
}

/** stdout, line by line (console.log is kept out of server code by the linter). */
export const print = (line = '') => process.stdout.write(`${line}\n`);

/**
 * A path given on the command line, relative to the folder the command was typed in: npm runs scripts in the
 * package's folder but sets INIT_CWD to the caller's (as DATA_DIR's default does, config.ts).
 */
export function pathFromUser(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

type Options = NonNullable<ParseArgsConfig['options']>;
/** The parsed values (named here: the declaration build cannot name node:util's own result types). */
type Values<T extends Options> = ReturnType<
  typeof parseArgs<{ options: T; strict: true; allowPositionals: false }>
>['values'];

/** The command's options, or the usage text and exit code 2 when they are wrong or --help is asked. */
export function parseOptions<T extends Options>(usage: string, options: T): Values<T> {
  try {
    const { values } = parseArgs({
      options: { ...options, help: { type: 'boolean' } },
      allowPositionals: false,
      strict: true,
    });
    // `help` is added here, beyond the caller's options (the generic result type does not know of it).
    if ((values as { help?: boolean }).help) {
      print(usage);
      process.exit(0);
    }
    return values as Values<T>;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(2);
  }
}

/** Runs a command: its exit code, or 1 with the error's line (known refusals) or its stack (anything else). */
export function runCli(command: () => Promise<number>): void {
  command().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof CliError || error instanceof DataDirLockedError) console.error(error.message);
      else console.error('failed:', error);
      process.exit(1);
    },
  );
}
