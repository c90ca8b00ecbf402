import type { Conversation } from './conversation.js';

/** A bot beyond the tree the engine can hand a ticket to: a queue integration or an AI prompt. */
export interface BotTarget {
  integrationId?: number | null | undefined;
  promptId?: number | null | undefined;
}

/**
 * Where the engine hands a conversation to the integrations (modules/integration-runtime): the points spec 3 names
 * (connection integrationId/promptId, queue integrationId/promptId/fileListId, chatbot options of type integration
 * and file). The engine decides when; the runtime talks to the provider, outside the contact's message.
 */
export interface BotHandOff {
  /** The bot takes the ticket from this message on; false when it cannot (gone, or not in the company's plan). */
  start(c: Conversation, target: BotTarget): Promise<boolean>;
  /** The contact wrote on a ticket a bot holds (ticket.useIntegration). */
  continue(c: Conversation): Promise<void>;
  /** Sends the file list's message and then each of its files, in order. */
  sendFileList(c: Conversation, fileListId: number): Promise<void>;
}

/** Whether `target` names a bot at all. */
export const namesBot = (target: BotTarget) => Boolean(target.integrationId ?? target.promptId);
