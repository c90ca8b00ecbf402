import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_RATE_LIMIT, type AppConfig } from '../config.js';

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
    meta: { appSecret: 'bench-app-secret', verifyToken: 'bench', graphBaseUrl: 'http://127.0.0.1:9', graphVersion: undefined, ...meta },
  };
}

/** Runs `work` on a new database of the PostgreSQL server at `adminUrl`, dropped afterwards. */
export async function withScratchPostgres(adminUrl: string, work: (databaseUrl: string) => Promise<void>): Promise<void> {
  const name = `guiche_bench_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `create database ${name}`);
  try {
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    await work(target.toString());
  } finally {
    await admin(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
