import { tagsRepository } from './tags.repository.js';

/** What other modules may read of tags. */
export const tagsReader: Pick<typeof tagsRepository, 'findById' | 'refsByContacts'> = tagsRepository;
