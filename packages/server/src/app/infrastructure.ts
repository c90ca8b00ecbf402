import type { FastifyBaseLogger } from 'fastify';
import { join } from 'node:path';
import type { AppConfig } from '../config.js';
import type { Database, Db } from '../db/database.js';
import { StatisticsUpkeep } from '../db/statistics-upkeep.js';
import { DomainEvents } from '../events/domain-events.js';
import { JobQueue } from '../jobs/job-queue.js';
import { DialogflowClient } from '../modules/integration-runtime/dialogflow-client.js';
import { SealedCredentials } from '../modules/integration-runtime/sealed-credentials.js';
import { AddressAllowList } from '../net/address-policy.js';
import { EgressGuard } from '../net/egress-guard.js';
import { SecretBox } from '../security/secret-box.js';
import { MediaSigner } from '../storage/media-signer.js';
import { TenantStorage } from '../storage/tenant-storage.js';

/** What every part of the app shares: the event bus, the database and its jobs, files, secrets and outward calls. */
export interface Infrastructure {
  config: AppConfig;
  database: Database;
  db: Db;
  events: DomainEvents;
  logger: FastifyBaseLogger;
  now: () => Date;
  jobs: JobQueue;
  statistics: StatisticsUpkeep | undefined;
  storage: TenantStorage;
  mediaSigner: MediaSigner;
  secretBox: SecretBox;
  credentials: SealedCredentials;
  egress: EgressGuard;
  dialogflow: DialogflowClient;
  /** The Graph API's address and version (config; tests point it at a local fake). */
  graph: { baseUrl: string | undefined; version: string | undefined };
}

/** Opens the shared parts; the job queue is started (services schedule jobs as they start). */
export async function openInfrastructure(
  config: AppConfig,
  database: Database,
  logger: FastifyBaseLogger,
  now: () => Date,
): Promise<Infrastructure> {
  const events = new DomainEvents((error, event) =>
    logger.error({ err: error, event }, 'domain event listener failed'),
  );
  const secretBox = new SecretBox(config.encryptionKey);
  // Every call made on a tenant's behalf goes through this guard (docs/integrations.md, 'What a URL may reach').
  const egress = new EgressGuard({ allowList: new AddressAllowList(config.integrations?.allowPrivateHosts ?? []) });
  const jobs = new JobQueue(database, logger);
  await jobs.start();
  return {
    config,
    database,
    db: database.db,
    events,
    logger,
    now,
    jobs,
    statistics: await StatisticsUpkeep.startIfNeeded(database, logger),
    storage: new TenantStorage(join(config.dataDir, 'uploads')),
    mediaSigner: new MediaSigner(config.jwtSecret, now),
    secretBox,
    credentials: new SealedCredentials(secretBox),
    egress,
    dialogflow: new DialogflowClient(egress, config.integrations?.dialogflowBaseUrl, now),
    graph: { baseUrl: config.meta.graphBaseUrl, version: config.meta.graphVersion },
  };
}
