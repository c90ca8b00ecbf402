import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AddressAllowList } from './net/address-policy.js';

/** packages/server, whether running from src (tsx, vitest) or from dist. */
export const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const MIGRATIONS_DIR = join(PACKAGE_ROOT, 'drizzle');
export const WEB_DIST_DIR = join(PACKAGE_ROOT, '..', 'web', 'dist');

/** Values that must never sign tokens in production. */
const KNOWN_WEAK_SECRETS = new Set(['secret', 'changeme', 'change-me', 'jwt_secret', 'mysecret']);

/** An empty variable (`DATABASE_POOL_MAX=` in a compose file) means unset, not zero. */
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  // Below 2, one open transaction would stall every other query of the process, the job queue's polls included.
  DATABASE_POOL_MAX: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(2, 'must be at least 2')
      .max(1000, 'must be at most 1000')
      .optional(),
  ),
  // 0 would mean "wait for ever" to node-postgres: a cut network would hang requests instead of answering 503.
  DATABASE_POOL_TIMEOUT_MS: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(100, 'must be at least 100 (ms)')
      .max(120_000, 'must be at most 120000 (ms)')
      .optional(),
  ),
  REDIS_URL: z.string().optional(),
  JWT_SECRET: z.string().optional(),
  ENCRYPTION_KEY: z.string().optional(),
  ADMIN_EMAIL: z.string().default('admin@guiche.local'),
  ADMIN_PASSWORD: z.string().default('Guiche@2026'),
  SIMULATOR: z.enum(['on', 'off']).optional(),
  WHATSAPP: z.enum(['on', 'off']).default('on'),
  META_APP_SECRET: z.string().optional(),
  META_VERIFY_TOKEN: z.string().optional(),
  GRAPH_API_URL: z.url().optional(),
  ASAAS_BASE_URL: z.url().optional(),
  ASAAS_WEBHOOK_TOKEN: z.string().min(1).optional(),
  DIALOGFLOW_API_URL: z.url().optional(),
  INTEGRATIONS_ALLOW_PRIVATE_HOSTS: z.string().optional(),
  AZURE_SPEECH_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'an http(s) URL, {region} allowed')
    .optional(),
  GRAPH_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .optional(),
  CORS_ORIGINS: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  // Web Push (VAPID, RFC 8292): both keys or neither; unset, a pair is generated once and kept in the database.
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'a base64url P-256 public key')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'a base64url P-256 private key')
      .optional(),
  ),
  // Who push services may contact about this server's pushes: mailto: or https: (Apple refuses localhost ones).
  VAPID_SUBJECT: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: or https: URL')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  // Sent by Prometheus as a bearer token: a guessable one would publish the metrics.
  METRICS_TOKEN: z.preprocess(
    emptyAsUnset,
    z.string().min(16, 'must be at least 16 characters').regex(/^\S+$/, 'must not contain spaces').optional(),
  ),
  SHUTDOWN_DRAIN_MS: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be at least 0')
      .max(120_000, 'must be at most 120000 (ms)')
      .optional(),
  ),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Signs access tokens (and, through HKDF, media links). */
  jwtSecret: string;
  /** Seals secrets stored in the database (channel credentials, provider tokens). */
  encryptionKey: string;
  admin: { email: string; password: string };
  logLevel: string;
  webDistDir: string;
  rateLimit: RateLimitConfig;
  /** The simulator channel: on by default with the embedded database, off with PostgreSQL unless SIMULATOR=on. */
  simulatorEnabled: boolean;
  /** WhatsApp sessions through Baileys (they reach WhatsApp's servers); off for offline test runs. */
  whatsappEnabled: boolean;
  meta: MetaConfig;
  /** The Asaas payment provider; absent fields take their defaults (asaas-client.ts). */
  asaas?: AsaasConfig;
  /** Queue integrations and AI prompts: where their providers are, and what their URLs may reach. */
  integrations?: IntegrationsConfig;
  /** Origins (scheme://host[:port]) a browser client may call the API and the socket from; same-origin needs none. */
  corsOrigins: string[];
  /**
   * Fastify's trustProxy: off unless set, so X-Forwarded-For cannot choose the client's address. A hop count, or a
   * comma-separated list of addresses/CIDRs of the proxies in front of the server.
   */
  trustProxy: boolean | number | string[];
  /** The server's public base URL (no trailing slash), for absolute links handed to clients (signed media URLs). */
  publicUrl: string | undefined;
  /** The platform's trial period: a signed-up company's first due date is this many days ahead (TRIAL_DAYS). */
  trialDays: number;
  /** Bearer token GET /metrics requires (METRICS_TOKEN); unset: /metrics answers loopback peers only. */
  metricsToken?: string | undefined;
  /** Web Push's VAPID identity; keys left unset are generated once and kept in the database (push/vapid-keys.ts). */
  push?: PushConfig;
}

