import { campaignsRepository } from './campaigns.repository.js';

/** What other modules may read of campaigns: whether a running one includes a contact (a contact's erasure waits). */
export const campaignsReader: Pick<typeof campaignsRepository, 'runningWithRecipient'> = campaignsRepository;
