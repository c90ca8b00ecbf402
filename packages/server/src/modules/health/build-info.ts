import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../config.js';

/** What the health answers say of the running build. */
export interface BuildInfo {
  /** packages/server/package.json's version. */
  version: string;
  /** GUICHE_COMMIT (the image sets it), else the checkout's HEAD when run from a git clone, else null. */
  commit: string | null;
}

const REPO_ROOT = join(PACKAGE_ROOT, '..', '..');
let cached: BuildInfo | undefined;

/** Read once per process (a file read and maybe a `git` run): health checks come every few seconds. */
export function buildInfo(): BuildInfo {
  cached ??= readBuildInfo(process.env);
  return cached;
}

export function readBuildInfo(env: NodeJS.ProcessEnv, repoRoot: string = REPO_ROOT): BuildInfo {
  const { version } = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string };
  return { version, commit: env.GUICHE_COMMIT?.trim() || gitHead(repoRoot) };
}

/** HEAD of the clone at `repoRoot`; null without a .git there, or when git is missing or fails. */
function gitHead(repoRoot: string): string | null {
  // A .git file (a worktree) counts too.
  if (!existsSync(join(repoRoot, '.git'))) return null;
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 5000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^[0-9a-f]{40,64}$/.test(head) ? head : null;
  } catch {
    return null;
  }
}
