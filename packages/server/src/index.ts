import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError, acquireDataDirLock } from './db/data-dir-lock.js';
import { openDatabase } from './db/database.js';
import { seedDatabase } from './db/seed.js';
import { Lifecycle } from './modules/health/lifecycle.js';
import { listenWhileStarting } from './modules/health/starting-server.js';
import { resolveInstanceSecrets } from './security/instance-secrets.js';
import { startupProgress } from './startup-progress.js';

async function main(): Promise<void> {
  const startup = loadConfig();
  // The app's logger exists only once the database is ready; the stages before it log through one of the same shape.
  const progress = startupProgress({
    tty: process.stdout.isTTY,
    log: pino({ level: startup.logLevel }),
    write: (line) => process.stdout.write(line),
  });
  // One process per embedded data folder (PGlite has no lock of its own); servers on PostgreSQL share DATA_DIR's uploads.
  if (!startup.databaseUrl) await acquireDataDirLock(startup.dataDir, 'the server');
  // The port answers (live 200, ready 503) while migrations and the seed run: see starting-server.ts. A random
  // port (PORT=0) is nobody's to probe.
  const starting = startup.port === 0 ? undefined : await listenWhileStarting(startup.port, startup.host);
  const databaseReady = progress.stage('database');
  const database = await openDatabase({
    databaseUrl: startup.databaseUrl,
    dataDir: startup.dataDir,
    pool: startup.databasePool,
  });
  await database.migrate();
  const { fromDatabase, ...secrets } = await resolveInstanceSecrets(database.db, startup);
  const config = { ...startup, ...secrets };
  const seed = await seedDatabase(database.db, {
    adminEmail: config.admin.email,
    adminPassword: config.admin.password,
  });
  databaseReady();
  const appBuilt = progress.stage('app');
  const lifecycle = new Lifecycle('starting');
  const app = await buildApp({ config, database, lifecycle });
  appBuilt();
  const log = app.http.log;
  if (seed.createdAdmin) log.info({ email: config.admin.email }, 'created the super administrator');
  if (fromDatabase.length > 0)
    log.info(
      { secrets: fromDatabase },
      'not set in the environment: using the ones kept in the database (set them in production)',
    );

  let stopping = false;
  let endDrain = () => {};
  const stop = (signal: string) => {
    // A second signal (Ctrl-C again) cuts the drain short.
    if (stopping) return endDrain();
    stopping = true;
    // Readiness answers 503 at once; requests are still served until the proxy, polling readiness, stops sending.
    lifecycle.drain();
    const drainMs = config.shutdownDrainMs;
    log.info({ signal, drainMs }, 'shutting down: not ready any more, closing after the drain period');
    const force = setTimeout(() => process.exit(1), drainMs + 10_000);
    force.unref();
    new Promise<void>((drained) => {
      const timer = setTimeout(drained, drainMs);
      endDrain = () => {
        clearTimeout(timer);
        drained();
      };
    })
      .then(() => app.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  await starting?.close();
  await app.http.listen({ port: config.port, host: config.host });
  lifecycle.serving();
  await app.services.channels.resumeAll();
  const address = app.http.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info(
    `Guichê is running at http://localhost:${port} (database: ${database.kind}${config.redisUrl ? ', redis adapter on' : ''})`,
  );
  progress.ready({
    url: `http://localhost:${port}`,
    adminEmail: config.admin.email,
    firstLogin: seed.createdAdmin
      ? { password: config.admin.password, fromEnvironment: process.env.ADMIN_PASSWORD !== undefined }
      : undefined,
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Guichê failed to start:', error);
  }
  process.exit(1);
});
