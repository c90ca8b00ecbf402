import type { PublicUser } from './schemas/user.js';

/**
 * Live socket contract (spec 1 §7 "Live socket"): event names the server emits, rooms, and the events a client
 * emits. Every server event is scoped by company; a socket only ever joins rooms of its own company.
 */
export const serverEvents = {
  ticket: (companyId: number) => `company-${companyId}-ticket`,
  appMessage: (companyId: number) => `company-${companyId}-appMessage`,
  contact: (companyId: number) => `company-${companyId}-contact`,
  presence: (companyId: number) => `company-${companyId}-presence`,
  whatsapp: (companyId: number) => `company-${companyId}-whatsapp`,
  whatsappSession: (companyId: number) => `company-${companyId}-whatsappSession`,
  auth: (companyId: number) => `company-${companyId}-auth`,
  announcement: (companyId: number) => `company-${companyId}-announcement`,
  user: (companyId: number) => `company-${companyId}-user`,
  queue: (companyId: number) => `company-${companyId}-queue`,
  settings: (companyId: number) => `company-${companyId}-settings`,
  chatUser: (companyId: number, userId: number) => `company-${companyId}-chat-user-${userId}`,
  chat: (companyId: number) => `company-${companyId}-chat`,
  chatRoom: (companyId: number, chatId: number) => `company-${companyId}-chat-${chatId}`,
  importMessages: (companyId: number) => `importMessages-${companyId}`,
  payment: (companyId: number) => `company-${companyId}-payment`,
  /** The simulator page: a simulated chat or the pairing changed. */
  simulator: (companyId: number) => `company-${companyId}-simulator`,
} as const;

/** Rooms. Names carry the company so that no join can cross tenants. */
export const rooms = {
  company: (companyId: number) => `company:${companyId}`,
  user: (companyId: number, userId: number) => `company:${companyId}:user:${userId}`,
  ticketStatus: (companyId: number, status: string) => `company:${companyId}:status:${status}`,
  notification: (companyId: number) => `company:${companyId}:notification`,
  ticket: (companyId: number, ticketId: string) => `company:${companyId}:ticket:${ticketId}`,
} as const;

/** Events a client emits. */
export const clientEvents = {
  joinTickets: 'joinTickets',
  leaveTickets: 'leaveTickets',
  joinNotification: 'joinNotification',
  leaveNotification: 'leaveNotification',
  joinChatBox: 'joinChatBox',
  leaveChatBox: 'leaveChatBox',
  userStatus: 'userStatus',
} as const;

/** Payload of `company-{id}-auth`: another login of this account replaced the session `sessionId`'s peers. */
export interface AuthEventPayload {
  action: 'sessionReplaced';
  user: { id: number };
  /** The session that stays; every other session of the user ends. */
  sessionId: string;
}

/** Payload of `company-{id}-user`. */
export interface UserEventPayload {
  action: 'update' | 'create' | 'delete';
  user?: PublicUser;
  userId?: number;
}

/** Payload of `company-{id}-ticket` (spec 1 §4 live ticket events). */
export type TicketEventPayload =
  | { action: 'update'; ticket: import('./schemas/ticket.js').TicketView }
  | { action: 'delete'; ticketId: number }
  | { action: 'updateUnread'; ticketId: number };

/** Payload of `company-{id}-appMessage`. */
export interface AppMessageEventPayload {
  action: 'create' | 'update';
  message: import('./schemas/message.js').MessageView;
  ticket: import('./schemas/ticket.js').TicketView;
  contact: import('./schemas/ticket.js').TicketView['contact'];
}

/** Payload of `company-{id}-contact`. */
export type ContactEventPayload =
  | { action: 'update' | 'create'; contact: import('./schemas/contact.js').ContactView }
  | { action: 'delete'; contactId: number };

/** Payload of `company-{id}-presence`: a contact typing or recording in a ticket's chat. */
export interface PresenceEventPayload {
  action: 'update';
  ticketId: number;
  presence: import('./schemas/ticket.js').PresenceState;
}

/**
 * Payload of `importMessages-{companyId}` (spec 2 §4): `update` carries the progress of a connection's import
 * (`this` is -1 while preparing), `refresh` says it finished and the list should be read again.
 */
export type ImportMessagesEventPayload =
  | { action: 'update'; whatsappId: number; status: { this: number; all: number; state: string } }
  | { action: 'refresh'; whatsappId: number };
