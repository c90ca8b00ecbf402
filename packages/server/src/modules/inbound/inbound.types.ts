import type { ConnectionChannel } from '@guiche/shared';
import type { InboundMessage } from '../../channels/types.js';
import type { MessageRow } from '../messages/messages.repository.js';
import type { TicketRow } from '../tickets/tickets.repository.js';
import type { OnScreen } from './store-batch.js';

/**
 * Which connection an event came through: its identity only. What can be edited while the session runs
 * (timeCreateNewTicket) is read with each write batch, so a change applies to the next message in every process.
 */
export interface InboundConnection {
  id: number;
  companyId: number;
  channel: ConnectionChannel;
}

/**
 * What a hook made of a message: 'handled' when it answered the message as its own (a reply to a confirmation
 * campaign), so the hooks after it leave the message alone; nothing otherwise.
 */
export type HookOutcome = 'handled' | undefined;

/**
 * Runs after an inbound message is stored: where the greeting, menu, business-hours and bot engine plugs in. Hooks
 * run in the order they were added, until one answers 'handled'.
 */
export type InboundHook = (context: {
  companyId: number;
  whatsappId: number;
  ticketId: number;
  messageId: number;
  ticketCreated: boolean;
  fromMe: boolean;
  /** False for history/catch-up messages, which must not trigger bots or notifications. */
  live: boolean;
  /**
   * The rows as the store left them, so that a hook with nothing to do (most messages, for most hooks) decides so
   * without a query; one that acts re-reads under a lock what it changes.
   */
  ticket: TicketRow;
  message: MessageRow;
}) => Promise<HookOutcome | void>;

/**
 * Which tickets of a company have their chat on screen right now, asked once per write batch (the socket rooms
 * know it: realtime/chat-box-screens.ts). Answers the test for the batch's tickets.
 */
export type ScreenWatch = (companyId: number) => Promise<OnScreen>;

/** Whether a message our side sent, echoed back by the channel, is to be dropped unstored (a campaign send). */
export type EchoFilter = (connection: InboundConnection, message: InboundMessage) => Promise<boolean>;
