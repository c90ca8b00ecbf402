import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, acquireDataDirLock, readHolder } from './data-dir-lock.js';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'guiche-lock-'));
  dirs.push(dir);
  return dir;
};

const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

/** Another process holding the lock until killed (node strips the module's types itself). */
async function holdInChild(dir: string): Promise<ChildProcess> {
  const script = `const { acquireDataDirLock } = await import(${JSON.stringify(LOCK_MODULE)}); await acquireDataDirLock(${JSON.stringify(dir)}, 'the server'); console.log('held'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve());
    child.once('exit', (code) => reject(new Error(`the lock holder exited early (${code})`)));
  });
  return child;
}

const deadPid = () => {
  const { pid } = spawnSync(process.execPath, ['-e', '0']);
  if (pid === undefined) throw new Error('no pid');
  return pid;
};

const writeLock = (dir: string, holder: Record<string, unknown>) =>
  writeFileSync(
    join(dir, LOCK_FILE),
    JSON.stringify({ purpose: 'the server', startedAt: new Date().toISOString(), token: 'x', ...holder }),
  );

describe('data folder lock', () => {
  it('refuses a second process while the first runs, naming its pid, then takes the lock over once it is killed', async () => {
    const dir = freshDir();
    const child = await holdInChild(dir);
    const refusal = await acquireDataDirLock(dir, 'a backup').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(`in use by the server (pid ${child.pid}`);
    expect((refusal as Error).message).not.toContain('\n');

    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const lock = await acquireDataDirLock(dir, 'a backup');
    expect(readHolder(lock.path)).toMatchObject({ pid: process.pid, purpose: 'a backup' });
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a second acquire in the same process, and frees the folder on release', async () => {
    const dir = freshDir();
    const lock = await acquireDataDirLock(dir, 'the server');
    await expect(acquireDataDirLock(dir, 'a restore')).rejects.toThrow(`in use by the server (pid ${process.pid}`);
    lock.release();
    lock.release();
    const again = await acquireDataDirLock(dir, 'a restore');
    again.release();
  });

  it('takes over a lock left by a dead process, and one of this pid from an earlier run', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: deadPid(), hostname: hostname() });
    const lock = await acquireDataDirLock(dir, 'the server');
    expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({ pid: process.pid, purpose: 'the server' });
    lock.release();

    writeLock(dir, { pid: process.pid, hostname: hostname() });
    (await acquireDataDirLock(dir, 'the server')).release();
  });

  it('trusts a lock from another host while it is touched, and takes it once it is not', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: 1, hostname: 'other-container' });
    await expect(acquireDataDirLock(dir, 'a backup')).rejects.toThrow('pid 1 on host other-container');
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(dir, LOCK_FILE), old, old);
    (await acquireDataDirLock(dir, 'a backup')).release();
  });

  it('refuses an unreadable lock while it is young (being written), and takes it once it is old', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), '');
    await expect(acquireDataDirLock(dir, 'a backup')).rejects.toThrow('is being written');
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(dir, LOCK_FILE), old, old);
    (await acquireDataDirLock(dir, 'a backup')).release();
  });
});