export interface PushConfig {
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  subject: string | undefined;
}

/**
 * What the environment gives, before the database is open. JWT_SECRET and ENCRYPTION_KEY may be missing outside
 * production: the missing ones are then generated once and kept in the database (security/instance-secrets.ts), so
 * every process sharing it uses the same ones.
 */
export interface StartupConfig extends Omit<AppConfig, 'jwtSecret' | 'encryptionKey'> {
  jwtSecret: string | undefined;
  encryptionKey: string | undefined;
  /** PostgreSQL only (DATABASE_URL); the embedded database has no pool. */
  databasePool: DatabasePoolConfig;
  /**
   * After SIGTERM/SIGINT, readiness answers 503 and the server goes on serving this long before it closes, so a
   * proxy polling readiness stops sending first (SHUTDOWN_DRAIN_MS; default 5000 in production, else 0).
   */
  shutdownDrainMs: number;
}

/** A load balancer polling readiness every few seconds sees the 503 within this; development stops at once. */
export const DEFAULT_PRODUCTION_DRAIN_MS = 5000;

export interface DatabasePoolConfig {
  /** Connections this process opens at most (DATABASE_POOL_MAX; default from the CPU count: defaultPoolMax). */
  max: number;
  /**
   * How long a query waits for a connection, free or new, before it fails and its request is answered 503
   * (DATABASE_POOL_TIMEOUT_MS).
   */
  acquireTimeoutMs: number;
}

export const DEFAULT_POOL_TIMEOUT_MS = 5000;

/**
 * 4 connections per core, at least 10 and at most 20. PostgreSQL runs a few active queries per core well, and a
 * connection is held longer than its queries run (a transaction awaits the application between statements), hence
 * 4 × cores; 10 is the size that served small hosts before it was configurable. The ceiling is the budget: several
 * processes share one PostgreSQL, whose max_connections is 100 by default (97 once the 3 superuser slots are set
 * aside), so 4 processes stay at 80, with room left for psql, backups and monitoring. The job queue
 * (pg-boss) runs its statements through this same pool (jobs/job-queue.ts), so it needs no share of its own.
 */
export function defaultPoolMax(cores: number): number {
  return Math.min(20, Math.max(10, 4 * cores));
}

export interface IntegrationsConfig {
  /** The Dialogflow API (DIALOGFLOW_API_URL; a local fake in tests). */
  dialogflowBaseUrl: string | undefined;
  /**
   * Non-public addresses and CIDR ranges that URLs typed by tenant admins may reach (INTEGRATIONS_ALLOW_PRIVATE_HOSTS,
   * comma-separated; none by default): a self-hosted n8n on the server's private network, the tests' local fakes.
   */
  allowPrivateHosts?: string[] | undefined;
  /** Azure AI Speech for prompts with a voice (AZURE_SPEECH_URL, `{region}` filled in; unset: Azure's own hosts). */
  speechBaseUrl?: string | undefined;
}

/** Asaas: its API (ASAAS_BASE_URL: the sandbox, or a local fake) and the token its webhook sends (ASAAS_WEBHOOK_TOKEN). */
export interface AsaasConfig {
  baseUrl: string | undefined;
  webhookToken: string | undefined;
}

/** The platform's Meta app: its webhooks (Cloud API, Messenger, Instagram) are accepted when both are set. */
export interface MetaConfig {
  appSecret: string | undefined;
  verifyToken: string | undefined;
  graphBaseUrl: string | undefined;
  graphVersion: string | undefined;
}

