import { messagesRepository } from './messages.repository.js';

export { REACTION_MEDIA_TYPE, type MessageRow } from './messages.repository.js';
/** SQL other repositories compose: a messages row as statements answer it, and the filter that leaves reactions out. */
export { notReaction } from './messages.repository.js';
export { messageRow } from './message-posts.repository.js';

/** What other modules may read of messages. */
export const messagesReader: Pick<typeof messagesRepository, 'exists' | 'findById'> = messagesRepository;

/** What the inbound pipeline may change of messages: acks and edits reported by the channel. */
export const messagesWriter: Pick<typeof messagesRepository, 'raiseAck' | 'updateByWid'> = messagesRepository;
