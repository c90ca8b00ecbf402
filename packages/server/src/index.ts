import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { seedDatabase } from './db/seed.js';
import { resolveInstanceSecrets } from './security/instance-secrets.js';

async function main(): Promise<void> {
  const startup = loadConfig();
  const database = await openDatabase({ databaseUrl: startup.databaseUrl, dataDir: startup.dataDir, pool: startup.databasePool });
  await database.migrate();
  const { fromDatabase, ...secrets } = await resolveInstanceSecrets(database.db, startup);
  const config = { ...startup, ...secrets };
  const seed = await seedDatabase(database.db, { adminEmail: config.admin.email, adminPassword: config.admin.password });
  const app = await buildApp({ config, database });
  const log = app.http.log;
  if (seed.createdAdmin) log.info({ email: config.admin.email }, 'created the super administrator');
  if (fromDatabase.length > 0) log.info({ secrets: fromDatabase }, 'not set in the environment: using the ones kept in the database (set them in production)');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
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

  await app.http.listen({ port: config.port, host: config.host });
  await app.services.channels.resumeAll();
  const address = app.http.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info(`Guichê is running at http://localhost:${port} (database: ${database.kind}${config.redisUrl ? ', redis adapter on' : ''})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Guichê failed to start:', error);
  }
  process.exit(1);
});
