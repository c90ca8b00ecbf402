import { usageRepository } from './usage.repository.js';

/** What other modules may read of the runtime: whether a queue still uses an integration, prompt or file list. */
export const usageReader: Pick<typeof usageRepository, 'inUse'> = usageRepository;