export interface RateLimitConfig {
  /**
   * Keys in the shared (Redis) store, and the socket.io adapter's channels, are prefixed with this, so unrelated
   * deployments or test runs sharing a Redis never mix (processes of one deployment share it).
   */
  namespace: string;
  /** Login attempts (right or wrong) one address may make per minute. */
  loginPerIpPerMinute: number;
  /** Wrong passwords one address may try on one account per 15 minutes (LoginThrottle). */
  loginFailuresPerAccountAndAddress: number;
  /** Wrong passwords on one account per 15 minutes, from any address, before its wrong answers slow down. */
  loginAccountFailuresBeforeDelay: number;
  /** Sign-ups one address may make per hour. */
  signupPerIpPerHour: number;
  /** Recovery codes one address may ask for, and codes it may try, per 15 minutes. */
  recoveryPerIpPer15Minutes: number;
  /** Calls one connection token may make to the external messages API per minute (POST /api/messages/send). */
  externalApiPerTokenPerMinute: number;
  /** The share of the time password hashing may take, sustained (modules/auth/password.ts); 1 is no cap. */
  passwordHashingShare: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitConfig = {
  namespace: 'guiche-rl:',
  loginPerIpPerMinute: 30,
  loginFailuresPerAccountAndAddress: 10,
  loginAccountFailuresBeforeDelay: 20,
  signupPerIpPerHour: 5,
  recoveryPerIpPer15Minutes: 10,
  externalApiPerTokenPerMinute: 6000,
  passwordHashingShare: 0.2,
};

export class ConfigError extends Error {}

/** DATA_DIR as the server resolves it; the command-line tools (backup, restore, migrate-to-postgres) find the same. */
export function dataDirOf(env: NodeJS.ProcessEnv): string {
  // npm sets INIT_CWD to the folder the command was typed in, so `npm start` at the repo root keeps data there.
  return resolve(env.DATA_DIR ?? join(env.INIT_CWD ?? process.cwd(), 'data'));
}

/**
 * Reads the environment. In production a missing or weak JWT_SECRET or ENCRYPTION_KEY stops the server; elsewhere a
 * missing one is left undefined, to be generated once and kept in the database (security/instance-secrets.ts).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): StartupConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const e = parsed.data;
  const dataDir = dataDirOf(env);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePool: {
      max: e.DATABASE_POOL_MAX ?? defaultPoolMax(cores),
      acquireTimeoutMs: e.DATABASE_POOL_TIMEOUT_MS ?? DEFAULT_POOL_TIMEOUT_MS,
    },
    redisUrl: e.REDIS_URL || undefined,
    jwtSecret: checkSecret('JWT_SECRET', e.NODE_ENV, e.JWT_SECRET),
    encryptionKey: checkSecret('ENCRYPTION_KEY', e.NODE_ENV, e.ENCRYPTION_KEY),
    admin: { email: e.ADMIN_EMAIL.trim().toLowerCase(), password: e.ADMIN_PASSWORD },
    logLevel: e.LOG_LEVEL,
    webDistDir: WEB_DIST_DIR,
    rateLimit: DEFAULT_RATE_LIMIT,
    simulatorEnabled: e.SIMULATOR ? e.SIMULATOR === 'on' : !e.DATABASE_URL,
    whatsappEnabled: e.WHATSAPP === 'on',
    meta: {
      appSecret: e.META_APP_SECRET,
      verifyToken: e.META_VERIFY_TOKEN,
      graphBaseUrl: e.GRAPH_API_URL,
      graphVersion: e.GRAPH_API_VERSION,
    },
    asaas: { baseUrl: e.ASAAS_BASE_URL, webhookToken: e.ASAAS_WEBHOOK_TOKEN },
    integrations: {
      dialogflowBaseUrl: e.DIALOGFLOW_API_URL,
      allowPrivateHosts: parseAllowedHosts(e.INTEGRATIONS_ALLOW_PRIVATE_HOSTS),
      speechBaseUrl: e.AZURE_SPEECH_URL,
    },
    corsOrigins: parseOrigins(e.CORS_ORIGINS),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    trialDays: e.TRIAL_DAYS,
    metricsToken: e.METRICS_TOKEN,
    push: vapidOf(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT),
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'production' ? DEFAULT_PRODUCTION_DRAIN_MS : 0),
  };
}

function vapidOf(publicKey: string | undefined, privateKey: string | undefined, subject: string | undefined) {
  if (Boolean(publicKey) !== Boolean(privateKey))
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are a pair: set both, or neither.');
  return { vapidPublicKey: publicKey, vapidPrivateKey: privateKey, subject };
}

function parseOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new ConfigError(`CORS_ORIGINS: "${origin}" is not an origin (scheme://host[:port]).`);
    }
    if (parsed.origin !== origin.replace(/\/+$/, '')) {
      throw new ConfigError(`CORS_ORIGINS: "${origin}" is not an origin (scheme://host[:port], no path).`);
    }
  }
  return origins.map((origin) => origin.replace(/\/+$/, ''));
}

function parseAllowedHosts(value: string | undefined): string[] {
  try {
    return AddressAllowList.parse(value).entries;
  } catch (error) {
    throw new ConfigError(
      `INTEGRATIONS_ALLOW_PRIVATE_HOSTS: ${error instanceof Error ? error.message : String(error)}.`,
    );
  }
}

/** Unset, "false" or "0": trust nobody. "true": trust every hop. A number: that many hops. Else addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** A given secret must be strong in production, and production must be given both. */
function checkSecret(
  name: 'JWT_SECRET' | 'ENCRYPTION_KEY',
  nodeEnv: string,
  given: string | undefined,
): string | undefined {
  if (given) {
    if (nodeEnv === 'production' && (given.length < 32 || KNOWN_WEAK_SECRETS.has(given.toLowerCase()))) {
      throw new ConfigError(`${name} is too weak for production: use at least 32 random characters.`);
    }
    return given;
  }
  if (nodeEnv === 'production') {
    throw new ConfigError(`${name} is required when NODE_ENV=production.`);
  }
  return undefined;
}
