import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { PACKAGE_ROOT } from '../../config.js';
import { databaseUrlFor, requireDatabaseUrl, withAdminClient } from '../test-database.js';
import { pause } from '../sockets.js';

export const FAULT_META = { appSecret: 'fault-app-secret', verifyToken: 'fault-verify-token' };

/** A database of its own on the test PostgreSQL, copied from the migrated, seeded template of this run. */
export interface ScratchDatabase {
  name: string;
  url: string;
  /** Runs SQL on it as the admin (outside the server's pool, so a termination of the server's backends spares it). */
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  /** Ends every backend the server processes hold on it, as a restart or failover does; answers how many. */
  terminateBackends(): Promise<number>;
  drop(): Promise<void>;
}

export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const adminUrl = requireDatabaseUrl();
  const name = `guiche_fault_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database ${name} template ${inject('postgresTemplate')}`),
  );
  const url = databaseUrlFor(adminUrl, name);
  const query = <T>(text: string, values?: unknown[]) =>
    withAdminClient(url, async (client) => (await client.query(text, values)).rows as T[]);
  return {
    name,
    url,
    query,
    terminateBackends: async () => {
      const rows = await withAdminClient(
        adminUrl,
        async (client) =>
          (
            await client.query(
              'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
              [name],
            )
          ).rows,
      );
      return rows.length;
    },
    drop: () =>
      withAdminClient(
        adminUrl,
        async (client) => void (await client.query(`drop database if exists ${name} with (force)`)),
      ),
  };
}

export interface SpawnOptions {
  databaseUrl: string;
  /** Secrets shared by processes serving one database (tokens and sealed credentials must open everywhere). */
  secrets: { jwtSecret: string; encryptionKey: string };
  redisUrl?: string;
  /** Meta's Graph API; by default an address nothing listens on (sends fail fast). */
  graphApiUrl?: string;
  /** Defaults to a free port; pass the previous one to restart "the same" process. */
  port?: number;
}

export interface SpawnedServer {
  port: number;
  url: string;
  child: ChildProcess;
  /** Resolves when the process has ended, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process wrote, for assertions on crashes and for failure messages. */
  output(): string;
  /** Sends the signal and waits for the exit; answers how long the process took to go. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
}

function newSecrets(): SpawnOptions['secrets'] {
  return { jwtSecret: randomBytes(32).toString('hex'), encryptionKey: randomBytes(32).toString('hex') };
}

/**
 * Runs the server as its own process from source (tsx, `source` export condition, as `npm run dev` does), on a free
 * port and a fresh data folder (removed when it exits), with `env` over the defaults: no DATABASE_URL is the
 * embedded database. Answers at once; the caller waits for what it needs to see.
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  requestedPort?: number,
): Promise<SpawnedServer> {
  const port = requestedPort ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'guiche-process-'));
  const secrets = newSecrets();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', join(PACKAGE_ROOT, 'src', 'index.ts')],
    {
      cwd: PACKAGE_ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: secrets.jwtSecret,
        ENCRYPTION_KEY: secrets.encryptionKey,
        WHATSAPP: 'off',
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => output,
    stop: async (signal) => {
      const started = performance.now();
      child.kill(signal);
      const result = await exited;
      return { ...result, ms: performance.now() - started };
    },
  };
}

/** A server on the fault test's PostgreSQL (and Redis), once `/api/health` answers 200. */
async function spawnServer(options: SpawnOptions): Promise<SpawnedServer> {
  const server = await startServerProcess(
    {
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      JWT_SECRET: options.secrets.jwtSecret,
      ENCRYPTION_KEY: options.secrets.encryptionKey,
      META_APP_SECRET: FAULT_META.appSecret,
      META_VERIFY_TOKEN: FAULT_META.verifyToken,
      // Where a test carries no replies, an address nothing listens on fails fast.
      GRAPH_API_URL: options.graphApiUrl ?? 'http://127.0.0.1:9',
      SIMULATOR: 'on',
    },
    options.port,
  );
  const healthy = await Promise.race([waitHealthy(server.url, 45_000), server.exited.then(() => false)]);
  if (!healthy) {
    server.child.kill('SIGKILL');
    throw new Error(`server did not become healthy:\n${server.output()}`);
  }
  return server;
}

/** One fault test's database and the server processes it runs on it. */
export interface FaultCluster {
  /** The test's own database (there from its beforeAll on). */
  readonly database: ScratchDatabase;
  /** Starts a server on that database with secrets shared by all of the test's servers. */
  spawn(options?: Pick<SpawnOptions, 'redisUrl' | 'port' | 'graphApiUrl'>): Promise<SpawnedServer>;
}

/**
 * Registers a fault test's setup and teardown: a scratch database before the tests; after them, every server still
 * running is killed and the database dropped. Call it in the describe block, before hooks that use what it gives.
 */
export function useFaultCluster(): FaultCluster {
  const secrets = newSecrets();
  const servers: SpawnedServer[] = [];
  let database: ScratchDatabase | undefined;
  const current = () => {
    if (!database) throw new Error('the fault cluster has no database before its beforeAll');
    return database;
  };
  beforeAll(async () => {
    database = await createScratchDatabase();
  });
  afterAll(async () => {
    for (const server of servers)
      if (server.child.exitCode === null && server.child.signalCode === null) await server.stop('SIGKILL');
    await database?.drop();
  });
  return {
    get database() {
      return current();
    },
    spawn: async (options = {}) => {
      const server = await spawnServer({ ...options, databaseUrl: current().url, secrets });
      servers.push(server);
      return server;
    },
  };
}

/** Polls `/api/health` until it answers 200; false after `ms`. */
export async function waitHealthy(url: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const status = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return true;
    await pause(100);
  }
  return false;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
