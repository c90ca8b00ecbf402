import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The system's tar (GNU tar in the server's image and on the hosts we document), run with an argument list, never
 * through a shell. The only tar package in node_modules is tar-stream 2 (an undeclared dependency of exceljs's
 * archiver, without types); walking folders and guarding extraction paths by hand on top of it would be more code
 * to trust than the tool every operator already has.
 */
export async function tar(args: string[]): Promise<string> {
  try {
    const { stdout } = await run('tar', args, { maxBuffer: 512 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const detail =
      error instanceof Error ? (error as Error & { stderr?: string }).stderr?.trim() || error.message : String(error);
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('tar was not found on PATH: install it (GNU tar) to back up or restore');
    throw new Error(`tar ${args[0]} failed: ${detail}`);
  }
}
