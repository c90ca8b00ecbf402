import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../app.js';
import { DEFAULT_RATE_LIMIT, type AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { seedDatabase } from '../db/seed.js';

/** Configuration of an app a benchmark starts: silent, no channels, logins not rate limited. */
export function benchConfig(dataDir: string, meta: Partial<AppConfig['meta']> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    redisUrl: undefined,
    jwtSecret: randomBytes(32).toString('hex'),
    encryptionKey: randomBytes(32).toString('hex'),
    admin: { email: 'bench@guiche.local', password: 'Bench@12345' },
    logLevel: 'silent',
    webDistDir: '/nonexistent',
    rateLimit: { ...DEFAULT_RATE_LIMIT, loginPerIpPerMinute: 1000 },
    simulatorEnabled: false,
    whatsappEnabled: false,
    meta: {
      appSecret: 'bench-app-secret',
      verifyToken: 'bench',
      graphBaseUrl: 'http://127.0.0.1:9',
      graphVersion: undefined,
      ...meta,
    },
    corsOrigins: [],
    trustProxy: false,
    publicUrl: undefined,
    trialDays: 7,
  };
}

/** An app a benchmark runs on a free local port. */
export interface BenchApp {
  app: App;
  config: AppConfig;
  /** `http://127.0.0.1:{port}`. */
  root: string;
  /** The API's base, `{root}/api`. */
  base: string;
  /** Ends the app and the database, and removes the data folder. */
  close(): Promise<void>;
}

export interface BenchAppOptions {
  /** The configuration for the data folder (benchConfig by default). */
  configure?: (dataDir: string) => AppConfig;
  /** Migrate the database and seed the configuration's administrator first (default); false when the caller did. */
  seed?: boolean;
}

/** Starts the app on `database` on a free port, with a data folder of its own. */
export async function startBenchApp(
  database: Database,
  { configure = (dataDir) => benchConfig(dataDir), seed = true }: BenchAppOptions = {},
): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'guiche-bench-'));
  const config = configure(dataDir);
  if (seed) {
    await database.migrate();
    await seedDatabase(database.db, { adminEmail: config.admin.email, adminPassword: config.admin.password });
  }
  const app = await buildApp({ config, database });
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const address = app.http.server.address();
  const root = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    config,
    root,
    base: `${root}/api`,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `work` on a new database of the PostgreSQL server at `adminUrl`, dropped afterwards. */
export async function withScratchPostgres(
  adminUrl: string,
  work: (databaseUrl: string) => Promise<void>,
): Promise<void> {
  const name = `guiche_bench_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `create database ${name}`);
  try {
    await work(databaseUrlOf(adminUrl, name));
  } finally {
    await admin(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

/**
 * Runs `work` on the database `name`, created when missing and kept afterwards, so that a slow seed is paid once
 * while a query is being tuned; `created` tells whether it is new (and so needs seeding).
 */
export async function withKeptPostgres(
  adminUrl: string,
  name: string,
  work: (databaseUrl: string, created: boolean) => Promise<void>,
): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const exists = await admin(adminUrl, 'select 1 from pg_database where datname = $1', [name]);
  if (!exists) await admin(adminUrl, `create database ${name}`);
  await work(databaseUrlOf(adminUrl, name), !exists);
}

function databaseUrlOf(adminUrl: string, name: string): string {
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Runs one statement on the server's admin connection; answers whether it returned rows. */
async function admin(url: string, statement: string, values: unknown[] = []): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return ((await client.query(statement, values)).rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}
