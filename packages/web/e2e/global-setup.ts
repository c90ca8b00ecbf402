import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startFakeAsaas } from '../../server/src/modules/payments/testing/fake-asaas';

const SERVER_ENTRY = resolve(import.meta.dirname, '../../server/dist/index.js');
const ADMIN = { email: 'admin@e2e.local', password: 'E2e@Admin123' };
const STARTUP_TIMEOUT_MS = 60_000;
/** The fake payment provider's API key (the billing journey sets it as the asaas setting) and webhook token. */
const ASAAS = { apiKey: 'e2e-asaas-api-key', webhookToken: 'e2e-asaas-webhook-token-0123456789' };

/**
 * Starts the built product the way a newcomer does (`npm start` after a build): embedded database in a fresh data
 * folder, first-start seed. Browser tests read E2E_BASE_URL and the admin credentials from the environment.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'guiche-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Payments go to a local fake of Asaas' API, which sends its webhook back to the server (billing.e2e.test.ts).
  const asaas = await startFakeAsaas({
    apiKey: ASAAS.apiKey,
    webhook: { url: `${baseUrl}/api/payments/asaas/webhook`, token: ASAAS.webhookToken },
  });
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    env: {
      ...process.env,
      // The browser tests exercise the embedded default; the API suites cover PostgreSQL and Redis.
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // The browser tests use the simulator; nothing may reach WhatsApp's servers.
      WHATSAPP: 'off',
      SIMULATOR: 'on',
      ASAAS_BASE_URL: asaas.url,
      ASAAS_WEBHOOK_TOKEN: ASAAS.webhookToken,
      // The integrations journey's webhook receiver listens on 127.0.0.1, which tenant URLs may not reach otherwise.
      INTEGRATIONS_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, child);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_ADMIN_EMAIL = ADMIN.email;
  process.env.E2E_ADMIN_PASSWORD = ADMIN.password;
  process.env.E2E_ASAAS_URL = asaas.url;
  process.env.E2E_ASAAS_API_KEY = ASAAS.apiKey;
  return async () => {
    await stop(child);
    await asaas.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} during startup`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy within ${STARTUP_TIMEOUT_MS} ms`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}
