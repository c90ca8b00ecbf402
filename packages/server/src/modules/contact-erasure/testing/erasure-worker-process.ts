/**
 * A process that works the erasure jobs and nothing else, for the kill -9 test (contact-erasure-kill.test.ts): it
 * starts the eraser as a server does (picking up every unfinished erasure), tells its parent each file it removes
 * (so the parent can kill it mid-way), and exits once erasure `erasureId` is done.
 *
 * Run with tsx: `node --import tsx --conditions=source erasure-worker-process.ts '<json ErasureWorkerPlan>'`.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase } from '../../../db/database.js';
import { contactErasures } from '../../../db/schema/index.js';
import { DomainEvents } from '../../../events/domain-events.js';
import { JobQueue } from '../../../jobs/job-queue.js';
import { TenantStorage } from '../../../storage/tenant-storage.js';
import { ContactEraser } from '../contact-eraser.js';

export interface ErasureWorkerPlan {
  /** PostgreSQL, or else the embedded database's data folder. */
  databaseUrl?: string;
  dataDir?: string;
  uploads: string;
  erasureId: number;
  batchSize: number;
  /** A pause after each file removed, so that a batch takes long enough to be killed inside. */
  removalPauseMs: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(plan: ErasureWorkerPlan): Promise<void> {
  const database = await openDatabase(
    plan.databaseUrl ? { databaseUrl: plan.databaseUrl, onPoolError: () => undefined } : { dataDir: plan.dataDir },
  );
  const logger = pino({ level: 'silent' });
  const jobs = new JobQueue(database, logger);
  await jobs.start();
  const files = new TenantStorage(plan.uploads);
  const storage = {
    remove: async (key: string | null | undefined) => {
      await files.remove(key);
      if (key) process.send?.({ removed: key });
      await pause(plan.removalPauseMs);
    },
  };
  const events = new DomainEvents(() => undefined);
  const eraser = new ContactEraser({
    db: database.db,
    events,
    jobs,
    storage,
    logger,
    now: () => new Date(),
    batchSize: plan.batchSize,
  });
  await eraser.start();
  for (;;) {
    const [row] = await database.db
      .select({ status: contactErasures.status })
      .from(contactErasures)
      .where(eq(contactErasures.id, plan.erasureId));
    if (row?.status === 'done') break;
    await pause(100);
  }
  await jobs.stop();
  await database.close();
  process.send?.({ done: true });
}

main(JSON.parse(process.argv[2] ?? '{}') as ErasureWorkerPlan).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
