import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * One process at a time on a data folder: the server on the embedded database, a backup, a restore, a move to
 * PostgreSQL. PGlite has no lock of its own, and two processes writing one PGlite folder corrupt it.
 *
 * The lock is a file holding its holder (pid, host, purpose), created exclusively. A holder on this host is alive
 * while its pid is; one on another host (two containers sharing a volume), whose pid means nothing here, while it
 * keeps touching the file (see HEARTBEAT_MS). A lock whose holder is gone is taken over.
 */
export const LOCK_FILE = 'guiche.lock';
/** How often a holder touches its lock file, for processes on other hosts to see it alive. */
const HEARTBEAT_MS = 10_000;
/** A lock from another host untouched this long is a dead holder's (three missed heartbeats). */
const REMOTE_STALE_MS = 3 * HEARTBEAT_MS;
/** A lock file being written (created, not yet filled) is that young; an empty older one was left by a crash. */
const UNREADABLE_STALE_MS = 5_000;
/** Taking over a stale lock is guarded by this file; one left by a process killed mid-takeover is this old. */
const TAKEOVER_STALE_MS = 10_000;
const ACQUIRE_ATTEMPTS = 50;

export interface LockHolder {
  pid: number;
  hostname: string;
  /** What holds the folder ('the server', 'a backup'...), for the message a second process prints. */
  purpose: string;
  startedAt: string;
  /** Tells this holder's file from a successor's, so that release never removes another process's lock. */
  token: string;
}

export interface DataDirLock {
  readonly path: string;
  readonly holder: LockHolder;
  /** Idempotent; also run when the process exits, so a `process.exit` leaves no lock behind. */
  release(): void;
}

/** A second process on a locked folder: the message is the one line to print (no stack trace is useful). */
export class DataDirLockedError extends Error {
  readonly dataDir: string;
  readonly holder: LockHolder | undefined;
  // Plain fields, no parameter properties: the lock test's child process loads this file with node's type stripping.
  constructor(dataDir: string, holder: LockHolder | undefined) {
    super(describeRefusal(dataDir, holder));
    this.name = 'DataDirLockedError';
    this.dataDir = dataDir;
    this.holder = holder;
  }
}

export interface LockOptions {
  /** Tests: a shorter heartbeat. */
  heartbeatMs?: number;
}

/** The lock files this process holds: a second acquire here is refused, not mistaken for a previous incarnation's. */
const heldHere = new Set<string>();

export async function acquireDataDirLock(
  dataDir: string,
  purpose: string,
  options: LockOptions = {},
): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const holder: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    purpose,
    startedAt: new Date().toISOString(),
    token: randomBytes(8).toString('hex'),
  };
  for (let attempt = 0; attempt < ACQUIRE_ATTEMPTS; attempt++) {
    if (heldHere.has(path)) throw new DataDirLockedError(dataDir, readHolder(path));
    if (tryCreate(path, holder)) return holdLock(path, holder, options.heartbeatMs ?? HEARTBEAT_MS);
    const raw = readRaw(path);
    if (raw === undefined) continue; // released between our create and our read: try again
    const current = parseHolder(raw);
    if (!isStale(path, current)) throw new DataDirLockedError(dataDir, current);
    if (!takeOver(path, raw)) await sleep(50);
  }
  throw new Error(`could not take the lock ${path}: other processes keep taking it over`);
}

function holdLock(path: string, holder: LockHolder, heartbeatMs: number): DataDirLock {
  heldHere.add(path);
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(path, now, now);
    } catch {
      // Removed by hand: nothing to keep alive; release below still checks the token before removing anything.
    }
  }, heartbeatMs);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off('exit', release);
    heldHere.delete(path);
    try {
      const raw = readRaw(path);
      if (raw !== undefined && parseHolder(raw)?.token === holder.token) unlinkQuietly(path);
    } catch {
      // An unreadable folder at exit: the lock stays, and the next start takes it over once this pid is gone.
    }
  };
  process.on('exit', release);
  return { path, holder, release };
}

/** Creates the lock file exclusively and fills it; false when it exists. */
function tryCreate(path: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (error) {
    if (isCode(error, 'EEXIST')) return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(holder)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function isStale(path: string, holder: LockHolder | undefined): boolean {
  const ageMs = fileAgeMs(path);
  if (ageMs === undefined) return true;
  if (!holder) return ageMs > UNREADABLE_STALE_MS;
  if (holder.hostname !== hostname()) return ageMs > REMOTE_STALE_MS;
  // Our own pid but not a lock of this process: a previous run under the same pid (a restarted container's pid 1).
  if (holder.pid === process.pid) return true;
  return !isAlive(holder.pid);
}

/**
 * Removes a stale lock, unless another process did first (its content changed). Two processes that both found it
 * stale would otherwise each remove it, the second removing the lock the first had just created.
 */
function takeOver(path: string, staleRaw: string): boolean {
  const guard = `${path}.takeover`;
  let fd: number;
  try {
    fd = openSync(guard, 'wx');
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error;
    const age = fileAgeMs(guard);
    if (age !== undefined && age > TAKEOVER_STALE_MS) unlinkQuietly(guard);
    return false;
  }
  try {
    if (readRaw(path) === staleRaw) unlinkQuietly(path);
    return true;
  } finally {
    closeSync(fd);
    unlinkQuietly(guard);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, under another user.
    return !isCode(error, 'ESRCH');
  }
}

export function readHolder(path: string): LockHolder | undefined {
  const raw = readRaw(path);
  return raw === undefined ? undefined : parseHolder(raw);
}

function readRaw(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

function parseHolder(raw: string): LockHolder | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { pid, hostname: host, purpose, startedAt, token } = value as Record<string, unknown>;
    if (
      typeof pid !== 'number' ||
      typeof host !== 'string' ||
      typeof purpose !== 'string' ||
      typeof startedAt !== 'string' ||
      typeof token !== 'string'
    )
      return undefined;
    return { pid, hostname: host, purpose, startedAt, token };
  } catch {
    return undefined;
  }
}

function describeRefusal(dataDir: string, holder: LockHolder | undefined): string {
  if (!holder)
    return `The data folder ${dataDir} is locked by another process (${join(dataDir, LOCK_FILE)} is being written): try again.`;
  const where = holder.hostname === hostname() ? `pid ${holder.pid}` : `pid ${holder.pid} on host ${holder.hostname}`;
  return (
    `The data folder ${dataDir} is in use by ${holder.purpose} (${where}, since ${holder.startedAt}): stop it first. ` +
    `If that process is not Guichê, remove ${join(dataDir, LOCK_FILE)}.`
  );
}

function fileAgeMs(path: string): number | undefined {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch (error) {
    if (isCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if (!isCode(error, 'ENOENT')) throw error;
  }
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
