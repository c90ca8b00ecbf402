import { promptsRepository } from './prompts.repository.js';

/** What other modules may read of prompts. */
export const promptsReader: Pick<typeof promptsRepository, 'findById'> = promptsRepository;

/** What the integration runtime may change of a prompt: the outcome of its last run. */
export const promptsWriter: Pick<typeof promptsRepository, 'recordOutcome'> = promptsRepository;
