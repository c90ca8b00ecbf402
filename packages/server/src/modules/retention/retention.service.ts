import type { FastifyBaseLogger } from 'fastify';
import type { RetentionPreview, RetentionPreviewQuery } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { RequestAuth } from '../auth/auth.service.js';
import type { MessageEraser } from '../contact-erasure/index.js';
import { RetentionRun, cutoffsOf, type RetentionTally } from './retention-run.js';
import { assertCanPreviewRetention } from './retention.policy.js';
import { retentionRepository } from './retention.repository.js';

export interface RetentionDeps {
  db: Db;
  jobs: JobQueue;
  /** The batch eraser contact erasure uses: retention anonymises messages exactly as an erasure does. */
  eraser: MessageEraser;
  logger: FastifyBaseLogger;
  now: () => Date;
}

/**
 * Retention of messages and media (issue 40, company settings retentionMediaDays and retentionMessagesDays, off by
 * default): the daily run (retention-run.ts) and the settings screen's dry run of the periods about to be saved.
 */
export class RetentionService {
  private readonly run: RetentionRun;

  constructor(private readonly deps: RetentionDeps) {
    this.run = new RetentionRun(deps.db, deps.jobs, deps.eraser, deps.logger, deps.now);
  }

  /** Works the daily run's jobs in this process and queues today's if none is queued yet. */
  async start(): Promise<void> {
    await this.run.start();
  }

  /** GET /privacy/retention/preview: what a run now with these periods would remove (nothing is changed). */
  async preview(auth: RequestAuth, query: RetentionPreviewQuery): Promise<RetentionPreview> {
    assertCanPreviewRetention(auth);
    const cutoffs = cutoffsOf({ mediaDays: query.mediaDays, messagesDays: query.messagesDays }, this.deps.now());
    const { messages, media } = await retentionRepository.preview(this.deps.db, auth.companyId, cutoffs);
    return { mediaFiles: media, messages };
  }

  /** One company's retention measured at `at`, run here to its end (the daily job's work, for operators and tests). */
  async runCompany(companyId: number, at: Date): Promise<RetentionTally> {
    return this.run.runCompany(companyId, at);
  }
}
