import { chatbotsRepository, queuesRepository } from './queues.repository.js';

export type { ChatbotRow, QueueRow } from './queues.repository.js';

/** What other modules may read of queues. */
export const queuesReader: Pick<typeof queuesRepository, 'findById'> = queuesRepository;

/** What the conversation engine may read of chatbots: the option trees of queues. */
export const chatbotsReader: Pick<typeof chatbotsRepository, 'loadTree'> = chatbotsRepository;
