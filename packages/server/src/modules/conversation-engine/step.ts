import type { Conversation } from './conversation.js';

/** One rule of the engine: true when it handled the message (the later steps do not run). */
export type Step = (conversation: Conversation) => Promise<boolean>;

/** The ticket is the engine's to greet: a pending conversation nobody holds that the bot never took. */
export const notStarted = (c: Conversation) =>
  c.ticket.botStartedAt === null && c.ticket.status === 'pending' && c.ticket.userId === null;

/** An attendant holds the ticket: the bot never speaks there. */
export const held = (c: Conversation) => c.ticket.userId !== null || c.ticket.status === 'open';
