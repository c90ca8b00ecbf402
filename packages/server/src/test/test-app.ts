import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../app.js';
import { DEFAULT_RATE_LIMIT, type AppConfig, type RateLimitConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { OutboundTiming } from '../modules/messages/outbound-worker.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: App;
  database: Database;
  /** http://127.0.0.1:PORT of the listening server (sockets need a real port). */
  url: string;
  /** The server's DATA_DIR: its uploads are under `uploads/`. */
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  now?: () => Date;
  rateLimit?: Partial<RateLimitConfig>;
  /** Share a database and secret between two apps (two server processes on one PostgreSQL). */
  database?: Database;
  jwtSecret?: string;
  /** Share sealed connection tokens between two apps on one database. */
  encryptionKey?: string;
  /** A fake Graph API for the Meta channels. */
  graphBaseUrl?: string;
  /** A built web app to serve (tests of the static serving). */
  webDistDir?: string;
  /** Shorter outbound send timeouts and job expiry (tests of interrupted sends). */
  outboundTiming?: OutboundTiming;
  /** The ticket timers' minute in milliseconds (so that a '1 minute' timer fires in a second). */
  ticketTimerMinuteMs?: number;
  /** Any other configuration a test needs (CORS origins, trusted proxies, public URL, a fake payment provider, a Redis). */
  config?: Partial<
    Pick<AppConfig, 'corsOrigins' | 'trustProxy' | 'publicUrl' | 'asaas' | 'integrations' | 'redisUrl' | 'metricsToken'>
  >;
}

/** A real server on a fresh database, listening on a random local port. Redis is used when REDIS_URL is set. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = mkdtempSync(join(tmpdir(), 'guiche-test-data-'));
  const config: AppConfig = {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    jwtSecret: options.jwtSecret ?? randomBytes(32).toString('hex'),
    encryptionKey: options.encryptionKey ?? randomBytes(32).toString('hex'),
    admin: { email: 'unused@test.local', password: 'unused' },
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    webDistDir: options.webDistDir ?? '/nonexistent',
    simulatorEnabled: true,
    // No test reaches WhatsApp's servers.
    whatsappEnabled: false,
    meta: {
      appSecret: 'test-app-secret',
      verifyToken: 'test-verify-token',
      graphBaseUrl: options.graphBaseUrl,
      graphVersion: undefined,
    },
    // Fresh counters per app: Redis outlives test files, and limits must not leak from one to another. A suite logs
    // in far more often than a person; the rate-limit tests set their own small limits.
    rateLimit: {
      ...DEFAULT_RATE_LIMIT,
      loginPerIpPerMinute: 1000,
      signupPerIpPerHour: 1000,
      recoveryPerIpPer15Minutes: 1000,
      passwordHashingShare: 1,
      namespace: `guiche-test-${randomBytes(6).toString('hex')}:`,
      ...options.rateLimit,
    },
    corsOrigins: [],
    trustProxy: false,
    publicUrl: undefined,
    trialDays: 7,
    ...options.config,
    // The tests' provider fakes listen on 127.0.0.1: the allowance an operator gives a self-hosted n8n
    // (INTEGRATIONS_ALLOW_PRIVATE_HOSTS), not a code path of its own. The SSRF tests set it to none.
    integrations: { dialogflowBaseUrl: undefined, allowPrivateHosts: ['127.0.0.1'], ...options.config?.integrations },
  };
  const app = await buildApp({
    config,
    database,
    ...(options.now ? { now: options.now } : {}),
    ...(options.outboundTiming ? { outboundTiming: options.outboundTiming } : {}),
    ...(options.ticketTimerMinuteMs ? { ticketTimerMinuteMs: options.ticketTimerMinuteMs } : {}),
  });
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const address = app.http.server.address();
  if (!address || typeof address === 'string') throw new Error('test server has no port');
  return {
    app,
    database,
    url: `http://127.0.0.1:${address.port}`,
    dataDir,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
