/**
 * Inbound throughput through the WhatsApp Cloud API webhook path: signed HTTP deliveries → signature check → parse
 * → contact, ticket and message stored → events. Prints msg/s on PGlite and, when DATABASE_URL is set, on
 * PostgreSQL. Run with `npm run bench` (a benchmark, not a test: no assertion on time).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.js';
import { DEFAULT_RATE_LIMIT, type AppConfig } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { messages } from '../db/schema/index.js';
import { seedDatabase } from '../db/seed.js';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const CUSTOMERS = 500;
const APP_SECRET = 'bench-app-secret';
const PHONE_ID = '100200300400500';
const ADMIN = { email: 'bench@guiche.local', password: 'Bench@12345' };

async function main(): Promise<void> {
  await run('pglite', await openDatabase({}));
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `guiche_bench_${randomBytes(4).toString('hex')}`;
    await admin(url, `create database ${name}`);
    try {
      const target = new URL(url);
      target.pathname = `/${name}`;
      await run('postgres', await openDatabase({ databaseUrl: target.toString() }));
    } finally {
      await admin(url, `drop database if exists ${name} with (force)`);
    }
  } else {
    console.warn('DATABASE_URL is not set: PostgreSQL skipped');
  }
}

async function run(kind: string, database: Database): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'guiche-bench-'));
  await database.migrate();
  await seedDatabase(database.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  const app = await buildApp({ config: benchConfig(dataDir), database });
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const address = app.http.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  try {
    const token = await login(base);
    await post(base, '/whatsapp', { name: 'Bench', channel: 'whatsappapi', providerAccountId: PHONE_ID, accessToken: 'bench-token-0123456789' }, token);
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < MESSAGES) await deliver(base, next++);
      }),
    );
    const [row] = await database.db.select({ value: count() }).from(messages).where(eq(messages.companyId, 1));
    const seconds = (performance.now() - started) / 1000;
    const stored = row?.value ?? 0;
    process.stdout.write(`${kind}: ${stored} messages stored from ${MESSAGES} webhooks in ${seconds.toFixed(2)} s = ${Math.round(stored / seconds)} msg/s (concurrency ${CONCURRENCY}, ${CUSTOMERS} customers)\n`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function benchConfig(dataDir: string): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    redisUrl: undefined,
    jwtSecret: randomBytes(32).toString('hex'),
    encryptionKey: randomBytes(32).toString('hex'),
    admin: ADMIN,
    logLevel: 'silent',
    webDistDir: '/nonexistent',
    rateLimit: { ...DEFAULT_RATE_LIMIT, loginPerIpPerMinute: 1000 },
    simulatorEnabled: false,
    whatsappEnabled: false,
    meta: { appSecret: APP_SECRET, verifyToken: 'bench', graphBaseUrl: 'http://127.0.0.1:9', graphVersion: undefined },
  };
}

/** One Cloud API delivery carrying one text message, signed as Meta signs it. */
async function deliver(base: string, index: number): Promise<void> {
  const customer = String(5511900000000 + (index % CUSTOMERS));
  const payload = {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550000000', phone_number_id: PHONE_ID },
              contacts: [{ profile: { name: `Cliente ${index % CUSTOMERS}` }, wa_id: customer }],
              messages: [{ from: customer, id: `wamid.bench.${index}`, timestamp: '1750000000', type: 'text', text: { body: `mensagem ${index}` } }],
            },
          },
        ],
      },
    ],
  };
  const body = Buffer.from(JSON.stringify(payload));
  const signature = `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
  const response = await fetch(`${base}/webhooks/whatsapp`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, body });
  if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
}

async function login(base: string): Promise<string> {
  const answer = (await post(base, '/auth/login', ADMIN)) as { token: string };
  return answer.token;
}

async function post(base: string, path: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
