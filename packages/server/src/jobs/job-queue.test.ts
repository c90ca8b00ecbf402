import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import { JobQueue } from './job-queue.js';

describe('JobQueue after stop', () => {
  it('refuses a job for a queue it has not created yet instead of retrying the creation forever', async () => {
    const database = await createTestDatabase();
    const jobs = new JobQueue(database, pino({ level: 'silent' }));
    await jobs.start();
    await jobs.stop();
    await database.close();
    // Statements after stop are dropped and answer no rows, so the queue is never found; the creation must give up
    // rather than spin (a spin of statements failing at once starves timers, and no test timeout could end it).
    await expect(jobs.send('created-after-stop', { n: 1 })).rejects.toThrow(/stopped/);
  });
});
