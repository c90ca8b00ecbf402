import { fileListsRepository } from './file-lists.repository.js';

/** What other modules may read of file lists: the record a bot sends. */
export const fileListsReader: Pick<typeof fileListsRepository, 'findRecord'> = fileListsRepository;
